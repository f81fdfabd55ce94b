import { describe, expect, it } from 'vitest';
import { stallRequirementsSchema, stallRequirementsStepSchemas, stallRequirementsStepTitles } from './stall-requirements.js';

const submission = {
  companyName: 'Acme Tools',
  contactPerson: 'Asha Rao',
  email: 'asha@acme.example',
  phone: '+91 98450 00000',
  website: 'acme.example',
  preferredLocation: 'corner',
  specialRequirements: 'Ramp access',
  accessibility: true,
  powerRequirement: '10kw',
  designTheme: 'modern',
  colorScheme: 'blue-white',
  brandingElements: ['Company Logo', 'QR Codes'],
  logoFile: null,
  audioVisual: ['Projector'],
  furniture: ['Reception Counter', 'Chairs', 'Chairs'],
  technology: ['WiFi Connection'],
  brochures: true,
  giveaways: false,
  digitalDisplays: false,
  productSamples: true,
  setupDate: '2026-02-10',
  eventDate: '2026-02-12',
  dismantleDate: '2026-02-15',
  budgetRange: '5l-10l',
  approvalStatus: 'pending',
  specialInstructions: '',
};

const [step1, step2, step3, step4, step5] = stallRequirementsStepSchemas;
const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message);

describe('stallRequirementsSchema', () => {
  it('accepts a submission, normalising the website and dropping the unused logo file', () => {
    const parsed = stallRequirementsSchema.parse(submission);
    expect(parsed).toMatchObject({ website: 'https://www.acme.example', furniture: ['Reception Counter', 'Chairs'], approvalStatus: 'pending' });
    expect(parsed).not.toHaveProperty('logoFile');
    expect(parsed.specialInstructions).toBeUndefined();
  });

  it('leaves the dismantle date, website and approval status optional', () => {
    const { dismantleDate: _d, website: _w, approvalStatus: _a, ...rest } = submission;
    expect(stallRequirementsSchema.safeParse(rest).success).toBe(true);
  });

  it('refuses options outside the form’s lists', () => {
    expect(stallRequirementsSchema.safeParse({ ...submission, powerRequirement: '50kw' }).success).toBe(false);
    expect(stallRequirementsSchema.safeParse({ ...submission, technology: ['Teleporter'] }).success).toBe(false);
  });

  it('keeps setup before the event and dismantling after it', () => {
    expect(messages(stallRequirementsSchema.safeParse({ ...submission, setupDate: '2026-02-13' }))).toEqual([
      'Setup date must be on or before the event date.',
    ]);
    expect(messages(stallRequirementsSchema.safeParse({ ...submission, dismantleDate: '2026-02-11' }))).toEqual([
      'Dismantle date must be on or after the event date.',
    ]);
  });
});

describe('stallRequirementsStepSchemas', () => {
  it('has one schema per step of the wizard', () => {
    expect(stallRequirementsStepSchemas).toHaveLength(stallRequirementsStepTitles.length);
  });

  it('accepts each step of a complete form', () => {
    for (const step of stallRequirementsStepSchemas) expect(step.safeParse(submission).success).toBe(true);
  });

  it('step 1 needs company, contact person, a valid e-mail and a phone', () => {
    expect(messages(step1.safeParse({}))).toEqual(['Company name is required.', 'Contact person is required.', 'Email is required.', 'Phone is required.']);
    expect(messages(step1.safeParse({ ...submission, email: 'asha@' }))).toEqual(['Please enter a valid e-mail address.']);
  });

  it('step 2 needs a preferred location and a power requirement', () => {
    expect(messages(step2.safeParse({ preferredLocation: '', powerRequirement: null }))).toEqual([
      'Preferred location is required.',
      'Power requirement is required.',
    ]);
  });

  it('step 3 needs a design theme and a colour scheme', () => {
    expect(messages(step3.safeParse({ designTheme: 'modern' }))).toEqual(['Colour scheme is required.']);
  });

  it('step 4 needs at least one furniture item', () => {
    expect(messages(step4.safeParse({ furniture: [] }))).toEqual(['Choose at least one furniture item.']);
    expect(messages(step4.safeParse({}))).toEqual(['Choose at least one furniture item.']);
  });

  it('step 5 needs setup date, event date and budget range', () => {
    expect(messages(step5.safeParse({ setupDate: '', budgetRange: 'under-2l' }))).toEqual(['Setup date is required.', 'Event date is required.']);
    expect(messages(step5.safeParse({ setupDate: '2026-02-30', eventDate: '2026-03-01', budgetRange: 'under-2l' }))).toEqual([
      'Setup date is not a real date.',
    ]);
  });
});
