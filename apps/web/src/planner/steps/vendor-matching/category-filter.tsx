import { vendorCategoryOptions, type VendorCategory } from '@stallplan/contracts';

interface CategoryFilterProps {
  value: VendorCategory | undefined;
  onChange: (category: VendorCategory | undefined) => void;
}

const CHOICES: ReadonlyArray<{ value: VendorCategory | undefined; label: string }> = [{ value: undefined, label: 'All' }, ...vendorCategoryOptions.options];

/** All plus one button per category (see docs/planner.md#step-3-vendor-matching); the pressed one is the filter in force. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter vendors by category" className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => {
        const pressed = choice.value === value;
        return (
          <button
            key={choice.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(choice.value)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
              pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:bg-slate-50'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
