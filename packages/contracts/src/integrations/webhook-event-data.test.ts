import { describe, expect, it } from 'vitest';
import { webhookContactSchema, webhookEventDataSchemas, type WebhookEventData } from './webhook-event-data.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.js';

const at = '2026-11-27T10:00:00.000Z';

/** One valid `data` per event type, as the services publish them. */
const examples: { [T in WebhookEventType]: WebhookEventData<T> } = {
  'enquiry.created': { enquiryId: 'a1', vendorId: null, vendorName: 'Bright Booths', exhibitionName: 'India Tech Expo', city: 'New Delhi', createdAt: at },
  'vendor.approved': {
    vendorId: 'v1',
    name: 'Bright Booths',
    category: 'booth',
    city: 'Mumbai',
    state: 'Maharashtra',
    services: ['Custom stalls'],
    specialties: [],
    serviceCities: ['Mumbai', 'Pune'],
    approvedAt: at,
  },
  'brief.created': {
    briefId: 'b1',
    exhibitionName: 'India Tech Expo',
    city: 'New Delhi',
    startDate: '2027-02-10',
    endDate: '2027-02-12',
    areaSqm: 36,
    invitedBuilders: [{ vendorId: 'v1', name: 'Bright Booths' }],
    bidsCloseAt: at,
    createdAt: at,
  },
  'bid.submitted': { briefId: 'b1', bidId: 'd1', vendorId: 'v1', builderName: 'Bright Booths', total: 450000, revision: 2, submittedAt: at },
  'brief.awarded': { briefId: 'b1', bidId: 'd1', vendorId: 'v1', builderName: 'Bright Booths', total: 450000, awardedAt: at },
  'review.approved': {
    reviewId: 'r1',
    briefId: 'b1',
    vendorId: 'v1',
    builderName: 'Bright Booths',
    rating: 4.5,
    ratings: { design: 5, workmanship: 4, timeliness: 4, cost: 5 },
    approvedAt: at,
  },
  'quote.generated': { quoteId: 'q1', total: 318600, currency: 'INR', exhibitionName: 'India Tech Expo', createdAt: at },
  'plan.saved': { planId: 'p1', version: 1, total: 318600, savedAt: at },
  'plan.approved': { planId: 'p1', version: 3, responseId: 's1', respondedAt: at },
};

describe('webhook event data', () => {
  it('has a schema for every event type and accepts what the services publish', () => {
    expect(Object.keys(webhookEventDataSchemas).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) expect(webhookEventDataSchemas[type].safeParse(examples[type]).success, type).toBe(true);
  });

  it('refuses a field it does not name, so no token, link or e-mail slips into data', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      for (const extra of [{ editToken: 'secret' }, { ownerToken: 'secret' }, { email: 'asha@client.example' }, { contact: { name: 'Asha' } }]) {
        expect(webhookEventDataSchemas[type].safeParse({ ...examples[type], ...extra }).success, `${type} ${Object.keys(extra)[0]}`).toBe(false);
      }
    }
  });

  it('names no contact detail or credential in any data schema', () => {
    const private_ = /email|phone|mobile|contact|token|secret|url|link|password/i;
    for (const type of WEBHOOK_EVENT_TYPES) {
      for (const key of Object.keys(webhookEventDataSchemas[type].shape)) expect(key, `${type}.${key}`).not.toMatch(private_);
    }
  });

  it('keeps a quote in INR and figures in whole rupees', () => {
    expect(webhookEventDataSchemas['quote.generated'].safeParse({ ...examples['quote.generated'], currency: 'USD' }).success).toBe(false);
    expect(webhookEventDataSchemas['bid.submitted'].safeParse({ ...examples['bid.submitted'], total: 10.5 }).success).toBe(false);
  });

  it('takes contact details only as name, e-mail, phone and company', () => {
    expect(webhookContactSchema.parse({ name: 'Asha Rao', email: 'asha@client.example', phone: '+91 98765 43210', company: 'Acme' })).toEqual({
      name: 'Asha Rao',
      email: 'asha@client.example',
      phone: '+91 98765 43210',
      company: 'Acme',
    });
    expect(webhookContactSchema.safeParse({ name: 'Asha', editUrl: 'https://stallplan.example/plans/x' }).success).toBe(false);
  });
});
