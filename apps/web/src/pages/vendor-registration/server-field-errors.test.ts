import { describe, expect, it } from 'vitest';
import { hasPath, splitServerIssues } from './server-field-errors.js';
import { EMPTY_TESTIMONIAL, EMPTY_VENDOR_FORM } from './vendor-form-values.js';

const values = { ...EMPTY_VENDOR_FORM, testimonials: [EMPTY_TESTIMONIAL] };
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
