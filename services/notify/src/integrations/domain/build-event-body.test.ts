import { describe, expect, it } from 'vitest';
import type { IntegrationEventJob } from '@stallplan/contracts';
import { buildEventBody } from './build-event-body.js';

const event: IntegrationEventJob = {
  version: 1,
  id: 'evt_abcdefgh12',
  type: 'enquiry.created',
  occurredAt: '2026-11-27T10:00:00.000Z',
  data: { enquiryId: 'e1', vendorName: 'Bright Booths' },
  contact: { name: 'Asha Rao', email: 'asha@client.example' },
};

describe('an event body', () => {
  it('carries the type, the time it happened and the public data, without contact details by default', () => {
    expect(JSON.parse(buildEventBody(event, false))).toEqual({
      type: 'enquiry.created',
      timestamp: '2026-11-27T10:00:00.000Z',
      data: { enquiryId: 'e1', vendorName: 'Bright Booths' },
    });
  });

  it('adds the contact details as data.contact for a key with contacts:read', () => {
    expect(JSON.parse(buildEventBody(event, true)).data).toEqual({ enquiryId: 'e1', vendorName: 'Bright Booths', contact: event.contact });
  });

  it('has nothing to add when the event carries no contact', () => {
    const { contact: _contact, ...bare } = event;
    expect(JSON.parse(buildEventBody(bare, true)).data).toEqual(event.data);
  });
});
