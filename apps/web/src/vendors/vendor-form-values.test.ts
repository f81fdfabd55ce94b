import { missingVendorFields, vendorReplaceSchema, type Vendor } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './vendor-field-errors.js';
import { checkVendorForm, emptyTestimonial, emptyVendorFormValues, vendorToFormValues } from './vendor-form-values.js';

const saved: Vendor = {
  id: 'v1',
  name: 'Deccan Displays',
  category: 'booth',
  city: 'Pune',
  state: 'Maharashtra',
  location: 'Hinjewadi',
  specialties: ['Modular stalls'],
  services: ['Fabrication'],
  keywords: [],
  contact: { email: 'hello@deccan.example.com', website: 'https://www.deccan.example.com' },
  rating: '4.5',
  priceRange: 'Premium',
  portfolioImages: ['/api/files/a.png'],
  testimonials: [{ text: 'On time.', clientContact: 'ops@client.example.com', stallImages: ['/api/files/b.png'], createdAt: '2025-01-06T10:00:00.000Z' }],
  isActive: false,
  pricing: { project: 150000 },
  completedProjects: 0,
  certifications: ['ISO 9001'],
  recentWork: [],
  serviceCities: ['Mumbai'],
  demo: false,
  version: 4,
  createdAt: '2025-01-06T10:00:00.000Z',
  updatedAt: '2025-01-06T10:00:00.000Z',
};

describe('vendorToFormValues', () => {
  it('turns a saved vendor into text the form shows', () => {
    const values = vendorToFormValues(saved);
    expect(values.pricing).toEqual({ project: '150000', hourly: '', sqft: '' });
    expect(values.completedProjects).toBe('');
    expect(values.contact).toEqual({ email: 'hello@deccan.example.com', phone: '', website: 'https://www.deccan.example.com', address: '' });
    expect(values.testimonials[0]).toEqual({
      text: 'On time.',
      clientContact: 'ops@client.example.com',
      clientName: '',
      stallImages: ['/api/files/b.png'],
      createdAt: '2025-01-06T10:00:00.000Z',
    });
    expect(values.isActive).toBe(false);
  });

  it('is the whole vendor an edit sends: every field there, as the server requires on PUT', () => {
    const values = vendorToFormValues(saved);
    expect(missingVendorFields(values as unknown as Record<string, unknown>)).toEqual([]);
    const replaced = vendorReplaceSchema.safeParse(values);
    expect(replaced.success).toBe(true);
    expect(replaced.data).toMatchObject({ name: 'Deccan Displays', isActive: false, pricing: { project: 150000 } });
  });

  it('saves back what it showed', () => {
    const checked = checkVendorForm(vendorToFormValues(saved));
    expect(checked.success).toBe(true);
    if (!checked.success) return;
    expect(checked.data).toMatchObject({
      name: 'Deccan Displays',
      description: undefined,
      pricing: { project: 150000 },
      completedProjects: 0,
      isActive: false,
      testimonials: [{ text: 'On time.', clientName: undefined, createdAt: '2025-01-06T10:00:00.000Z' }],
    });
  });
});

describe('checkVendorForm', () => {
  it('starts a new vendor as Standard and Active', () => {
    const values = emptyVendorFormValues();
    expect(values.priceRange).toBe('Standard');
    expect(values.isActive).toBe(true);
  });

  it('names every required field that is blank', () => {
    const values = { ...emptyVendorFormValues(), testimonials: [emptyTestimonial()] };
    const checked = checkVendorForm(values);
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(fieldErrorsFrom(checked.issues)).toEqual([
      { field: 'name', message: 'Vendor name is required.' },
      { field: 'category', message: 'Category is required.' },
      { field: 'city', message: 'City is required.' },
      { field: 'state', message: 'State is required.' },
      { field: 'testimonials.0.text', message: 'Testimonial text is required.' },
      { field: 'testimonials.0.clientContact', message: 'Client contact is required.' },
    ]);
  });

  it('normalises the website and parses prices', () => {
    const values = {
      ...emptyVendorFormValues(),
      ...{ name: 'A', category: 'Booth', city: 'Pune', state: 'Maharashtra' },
      pricing: { project: '25000', hourly: '', sqft: '' },
    };
    values.contact.website = 'HTTP://Example.com';
    const checked = checkVendorForm(values);
    expect(checked.success && checked.data).toMatchObject({ category: 'booth', contact: { website: 'https://www.example.com' }, pricing: { project: 25000 } });
  });
});
