import { describe, expect, it } from 'vitest';
import { normalizeCategory, testimonialInputSchema, vendorContactInputSchema, vendorInputSchema, vendorRegistrationSchema, vendorSchema } from './vendor.js';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

const registration = {
  name: 'Skyline Exhibits',
  category: 'Booth',
  city: 'Mumbai',
  state: 'Maharashtra',
  location: 'Andheri East, Mumbai',
  description: 'Custom stalls for trade fairs.',
  specialties: ['Custom stalls', ' Custom stalls ', '', 'Double-decker booths'],
  services: ['Design', 'Fabrication'],
  keywords: ['booth', 'stall'],
  contact: { email: 'hello@skyline.example', phone: '+91 98200 12345', website: 'Skyline.example.com', address: 'Unit 4, Andheri' },
  experience: '12 years',
  priceRange: 'Premium',
  logoUrl: '/api/files/665f1c2e9b1e8a0012345678',
  portfolioImages: ['https://cdn.example.com/a.jpg'],
  testimonials: [{ text: 'Great stall.', clientContact: 'ravi@client.example', stallImages: [] }],
};

describe('vendorSchema', () => {
  it('accepts a stored vendor and fills its defaults', () => {
    const vendor = vendorSchema.parse({
      id: 'v1',
      name: 'Skyline Exhibits',
      category: 'booth',
      city: 'Mumbai',
      state: 'Maharashtra',
      rating: '4.8',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
    });
    expect(vendor).toMatchObject({ priceRange: 'Standard', isActive: true, specialties: [], testimonials: [], pricing: {}, completedProjects: 0, demo: false });
  });

  it('carries the demo mark of a seeded listing', () => {
    const seeded = {
      id: 'v2',
      name: 'Demo Stalls',
      category: 'booth',
      city: 'Pune',
      state: 'Maharashtra',
      demo: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(vendorSchema.parse(seeded).demo).toBe(true);
  });
});

describe('normalizeCategory', () => {
  it('maps a planner category by value or label, in any case', () => {
    expect(normalizeCategory(' Booth ')).toBe('booth');
    expect(normalizeCategory('CATERING')).toBe('catering');
  });

  it('keeps any other category text as typed', () => {
    expect(normalizeCategory(' Booth Builder ')).toBe('Booth Builder');
  });
});

describe('vendorContactInputSchema', () => {
  it('unsets blanks and normalises the website', () => {
    expect(vendorContactInputSchema.parse({ email: '', phone: ' ', website: 'www.x.in' })).toEqual({ website: 'https://www.x.in' });
  });

  it('refuses a bad e-mail or phone with a readable message', () => {
    expect(firstMessage(vendorContactInputSchema.safeParse({ email: 'not-an-email' }))).toBe('Email must be a valid e-mail address.');
    expect(firstMessage(vendorContactInputSchema.safeParse({ phone: 'call me' }))).toBe(
      'Phone must be a phone number of at least 6 digits, using only digits, spaces and + - ( ).',
    );
  });
});

describe('testimonialInputSchema', () => {
  it('needs text and client contact; the client name is optional', () => {
    expect(testimonialInputSchema.parse({ text: ' Great. ', clientContact: 'ravi@client.example' })).toEqual({
      text: 'Great.',
      clientContact: 'ravi@client.example',
      stallImages: [],
    });
    expect(firstMessage(testimonialInputSchema.safeParse({ clientContact: 'x' }))).toBe('Testimonial text is required.');
    expect(firstMessage(testimonialInputSchema.safeParse({ text: 'Great.', clientContact: ' ' }))).toBe('Client contact is required.');
  });

  it('allows at most five stall images, each an uploaded file or a web address', () => {
    const six = Array.from({ length: 6 }, (_, i) => `/api/files/img${i}`);
    expect(firstMessage(testimonialInputSchema.safeParse({ text: 'a', clientContact: 'b', stallImages: six }))).toBe(
      'Maximum 5 images allowed per testimonial',
    );
    expect(testimonialInputSchema.safeParse({ text: 'a', clientContact: 'b', stallImages: ['javascript:alert(1)'] }).success).toBe(false);
  });
});

describe('vendorInputSchema', () => {
  it('accepts the admin form and fills the defaults', () => {
    const parsed = vendorInputSchema.parse({ name: 'Skyline', category: 'booth', city: 'Pune', state: 'Maharashtra', priceRange: '' });
    expect(parsed).toMatchObject({ priceRange: 'Standard', isActive: true, contact: {}, specialties: [], completedProjects: 0, pricing: {} });
  });

  it('names each missing required field', () => {
    const issues = vendorInputSchema.safeParse({ name: ' ', city: '' }).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['Vendor name is required.', 'Category is required.', 'City is required.', 'State is required.']);
  });

  it('keeps category text up to 50 characters and maps planner categories', () => {
    const base = { name: 'A', city: 'B', state: 'C' };
    expect(vendorInputSchema.parse({ ...base, category: 'Security' }).category).toBe('security');
    expect(firstMessage(vendorInputSchema.safeParse({ ...base, category: 'x'.repeat(51) }))).toBe('Category must be at most 50 characters.');
  });

  it('checks rating, prices and the portfolio size', () => {
    const base = { name: 'A', category: 'booth', city: 'B', state: 'C' };
    expect(vendorInputSchema.parse({ ...base, rating: '4.5', pricing: { project: '150000' } })).toMatchObject({ rating: '4.5', pricing: { project: 150000 } });
    expect(firstMessage(vendorInputSchema.safeParse({ ...base, rating: '7' }))).toBe('Rating must be a number from 0 to 5, such as 4.5.');
    expect(firstMessage(vendorInputSchema.safeParse({ ...base, pricing: { hourly: 99.5 } }))).toBe('Hourly price must be in whole rupees.');
    const eleven = Array.from({ length: 11 }, (_, i) => `/api/files/p${i}`);
    expect(firstMessage(vendorInputSchema.safeParse({ ...base, portfolioImages: eleven }))).toBe('Maximum 10 images allowed');
  });

  it('trims list entries, drops blanks and repeats, and bounds the list', () => {
    const base = { name: 'A', category: 'booth', city: 'B', state: 'C' };
    expect(vendorInputSchema.parse({ ...base, keywords: [' stall ', 'stall', ''] }).keywords).toEqual(['stall']);
    expect(vendorInputSchema.safeParse({ ...base, keywords: Array.from({ length: 31 }, (_, i) => `k${i}`) }).success).toBe(false);
  });
});

describe('vendorRegistrationSchema', () => {
  it('accepts the registration payload', () => {
    const parsed = vendorRegistrationSchema.parse(registration);
    expect(parsed).toMatchObject({
      category: 'booth',
      specialties: ['Custom stalls', 'Double-decker booths'],
      contact: { email: 'hello@skyline.example', website: 'https://www.skyline.example.com' },
      priceRange: 'Premium',
    });
    expect(parsed).not.toHaveProperty('isActive');
  });

  it('lets no form mark a vendor as a demo listing', () => {
    expect(firstMessage(vendorRegistrationSchema.safeParse({ ...registration, demo: true }))).toBe('Registration does not accept: demo.');
    expect(vendorInputSchema.parse({ name: 'Skyline', category: 'booth', city: 'Pune', state: 'Maharashtra', demo: true })).not.toHaveProperty('demo');
  });

  it('requires a valid contact e-mail', () => {
    expect(firstMessage(vendorRegistrationSchema.safeParse({ ...registration, contact: { phone: '9820012345' } }))).toBe('Contact email is required.');
    expect(firstMessage(vendorRegistrationSchema.safeParse({ ...registration, contact: undefined }))).toBe('Contact email is required.');
    expect(firstMessage(vendorRegistrationSchema.safeParse({ ...registration, contact: { email: 'nope' } }))).toBe(
      'Contact email must be a valid e-mail address.',
    );
  });

  it('refuses isActive: a self-registered profile waits for approval', () => {
    expect(firstMessage(vendorRegistrationSchema.safeParse({ ...registration, isActive: true }))).toBe(
      'A new vendor profile awaits approval, so isActive cannot be set at registration.',
    );
  });

  it('refuses fields that are the admin’s to set', () => {
    expect(firstMessage(vendorRegistrationSchema.safeParse({ ...registration, rating: '5', completedProjects: 900 }))).toBe(
      'Registration does not accept: rating, completedProjects.',
    );
  });

  it('lets the server date testimonials', () => {
    const parsed = vendorRegistrationSchema.parse({
      ...registration,
      testimonials: [{ text: 'Great.', clientContact: 'x@y.example', createdAt: '2001-01-01T00:00:00Z' }],
    });
    expect(parsed.testimonials[0]).not.toHaveProperty('createdAt');
  });
});
