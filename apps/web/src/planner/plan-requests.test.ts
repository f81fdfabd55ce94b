import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_DETAILS } from '../current-plan/plan-state.js';
import { plannerFormDataOf } from './plan-requests.js';

describe('plannerFormDataOf', () => {
  it('sends step 1 with the duplicate names filled and the duration from the dates', () => {
    const form = plannerFormDataOf({
      ...EMPTY_EVENT_DETAILS,
      companyName: 'Acme Robotics',
      yourName: 'Asha Rao',
      mobileNumber: '9876543210',
      emailAddress: 'asha@acme.example',
      exhibitionStartDate: '2027-01-21',
      exhibitionEndDate: '2027-01-27',
      boothSize: 24,
      teamSize: 3,
    });
    expect(form).toMatchObject({
      companyName: 'Acme Robotics',
      contactPerson: 'Asha Rao',
      email: 'asha@acme.example',
      phoneNumber: '9876543210',
      eventDuration: 7,
      boothSize: 24,
      teamSize: 3,
      currency: 'INR',
      accommodationLevel: 'standard',
    });
  });

  it('leaves out blanks and a value the schema refuses, keeping the rest', () => {
    const form = plannerFormDataOf({ ...EMPTY_EVENT_DETAILS, companyName: 'Acme', distance: 99_999, boothSize: '' });
    expect(form.companyName).toBe('Acme');
    expect(form.distance).toBeUndefined();
    expect(form.boothSize).toBeUndefined();
    expect(form.eventDuration).toBeUndefined();
  });
});
