import { useState } from 'react';
import { Field } from '../../../ui/form/field.js';
import { parseWholeNumber } from './whole-number.js';

interface WholeNumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
  hint?: string;
  required?: boolean;
  /** Shown while the value is 0, which the design reads as "not given". */
  placeholder?: string;
  className?: string;
}

const shown = (value: number) => (value === 0 ? '' : String(value));

/**
 * A whole-number input over a design number, parsed as a whole number, 0 when blank (see docs/planner.md#booth-area).
 * It keeps the text as typed, so clearing the field or typing "0" does not jump under the
 * cursor, and follows the design when it changes from elsewhere (the pre-fill, a window event).
 */
export function WholeNumberField({ label, value, onChange, max, hint, required, placeholder, className }: WholeNumberFieldProps) {
  const [text, setText] = useState(shown(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (parseWholeNumber(text, max) !== value) setText(shown(value));
  }

  return (
    <Field label={label} required={required} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          className="field-input"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            const next = parseWholeNumber(event.target.value, max);
            setText(event.target.value);
            setLastValue(next);
            onChange(next);
          }}
          // A clamped or fractional entry shows what was actually saved once the user moves on.
          onBlur={() => setText(shown(value))}
        />
      )}
    </Field>
  );
}
