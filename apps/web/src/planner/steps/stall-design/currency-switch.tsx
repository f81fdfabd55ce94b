import type { Currency } from '@stallplan/contracts';

const CURRENCIES: ReadonlyArray<{ value: Currency; label: string }> = [
  { value: 'INR', label: '₹ INR' },
  { value: 'USD', label: '$ USD' },
  { value: 'EUR', label: '€ EUR' },
];

/** Display currency of the Live Cost; the plan itself stays in rupees. */
export function CurrencySwitch({ value, onChange }: { value: Currency; onChange: (currency: Currency) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">Show amounts in</legend>
      <div className="grid grid-cols-3 gap-1.5">
        {CURRENCIES.map((currency) => (
          <label key={currency.value} className="choice-chip justify-center px-2 py-1.5 font-medium">
            <input
              type="radio"
              name="live-cost-currency"
              className="sr-only"
              value={currency.value}
              checked={value === currency.value}
              onChange={() => onChange(currency.value)}
            />
            {currency.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
