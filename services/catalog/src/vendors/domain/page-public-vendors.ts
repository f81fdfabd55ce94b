import { vendorCategoryOptions, type VendorListQuery } from '@stallplan/contracts';
import type { ListedVendor } from './public-listing.js';

export interface PublicVendorPage<T extends ListedVendor> {
  vendors: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  /** Every category and city of the whole public list, for the page's dropdowns. */
  categories: string[];
  cities: string[];
}

/** A known category's label (`booth` is Booth), so a search for the label finds it too. */
function categoryLabel(category: string): string {
  return vendorCategoryOptions.options.find((option) => option.value === category)?.label ?? category;
}

// A listing and its vendors stay the same objects until the list reloads after a write, so what is
// derived from them is kept with them: a page then costs what it shows, not the size of the list.
const searchableTexts = new WeakMap<ListedVendor, string>();
const listingChoices = new WeakMap<readonly ListedVendor[], { categories: string[]; cities: string[] }>();

function searchableText(vendor: ListedVendor): string {
  let text = searchableTexts.get(vendor);
  if (text === undefined) {
    text = [vendor.name, vendor.category, categoryLabel(vendor.category), vendor.city, vendor.state, ...vendor.specialties, ...vendor.services]
      .join('\n')
      .toLowerCase();
    searchableTexts.set(vendor, text);
  }
  return text;
}

/**
 * Find Builders' filters (see docs/marketplace.md#find-builders), applied where the list is, so that the page count is
 * the count of what matches: the search matches name, category, city, state, specialties and
 * services ignoring case, every word somewhere ("pune modular"); category is the stored value;
 * location is a city in any case; price range one of the four.
 */
export function filterPublicVendors<T extends ListedVendor>(
  vendors: readonly T[],
  query: Partial<Pick<VendorListQuery, 'search' | 'category' | 'location' | 'priceRange'>>,
): T[] {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const location = query.location?.toLowerCase();
  if (words.length === 0 && location === undefined && query.category === undefined && query.priceRange === undefined) return vendors.slice();
  return vendors.filter((vendor) => {
    if (query.category !== undefined && vendor.category !== query.category) return false;
    if (location !== undefined && vendor.city.trim().toLowerCase() !== location) return false;
    if (query.priceRange !== undefined && vendor.priceRange !== query.priceRange) return false;
    if (words.length === 0) return true;
    const text = searchableText(vendor);
    return words.every((word) => text.includes(word));
  });
}

/** One city per spelling's case, named by the first spelling seen; categories as stored. */
function choicesOf(vendors: readonly ListedVendor[]): { categories: string[]; cities: string[] } {
  const known = listingChoices.get(vendors);
  if (known) return { categories: [...known.categories], cities: [...known.cities] };
  const categories = new Set<string>();
  const cities = new Map<string, string>();
  for (const vendor of vendors) {
    categories.add(vendor.category);
    const city = vendor.city.trim();
    if (city !== '' && !cities.has(city.toLowerCase())) cities.set(city.toLowerCase(), city);
  }
  const byText = (a: string, b: string) => a.localeCompare(b, 'en-IN');
  const choices = { categories: [...categories].sort(byText), cities: [...cities.values()].sort(byText) };
  listingChoices.set(vendors, choices);
  return { categories: [...choices.categories], cities: [...choices.cities] };
}

/**
 * One page of the public list, in the list's own order (approved first, each group by name). A
 * page past the last is empty, with the totals, so the page can offer the way back.
 */
export function pagePublicVendors<T extends ListedVendor>(listing: readonly T[], query: VendorListQuery): PublicVendorPage<T> {
  const matching = filterPublicVendors(listing, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    vendors: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.ceil(matching.length / query.pageSize),
    ...choicesOf(listing),
  };
}
