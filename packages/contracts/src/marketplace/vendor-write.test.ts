import { describe, expect, it } from 'vitest';
import { adminVendorRoutes } from './marketplace-routes.js';
import { VENDOR_REPLACE_KEYS, vendorPatchSchema, vendorReplaceSchema, type VendorReplaceInput } from './vendor-write.js';

const whole: VendorReplaceInput = {
  name: 'Skyline Exhibit Works',
  category: 'Booth',
  city: 'Mumbai',
  state: 'Maharashtra',
  location: '',
  description: '',
  specialties: [],
  services: [],
  keywords: [],
  experience: '',
  priceRange: '',
  logoUrl: '',
  portfolioImages: [],
  contact: { email: '', phone: '', website: '', address: '' },
  testimonials: [],
  rating: '',
  pricing: { project: '', hourly: '', sqft: '' },
  completedProjects: '',
  certifications: [],
  recentWork: [],
  serviceCities: [],
};

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('vendorReplaceSchema (PUT)', () => {
  it('accepts the whole vendor with blanks for none, and leaves isActive out when not sent', () => {
    const parsed = vendorReplaceSchema.parse(whole);
    expect(parsed).toMatchObject({ name: 'Skyline Exhibit Works', category: 'booth', priceRange: 'Standard', completedProjects: 0 });
    expect('isActive' in parsed).toBe(false);
    expect(vendorReplaceSchema.parse({ ...whole, isActive: false }).isActive).toBe(false);
  });

  it('names every missing field, nested ones by their path, before any other complaint', () => {
    const { category: _category, contact: _contact, ...rest } = whole;
    const result = vendorReplaceSchema.safeParse({ ...rest, contact: { phone: '', website: '', address: '' }, rating: '9' });
    expect(messagesOf(result)).toEqual(['The vendor is missing: category, contact.email.']);
  });

  it('refuses fields a vendor does not have', () => {
    expect(messagesOf(vendorReplaceSchema.safeParse({ ...whole, featured: true }))).toEqual(['A vendor has no field named: featured.']);
  });

  it('is described with every field but isActive required', () => {
    const schema = adminVendorRoutes.updateAdminVendor.body.toJSONSchema({ target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as unknown as {
      required: string[];
      properties: { contact: { required: string[] }; pricing: { required: string[] } };
    };
    expect([...schema.required].sort()).toEqual([...VENDOR_REPLACE_KEYS].sort());
    expect(schema.required).toContain('category');
    expect(schema.required).not.toContain('isActive');
    expect(schema.properties.contact.required).toEqual(['email', 'phone', 'website', 'address']);
    expect(schema.properties.pricing.required).toEqual(['project', 'hourly', 'sqft']);
    expect(Object.keys(adminVendorRoutes.updateAdminVendor.responses)).toContain('412');
  });
});

describe('vendorPatchSchema (PATCH)', () => {
  it('keeps only what was sent, with no defaults filled in', () => {
    expect(vendorPatchSchema.parse({ city: 'Pune' })).toEqual({ city: 'Pune' });
    const cleared = vendorPatchSchema.parse({ location: '', contact: { website: null } });
    expect('location' in cleared && cleared.location === undefined).toBe(true);
    expect(cleared.contact && 'website' in cleared.contact).toBe(true);
  });

  it('refuses an empty change, unknown fields and a required field sent blank', () => {
    expect(messagesOf(vendorPatchSchema.safeParse({}))).toEqual(['Send at least one field to change.']);
    expect(messagesOf(vendorPatchSchema.safeParse({ isActive: true, votes: 3 }))).toEqual(['A vendor has no field named: votes.']);
    expect(messagesOf(vendorPatchSchema.safeParse({ contact: { fax: '1' } }))).toEqual(['A vendor has no field named: fax.']);
    expect(messagesOf(vendorPatchSchema.safeParse({ featured: true }))).toEqual(['A vendor has no field named: featured.']);
    expect(messagesOf(vendorPatchSchema.safeParse({ name: ' ' }))).toEqual(['Vendor name is required.']);
    expect(messagesOf(vendorPatchSchema.safeParse([]))).toEqual(['Send the changes as a JSON object.']);
  });

  it('is described with nothing required', () => {
    const schema = adminVendorRoutes.patchAdminVendor.body.toJSONSchema({ target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
      required?: string[];
    };
    expect(schema.required ?? []).toEqual([]);
  });
});
