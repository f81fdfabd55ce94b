import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field } from '../../../ui/form/field.js';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  min?: string;
  max?: string;
  onBlur?: () => void;
  invalid?: boolean;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}

/** A labelled text, e-mail, phone or date input writing straight into the plan. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required,
  autoComplete,
  placeholder,
  hint,
  min,
  max,
  onBlur,
  invalid,
  list,
}: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="field-input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          required={required}
          autoComplete={autoComplete}
          placeholder={placeholder}
          min={min || undefined}
          max={max || undefined}
          list={list}
        />
      )}
    </Field>
  );
}
