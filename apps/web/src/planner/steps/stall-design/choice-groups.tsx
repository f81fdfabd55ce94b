import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** The price beside the option, from the same rate table the calculation uses. */
  price?: string;
}

interface GroupFrameProps {
  legend: string;
  hint?: string;
  hintId: string;
  children: ReactNode;
  /** Narrow lists (two or three options) read better side by side on wide screens. */
  columns?: 2 | 3;
}

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 xl:grid-cols-3' } as const;

function GroupFrame({ legend, hint, hintId, children, columns = 2 }: GroupFrameProps) {
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="min-w-0">
      <legend className="field-label">{legend}</legend>
      {hint && (
        <p id={hintId} className="field-hint -mt-0.5 mb-2">
          {hint}
        </p>
      )}
      <div className={`grid grid-cols-1 gap-2 ${COLUMNS[columns]}`}>{children}</div>
    </fieldset>
  );
}

function ChoiceText({ label, price }: { label: string; price?: string }) {
  return (
    <>
      <span className="min-w-0 flex-1">{label}</span>
      {price && <span className="shrink-0 text-xs font-medium text-brand-700">{price}</span>}
    </>
  );
}

interface RadioChoicesProps<T extends string> {
  legend: string;
  hint?: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T | undefined;
  onChange: (value: T) => void;
  /** Offered when the choice is optional, so a pick can be undone. */
  onClear?: () => void;
  columns?: 2 | 3;
}

/** A set of radio cards: the native radios keep arrow-key movement and form semantics. */
export function RadioChoices<T extends string>({ legend, hint, choices, value, onChange, onClear, columns }: RadioChoicesProps<T>) {
  const name = useId();
  return (
    <div>
      <GroupFrame legend={legend} hint={hint} hintId={`${name}-hint`} columns={columns}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice-chip">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-600"
            />
            <ChoiceText label={choice.label} price={choice.price} />
          </label>
        ))}
      </GroupFrame>
      {onClear && value !== undefined && (
        <button type="button" className="btn-ghost mt-1 px-2 py-1 text-xs" onClick={onClear}>
          Clear {legend.toLowerCase()}
        </button>
      )}
    </div>
  );
}

interface CheckboxChoicesProps<T extends string> {
  legend: string;
  hint?: string;
  choices: ReadonlyArray<Choice<T>>;
  values: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  columns?: 2 | 3;
}

/** A set of checkbox cards for the design's lists (rooms, elements, furniture, lighting, extras). */
export function CheckboxChoices<T extends string>({ legend, hint, choices, values, onToggle, columns }: CheckboxChoicesProps<T>) {
  const id = useId();
  return (
    <GroupFrame legend={legend} hint={hint} hintId={`${id}-hint`} columns={columns}>
      {choices.map((choice) => (
        <label key={choice.value} className="choice-chip">
          <input
            type="checkbox"
            value={choice.value}
            checked={values.includes(choice.value)}
            onChange={(event) => onToggle(choice.value, event.target.checked)}
            className="size-4 accent-brand-600"
          />
          <ChoiceText label={choice.label} price={choice.price} />
        </label>
      ))}
    </GroupFrame>
  );
}
