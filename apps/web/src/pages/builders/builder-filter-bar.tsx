import { priceRangeOptions } from '@stallplan/contracts';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import type { BuilderFilters, FilterChoice } from './filter-builders.js';

interface BuilderFilterBarProps {
  filters: BuilderFilters;
  categories: FilterChoice[];
  locations: FilterChoice[];
  onChange: (filters: BuilderFilters) => void;
  onClear: (() => void) | undefined;
}

function FilterSelect({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  choices: FilterChoice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const PRICE_CHOICES: FilterChoice[] = priceRangeOptions.options.map((option) => ({ value: option.value, label: option.label }));

/** A search box and the category, location and price-range dropdowns (see docs/marketplace.md#find-builders). */
export function BuilderFilterBar({ filters, categories, locations, onChange, onClear }: BuilderFilterBarProps) {
  const searchId = useId();
  return (
    <div role="search" aria-label="Filter builders" className="card grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="field-label">
          Search builders
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            className="field-input pl-9"
            placeholder="Name, city, specialty or service"
            maxLength={100}
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
      </div>
      <FilterSelect
        label="Category"
        anyLabel="All categories"
        value={filters.category}
        choices={categories}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <FilterSelect
        label="Location"
        anyLabel="All locations"
        value={filters.location}
        choices={locations}
        onChange={(location) => onChange({ ...filters, location })}
      />
      <FilterSelect
        label="Price range"
        anyLabel="All price ranges"
        value={filters.priceRange}
        choices={PRICE_CHOICES}
        onChange={(priceRange) => onChange({ ...filters, priceRange })}
      />
      <button type="button" className="btn-secondary" onClick={onClear} disabled={!onClear}>
        <X className="size-4" aria-hidden />
        Clear filters
      </button>
    </div>
  );
}
