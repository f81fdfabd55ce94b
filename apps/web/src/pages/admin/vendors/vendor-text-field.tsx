import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { Field } from '../../../ui/field.js';
import { describedBy, FieldError, useFieldError } from './field-error.js';
import type { VendorFormValues } from './vendor-form-values.js';

interface VendorTextFieldProps {
  name: FieldPath<VendorFormValues>;
  label: string;
  required?: boolean;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'text';
  placeholder?: string;
  autoComplete?: string;
  /** A datalist's id, for suggestions that still allow free text. */
  list?: string;
  rows?: number;
  className?: string;
  /** Rewrites what is typed, as the website's normalisation does (§5). */
  normalize?: (text: string) => string;
}

/** One labelled text input or text area of the vendor form, with its error beneath it. */
export function VendorTextField({ name, label, required, hint, type = 'text', inputMode, placeholder, autoComplete, list, rows, className, normalize }: VendorTextFieldProps) {
  const { register, setValue } = useFormContext<VendorFormValues>();
  const error = useFieldError(name);
  const registered = register(name);
  const rewrite = (target: HTMLInputElement | HTMLTextAreaElement) => {
    if (!normalize) return;
    const next = normalize(target.value);
    if (next !== target.value) setValue(name, next, { shouldDirty: true });
  };
  return (
    <Field label={label} required={required} hint={hint} className={className}>
      {({ id, describedBy: hintId }) => {
        const errorId = `${id}-error`;
        const common = {
          id,
          className: 'field-input',
          'aria-required': required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(hintId, error && errorId),
          placeholder,
          ...registered,
          onChange: async (event: { target: HTMLInputElement | HTMLTextAreaElement; type?: string }) => {
            await registered.onChange(event);
            rewrite(event.target);
          },
          onBlur: async (event: { target: HTMLInputElement | HTMLTextAreaElement; type?: string }) => {
            await registered.onBlur(event);
            rewrite(event.target);
          },
        };
        return (
          <>
            {rows ? <textarea rows={rows} {...common} /> : <input type={type} inputMode={inputMode} autoComplete={autoComplete} list={list} {...common} />}
            <FieldError id={errorId} message={error} />
          </>
        );
      }}
    </Field>
  );
}
