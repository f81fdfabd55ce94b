import { z } from 'zod';
import { priceRangeOptions } from '../enumerations/marketplace-options.js';
import { vendorSchema } from './vendor.js';
import { queryText, wholeQueryNumber } from '../shared/query-fields.js';

/** Find Builders' page: three rows of cards on a wide screen. */
export const VENDOR_PAGE_SIZE = 24;
/** The most vendors one answer carries, so no response grows with the catalogue. */
export const VENDOR_PAGE_SIZE_MAX = 100;
export const VENDOR_PAGE_MAX = 10_000;
export const VENDOR_SEARCH_MAX = 100;

/**
 * `GET /api/vendors`: one page of Find Builders. The filters are the page's own (docs/marketplace.md#find-builders): the search
 * matches name, category, city, state, specialties and services, every word somewhere; category
 * is the stored value, location a city in any case, priceRange one of the four.
 */
export const vendorListQuerySchema = z.object({
  page: wholeQueryNumber('Page', 1, VENDOR_PAGE_MAX, 1),
  pageSize: wholeQueryNumber('Page size', 1, VENDOR_PAGE_SIZE_MAX, VENDOR_PAGE_SIZE),
  search: queryText('Search', VENDOR_SEARCH_MAX),
  category: queryText('Category', 50),
  location: queryText('Location', 100),
  priceRange: z.preprocess((value) => (value === '' ? undefined : value), priceRangeOptions.schema.optional()),
});
export type VendorListQueryInput = z.input<typeof vendorListQuerySchema>;
export type VendorListQuery = z.output<typeof vendorListQuerySchema>;

/**
 * One page of the public list. `total` counts the vendors the filters match; `categories` and
 * `cities` are those of the whole public list, so the dropdowns offer every choice whatever page
 * is shown.
 */
export const vendorPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(vendorSchema).max(VENDOR_PAGE_SIZE_MAX),
  message: z.string().optional(),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(VENDOR_PAGE_SIZE_MAX),
  totalPages: z.number().int().nonnegative(),
  categories: z.array(z.string()),
  cities: z.array(z.string()),
});
export type VendorPageResponse = z.infer<typeof vendorPageResponseSchema>;
