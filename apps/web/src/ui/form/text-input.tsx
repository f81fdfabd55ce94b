import type { HTMLInputTypeAttribute } from 'react';
import { Field } from './field.js';
import type { LabelledInputProps } from './input-props.js';

interface TextInputProps extends LabelledInputProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string | undefined;
  placeholder?: string | undefined;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | undefined;
  /** A datalist's id, for suggestions that still allow free text. */
  list?: string | undefined;
}

export function TextInput(props: TextInputProps) {
  const { label, registration, required, hint, error, className, type = 'text', autoComplete, placeholder, inputMode, list } = props;
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          className="field-input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={inputMode}
          list={list}
          {...registration}
        />
      )}
    </Field>
  );
}
