import { priceRangeOptions, VENDOR_PAGE_MAX, VENDOR_SEARCH_MAX } from '@stallplan/contracts';
import type { BuilderFilters } from './filter-builders.js';

/** What Find Builders shows, kept in the address so reload, back and forward return to it. */
export interface BuilderListParams extends BuilderFilters {
  page: number;
}

/** Reads `?page=&search=&category=&location=&price=`; anything malformed falls back to the first page, no filter. */
export function readBuilderListParams(params: URLSearchParams): BuilderListParams {
  const page = Number(params.get('page'));
  const price = params.get('price') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, VENDOR_PAGE_MAX) : 1,
    search: (params.get('search') ?? '').slice(0, VENDOR_SEARCH_MAX),
    category: (params.get('category') ?? '').slice(0, 50),
    location: (params.get('location') ?? '').slice(0, 100),
    priceRange: priceRangeOptions.schema.safeParse(price).success ? price : '',
  };
}

/** The address for a view; defaults are left out so `/find-builders` stays `/find-builders`. */
export function writeBuilderListParams(view: BuilderListParams, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => (value === '' ? next.delete(key) : next.set(key, value));
  set('page', view.page > 1 ? String(view.page) : '');
  set('search', view.search);
  set('category', view.category);
  set('location', view.location);
  set('price', view.priceRange);
  return next;
}
