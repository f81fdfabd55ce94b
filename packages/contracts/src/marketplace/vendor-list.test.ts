import { describe, expect, it } from 'vitest';
import { VENDOR_PAGE_SIZE, VENDOR_PAGE_SIZE_MAX, vendorListQuerySchema } from './vendor-list.js';

const message = (query: Record<string, string>) => {
  const parsed = vendorListQuerySchema.safeParse(query);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('vendorListQuerySchema', () => {
  it('gives the first page of the default size without a query, blanks counting as unset', () => {
    expect(vendorListQuerySchema.parse({})).toEqual({ page: 1, pageSize: VENDOR_PAGE_SIZE });
    expect(vendorListQuerySchema.parse({ page: '', pageSize: '', search: '  ', category: '', priceRange: '' })).toEqual({
      page: 1,
      pageSize: VENDOR_PAGE_SIZE,
    });
  });

  it('reads the page, size and filters as a query string gives them', () => {
    expect(
      vendorListQuerySchema.parse({ page: '3', pageSize: String(VENDOR_PAGE_SIZE_MAX), search: ' pune ', location: 'Pune', priceRange: 'Budget' }),
    ).toEqual({
      page: 3,
      pageSize: VENDOR_PAGE_SIZE_MAX,
      search: 'pune',
      location: 'Pune',
      priceRange: 'Budget',
    });
  });

  it('refuses a size over the maximum, and pages that are no whole number from 1, each with a sentence', () => {
    expect(message({ pageSize: String(VENDOR_PAGE_SIZE_MAX + 1) })).toBe(`Page size must be at most ${VENDOR_PAGE_SIZE_MAX}.`);
    expect(message({ pageSize: '0' })).toBe('Page size must be at least 1.');
    expect(message({ page: '0' })).toBe('Page must be at least 1.');
    expect(message({ page: '2.5' })).toBe('Page must be a whole number.');
    expect(message({ page: 'two' })).toBe('Page must be a whole number.');
    expect(message({ search: 'x'.repeat(101) })).toBe('Search must be at most 100 characters.');
  });
});
