import { describe, expect, it } from 'vitest';
import { EMPTY_STALL_FORM, firstStepWithError, isStepComplete, STALL_STEP_COUNT, STALL_STEP_FIELDS, type StallFormValues } from './stall-steps.js';

const COMPLETE: StallFormValues = {
  ...EMPTY_STALL_FORM,
  companyName: 'Shakti Pumps',
  contactPerson: 'Priya Raman',
  email: 'priya@example.com',
  phone: '+91 98450 12345',
  preferredLocation: 'corner',
  powerRequirement: '10kw',
  designTheme: 'modern',
  colorScheme: 'blue-white',
  furniture: ['Chairs'],
  setupDate: '2026-11-09',
  eventDate: '2026-11-10',
  budgetRange: '2l-5l',
};

describe('stall wizard steps', () => {
  it('has five steps and puts every field of the form on exactly one of them', () => {
    expect(STALL_STEP_COUNT).toBe(5);
    const placed = STALL_STEP_FIELDS.flat();
    expect([...placed].sort()).toEqual(Object.keys(EMPTY_STALL_FORM).sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('finds no step complete on an empty form', () => {
    for (let step = 0; step < STALL_STEP_COUNT; step += 1) expect(isStepComplete(step, EMPTY_STALL_FORM)).toBe(false);
  });

  it('finds every step complete once the required fields are filled', () => {
    for (let step = 0; step < STALL_STEP_COUNT; step += 1) expect(isStepComplete(step, COMPLETE)).toBe(true);
  });

  it('reads each step on its own fields only', () => {
    const contactOnly = { ...EMPTY_STALL_FORM, companyName: 'A', contactPerson: 'B', email: 'b@example.com', phone: '123456' };
    expect(isStepComplete(0, contactOnly)).toBe(true);
    expect(isStepComplete(1, contactOnly)).toBe(false);
  });

  it('refuses a malformed e-mail and a blank-only company name on step 1', () => {
    expect(isStepComplete(0, { ...COMPLETE, email: 'priya.example.com' })).toBe(false);
    expect(isStepComplete(0, { ...COMPLETE, companyName: '   ' })).toBe(false);
  });

  it('needs at least one furniture item on step 4', () => {
    expect(isStepComplete(3, { ...COMPLETE, furniture: [] })).toBe(false);
  });

  it('refuses a setup date after the event date on step 5', () => {
    expect(isStepComplete(4, { ...COMPLETE, setupDate: '2026-11-11' })).toBe(false);
  });

  it('names the first step holding an error, or none', () => {
    expect(firstStepWithError(['budgetRange', 'website'])).toBe(0);
    expect(firstStepWithError(['colorScheme'])).toBe(2);
    expect(firstStepWithError(['nothing-here'])).toBeUndefined();
  });
});
