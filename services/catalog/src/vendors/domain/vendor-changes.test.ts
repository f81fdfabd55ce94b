import { describe, expect, it } from 'vitest';
import { vendorPatchSchema } from '@stallplan/contracts';
import { vendorPatchUpdate } from './vendor-changes.js';

const now = new Date('2026-11-25T10:00:00.000Z');
const updateFor = (body: unknown) => vendorPatchUpdate(vendorPatchSchema.parse(body), now);

describe('vendorPatchUpdate', () => {
  it('sets only the fields sent', () => {
    expect(updateFor({ city: 'Pune', specialties: ['LED walls', 'LED walls'] })).toEqual({ $set: { city: 'Pune', specialties: ['LED walls'] }, $unset: {} });
  });

  it('keeps the lower-cased name and e-mail in step with their source', () => {
    expect(updateFor({ name: 'Skyline Works', contact: { email: 'Sales@Skyline.example' } })).toEqual({
      $set: { name: 'Skyline Works', nameLower: 'skyline works', 'contact.email': 'Sales@Skyline.example', email: 'sales@skyline.example' },
      $unset: {},
    });
  });

  it('changes contact and pricing key by key, and removes what is sent blank or null', () => {
    expect(updateFor({ contact: { phone: '+91 98200 12345', website: '' }, pricing: { sqft: null, project: 90000 }, location: '' })).toEqual({
      $set: { 'contact.phone': '+91 98200 12345', 'pricing.project': 90000 },
      $unset: { 'contact.website': 1, 'pricing.sqft': 1, location: 1 },
    });
    expect(updateFor({ contact: { email: '' } })).toEqual({ $set: {}, $unset: { 'contact.email': 1, email: 1 } });
  });

  it('writes isActive false, and no defaults for what was not sent', () => {
    expect(updateFor({ isActive: false })).toEqual({ $set: { isActive: false }, $unset: {} });
  });

  it('dates a new testimonial now and keeps the date of one already saved', () => {
    const update = updateFor({
      testimonials: [
        { text: 'Kept.', clientContact: 'a@example.com', createdAt: '2024-05-01T10:00:00.000Z' },
        { text: 'New.', clientContact: 'b@example.com' },
      ],
    });
    expect(update.$set['testimonials']).toEqual([
      { text: 'Kept.', clientContact: 'a@example.com', stallImages: [], createdAt: new Date('2024-05-01T10:00:00.000Z') },
      { text: 'New.', clientContact: 'b@example.com', stallImages: [], createdAt: now },
    ]);
  });
});
