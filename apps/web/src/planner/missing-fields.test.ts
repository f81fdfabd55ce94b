import { describe, expect, it } from 'vitest';
import { missingFieldsFor } from './missing-fields.js';
import { newPlan, type PlanState } from '../current-plan/plan-state.js';

function withDetails(patch: Partial<PlanState['eventDetails']>): PlanState {
  const plan = newPlan();
  return { ...plan, eventDetails: { ...plan.eventDetails, ...patch } };
}

const complete = {
  companyName: 'Acme Robotics',
  yourName: 'Asha Rao',
  mobileNumber: '9876543210',
  emailAddress: 'asha@acme.example',
  exhibitionName: 'IMTEX',
  industry: 'Manufacturing',
  exhibitionStartDate: '2027-01-21',
  exhibitionEndDate: '2027-01-27',
  originState: 'IN-MH',
  originCity: 'Mumbai',
  destinationState: 'IN-KA',
  destinationCity: 'Bangalore',
  teamSize: 3,
};

describe('missingFieldsFor', () => {
  it('lists every required label of an empty step 1 in form order', () => {
    expect(missingFieldsFor(1, newPlan())).toEqual([
      'Company Name',
      'Your Name',
      'Mobile Number',
      'Email Address',
      'Exhibition Name',
      'Industry',
      'Exhibition Start Date',
      'Exhibition End Date',
      'Departure State',
      'Departure City',
      'Arrival State',
      'Arrival City',
    ]);
  });

  it('lists only what is still blank, whitespace counting as blank', () => {
    expect(missingFieldsFor(1, withDetails({ ...complete, yourName: '   ', destinationCity: '' }))).toEqual(['Your Name', 'Arrival City']);
  });

  it('lets a complete step 1 go on', () => {
    expect(missingFieldsFor(1, withDetails(complete))).toEqual([]);
  });

  it('says what is wrong with a filled field', () => {
    expect(missingFieldsFor(1, withDetails({ ...complete, emailAddress: 'asha' }))).toEqual(['Email Address must be a valid e-mail address.']);
    expect(missingFieldsFor(1, withDetails({ ...complete, exhibitionEndDate: '2027-01-20' }))).toEqual([
      'Exhibition End Date must be on or after the start date.',
    ]);
  });

  it('needs a booth area above 0 on step 2', () => {
    const plan = newPlan();
    expect(missingFieldsFor(2, plan)).toEqual(['Booth Area']);
    expect(missingFieldsFor(2, { ...plan, stallDesign: { ...plan.stallDesign, area: 18 } })).toEqual([]);
  });
});
