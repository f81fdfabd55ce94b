import { Field } from './field.js';
import type { LabelledInputProps } from './input-props.js';

interface TextAreaProps extends LabelledInputProps {
  rows?: number;
  placeholder?: string | undefined;
}

export function TextArea({ label, registration, required, hint, error, className, rows = 3, placeholder }: TextAreaProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          className="field-input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          placeholder={placeholder}
          {...registration}
        />
      )}
    </Field>
  );
}
