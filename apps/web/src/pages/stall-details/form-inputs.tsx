import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.js';

interface CommonProps {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

interface TextInputProps extends CommonProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  list?: string;
}

export function TextInput({ label, registration, required, hint, error, className, type = 'text', autoComplete, placeholder, inputMode, list }: TextInputProps) {
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
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
    </FormField>
  );
}

export function TextArea({ label, registration, required, hint, error, className, rows = 3, placeholder }: CommonProps & { rows?: number; placeholder?: string }) {
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
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
    </FormField>
  );
}

interface SelectInputProps extends CommonProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The blank first choice; left out when a value is always chosen. */
  placeholder?: string;
}

/** A native select: the phone's own picker, and the keyboard works as people expect. */
export function SelectInput({ label, registration, required, hint, error, className, options, placeholder }: SelectInputProps) {
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
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
    </FormField>
  );
}

/** One yes/no choice as a chip, bound to its form value as a true/false flag. */
export function CheckboxInput<Values extends FieldValues, Output>({
  label,
  control,
  name,
  hint,
}: {
  label: string;
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  hint?: string;
}) {
  const { field } = useController<Values, Path<Values>, Output>({ control, name });
  return (
    <label className="choice-chip">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        name={field.name}
        ref={field.ref}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
