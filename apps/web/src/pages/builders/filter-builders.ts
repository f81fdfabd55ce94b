import { vendorCategoryOptions, type Vendor } from '@stallplan/contracts';

/** The Find Builders filters; an empty string means "any". */
export interface BuilderFilters {
  search: string;
  category: string;
  location: string;
  priceRange: string;
}

export const NO_BUILDER_FILTERS: BuilderFilters = { search: '', category: '', location: '', priceRange: '' };

export function hasBuilderFilters(filters: BuilderFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== '' || filters.location !== '' || filters.priceRange !== '';
}

/** A known category's label (`booth` is Booth); a free-text one as typed, with a capital. */
export function builderCategoryLabel(category: string): string {
  const known = vendorCategoryOptions.options.find((option) => option.value === category);
  return known ? known.label : category.charAt(0).toUpperCase() + category.slice(1);
}

function searchableText(vendor: Vendor): string {
  return [vendor.name, vendor.category, builderCategoryLabel(vendor.category), vendor.city, vendor.state, ...vendor.specialties, ...vendor.services]
    .join('\n')
    .toLowerCase();
}

/**
 * §2 "Filtering is done in the browser". The search matches name, category, city, state,
 * specialties and services, ignoring case; every word typed must appear somewhere, so
 * "pune modular" finds a Pune builder of modular stalls.
 */
export function filterBuilders(vendors: readonly Vendor[], filters: BuilderFilters): Vendor[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  const location = filters.location.toLowerCase();
  return vendors.filter((vendor) => {
    if (filters.category !== '' && vendor.category !== filters.category) return false;
    if (location !== '' && vendor.city.toLowerCase() !== location) return false;
    if (filters.priceRange !== '' && vendor.priceRange !== filters.priceRange) return false;
    if (words.length === 0) return true;
    const text = searchableText(vendor);
    return words.every((word) => text.includes(word));
  });
}

export interface FilterChoice {
  value: string;
  label: string;
}

/** The category and location dropdowns offer what the loaded builders have, so no choice leads nowhere. */
export function builderFilterChoices(vendors: readonly Vendor[]): { categories: FilterChoice[]; locations: FilterChoice[] } {
  const categories = new Map<string, string>();
  const locations = new Map<string, string>();
  for (const vendor of vendors) {
    categories.set(vendor.category, builderCategoryLabel(vendor.category));
    // One entry per city whatever the spelling's case; the first spelling seen names it.
    const city = vendor.city.trim();
    if (city !== '' && !locations.has(city.toLowerCase())) locations.set(city.toLowerCase(), city);
  }
  const byLabel = (a: FilterChoice, b: FilterChoice) => a.label.localeCompare(b.label, 'en-IN');
  return {
    categories: [...categories].map(([value, label]) => ({ value, label })).sort(byLabel),
    locations: [...locations.values()].map((city) => ({ value: city, label: city })).sort(byLabel),
  };
}
