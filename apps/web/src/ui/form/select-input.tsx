import { Field } from './field.js';
import type { LabelledInputProps } from './input-props.js';

interface SelectInputProps extends LabelledInputProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The blank first choice; left out when a value is always chosen. */
  placeholder?: string;
}

/** A native select: the phone's own picker, and the keyboard works as people expect. */
export function SelectInput({ label, registration, required, hint, error, className, options, placeholder }: SelectInputProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="field-input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...registration}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
