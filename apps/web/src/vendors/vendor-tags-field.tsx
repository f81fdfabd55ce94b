import { Controller, useFormContext } from 'react-hook-form';
import { TagInput } from '../ui/form/tag-input.js';
import type { TagField, VendorFormValues } from './vendor-form-values.js';

interface VendorTagsFieldProps {
  name: TagField;
  label: string;
  placeholder?: string | undefined;
  hint?: string | undefined;
  maxItems?: number | undefined;
  /** Longest entry, in characters. */
  maxLength?: number | undefined;
  listLabel?: string | undefined;
  disabled?: boolean | undefined;
}

/** A vendor's list of short entries (specialties, services, keywords...), one message for the whole list. */
export function VendorTagsField({ name, label, placeholder, hint, maxItems, maxLength, listLabel, disabled }: VendorTagsFieldProps) {
  const { control } = useFormContext<VendorFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagInput
          label={label}
          values={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          placeholder={placeholder}
          hint={hint}
          error={fieldState.error?.message}
          maxItems={maxItems}
          maxLength={maxLength}
          disabled={disabled}
          listLabel={listLabel}
        />
      )}
    />
  );
}
