import { describe, expect, it } from 'vitest';
import { vendorCategoryOptions, vendorInputSchema } from '@stallplan/contracts';
import { DEMO_VENDORS } from './demo-vendors.js';
import { locatePlace } from '../../matching/domain/match-score.js';

const HUB_CITIES = ['Mumbai', 'New Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Ahmedabad', 'Gurgaon', 'Noida', 'Jaipur', 'Kochi'];

describe('the demo vendors', () => {
  it('number at least 60 and pass the admin form rules', () => {
    expect(DEMO_VENDORS.length).toBeGreaterThanOrEqual(60);
    for (const demo of DEMO_VENDORS) {
      const parsed = vendorInputSchema.safeParse(demo.input);
      expect(parsed.success, `${demo.seedKey}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('cover every category of step 3 and every hub city', () => {
    const categories = new Set(DEMO_VENDORS.map((demo) => demo.input.category));
    expect([...categories].sort()).toEqual([...vendorCategoryOptions.values].sort());
    const cities = new Set(DEMO_VENDORS.map((demo) => demo.input.city));
    for (const city of HUB_CITIES) expect(cities, city).toContain(city);
  });

  it('place every vendor somewhere matching can measure from', () => {
    for (const demo of DEMO_VENDORS) expect(locatePlace(demo.input.city).latitude, demo.input.city).toBeDefined();
  });

  it('have their own seed key, e-mail and phone, all placeholders', () => {
    const keys = DEMO_VENDORS.map((demo) => demo.seedKey);
    const emails = DEMO_VENDORS.map((demo) => demo.input.contact?.email);
    const phones = DEMO_VENDORS.map((demo) => demo.input.contact?.phone);
    expect(new Set(keys).size).toBe(DEMO_VENDORS.length);
    expect(new Set(emails).size).toBe(DEMO_VENDORS.length);
    expect(new Set(phones).size).toBe(DEMO_VENDORS.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9-]+@example\.com$/);
    for (const phone of phones) expect(phone).toMatch(/^\+91 98200 0\d{4}$/);
  });

  it('include a few registrations awaiting approval, which carry no admin-set figures', () => {
    const pending = DEMO_VENDORS.filter((demo) => demo.input.isActive === false);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const demo of pending) {
      expect(demo.registered).toBe(true);
      expect(demo.input.rating).toBeUndefined();
    }
    expect(DEMO_VENDORS.filter((demo) => demo.input.isActive !== false).every((demo) => demo.input.rating !== undefined)).toBe(true);
  });

  it('give some vendors testimonials with dates', () => {
    const withTestimonials = DEMO_VENDORS.filter((demo) => (demo.input.testimonials ?? []).length > 0);
    expect(withTestimonials.length).toBeGreaterThanOrEqual(3);
    for (const demo of withTestimonials) for (const testimonial of demo.input.testimonials ?? []) expect(testimonial.createdAt).toBeDefined();
  });
});
