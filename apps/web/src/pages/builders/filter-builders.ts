import { vendorCategoryOptions } from '@stallplan/contracts';

/** The Find Builders filters (the catalog applies them, see docs/marketplace.md#find-builders); an empty string means "any". */
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

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * The category and location dropdowns offer what the public list has (the catalog sends both with
 * every page), so no choice leads nowhere.
 */
export function builderFilterChoices(
  categoryValues: readonly string[],
  cityValues: readonly string[],
): { categories: FilterChoice[]; locations: FilterChoice[] } {
  const byLabel = (a: FilterChoice, b: FilterChoice) => a.label.localeCompare(b.label, 'en-IN');
  return {
    categories: categoryValues.map((value) => ({ value, label: builderCategoryLabel(value) })).sort(byLabel),
    locations: cityValues.map((city) => ({ value: city, label: city })).sort(byLabel),
  };
}
