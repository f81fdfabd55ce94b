import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, formFieldOf, hasPath, messageForField, splitServerIssues } from './vendor-field-errors.js';
import { emptyTestimonial, emptyVendorProfile } from './vendor-form-values.js';

const values = { ...emptyVendorProfile(), testimonials: [emptyTestimonial()] };
const isField = (field: string) => hasPath(values, field);

describe('splitServerIssues', () => {
  it('puts messages beside the fields they name, without repeating the path', () => {
    const { fields, other } = splitServerIssues(
      [
        { path: 'contact.email', message: 'contact.email: Contact email must be a valid e-mail address.' },
        { path: 'testimonials.0.text', message: 'testimonials.0.text is required' },
        { path: 'name', message: 'Vendor name is required.' },
      ],
      isField,
    );
    expect(fields).toEqual([
      { field: 'contact.email', message: 'Contact email must be a valid e-mail address.' },
      { field: 'testimonials.0.text', message: 'This field is required.' },
      { field: 'name', message: 'Vendor name is required.' },
    ]);
    expect(other).toEqual([]);
  });

  it('keeps messages about no shown field apart, for a toast', () => {
    const { fields, other } = splitServerIssues(
      [
        { path: '', message: 'Registration does not accept: isActive.' },
        { path: 'testimonials.3.text', message: 'testimonials.3.text is required' },
      ],
      isField,
    );
    expect(fields).toEqual([]);
    expect(other).toEqual(['Registration does not accept: isActive.', 'testimonials.3.text is required']);
  });

  it('shows only the first message for a field', () => {
    const { fields } = splitServerIssues(
      [
        { path: 'name', message: 'first' },
        { path: 'name', message: 'second' },
      ],
      isField,
    );
    expect(fields).toEqual([{ field: 'name', message: 'first' }]);
  });
});

describe('hasPath', () => {
  it('follows objects and list positions', () => {
    expect(hasPath(values, 'contact.website')).toBe(true);
    expect(hasPath(values, 'testimonials.0.stallImages')).toBe(true);
    expect(hasPath(values, 'testimonials.1.text')).toBe(false);
    expect(hasPath(values, 'certifications')).toBe(false);
  });
});

describe('field errors', () => {
  it('shows list issues on the list and a stall image issue on its testimonial', () => {
    expect(formFieldOf('specialties.3')).toBe('specialties');
    expect(formFieldOf('portfolioImages.0')).toBe('portfolioImages');
    expect(formFieldOf('testimonials.1.stallImages.2')).toBe('testimonials.1.stallImages');
    expect(formFieldOf('contact.email')).toBe('contact.email');
  });

  it('drops the path the server puts before its message', () => {
    const issue = { path: 'contact.email', message: 'contact.email: Email must be a valid e-mail address.' };
    expect(messageForField(issue)).toBe('Email must be a valid e-mail address.');
    expect(messageForField({ path: 'name', message: 'Vendor name is required.' })).toBe('Vendor name is required.');
  });

  it('keeps the first message of each field', () => {
    expect(
      fieldErrorsFrom([
        { path: 'services.0', message: 'services.0: too long' },
        { path: 'services.1', message: 'services.1: too long too' },
      ]),
    ).toEqual([{ field: 'services', message: 'too long' }]);
  });
});

describe('splitServerIssues on lists', () => {
  it('shows an entry’s issue on its whole list, as the form has no box per entry', () => {
    const { fields, other } = splitServerIssues([{ path: 'specialties.3', message: 'specialties.3: too long' }], isField);
    expect(fields).toEqual([{ field: 'specialties', message: 'too long' }]);
    expect(other).toEqual([]);
  });
});
