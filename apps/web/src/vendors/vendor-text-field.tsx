import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { TextArea } from '../ui/form/text-area.js';
import { TextInput } from '../ui/form/text-input.js';
import { useFieldError } from '../ui/form/use-field-error.js';
import type { VendorFormValues } from './vendor-form-values.js';

interface VendorTextFieldProps {
  name: FieldPath<VendorFormValues>;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'text';
  placeholder?: string;
  autoComplete?: string;
  /** A datalist's id, for suggestions that still allow free text. */
  list?: string;
  /** Shown as a text area of this many rows. */
  rows?: number;
  className?: string;
  /** Rewrites what is typed, while typing and on leaving the field, as the website's normalisation does (see docs/marketplace.md#vendor-form). */
  normalize?: (text: string) => string;
}

/**
 * One labelled text input or text area of a vendor form (admin or registration), bound by its
 * path in the form around it, with its error beneath it.
 */
export function VendorTextField(props: VendorTextFieldProps) {
  const { name, label, required, hint, type, inputMode, placeholder, autoComplete, list, rows, className, normalize } = props;
  const { register, setValue } = useFormContext<VendorFormValues>();
  const error = useFieldError(name);
  const rewrite = (event: { target: { value: string } }) => {
    if (!normalize) return;
    const next = normalize(event.target.value);
    if (next !== event.target.value) setValue(name, next, { shouldDirty: true });
  };
  const registration = register(name, normalize ? { onChange: rewrite, onBlur: rewrite } : undefined);
  const common = { label, registration, required, hint, error, className, placeholder };
  if (rows) return <TextArea {...common} rows={rows} />;
  return <TextInput {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} list={list} />;
}
