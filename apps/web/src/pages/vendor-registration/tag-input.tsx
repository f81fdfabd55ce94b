import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { FormField } from '../stall-details/form-field.js';

interface TagInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
  maxItems?: number;
  /** Longest entry, in characters. */
  maxLength?: number;
  /** react-hook-form focuses the text box when the list has an error. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of short entries added one by one with Add or Enter (§5): trimmed, blanks and repeats
 * ignored, each removable. Enter adds without submitting the form around it.
 */
export function TagInput({ label, values, onChange, placeholder, hint, error, disabled, maxItems, maxLength = 100, inputRef }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const full = maxItems !== undefined && values.length >= maxItems;

  function add() {
    const entry = draft.trim();
    if (entry === '' || full) return;
    if (!values.some((value) => value.toLowerCase() === entry.toLowerCase())) onChange([...values, entry]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <FormField label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <>
          <div className="flex gap-2">
            <input
              id={id}
              ref={inputRef}
              className="field-input"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={placeholder}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              disabled={disabled || full}
              maxLength={maxLength}
            />
            <button type="button" className="btn-secondary shrink-0" onClick={add} disabled={disabled || full || draft.trim() === ''} aria-label={`Add to ${label}`}>
              <Plus className="size-4" aria-hidden />
              Add
            </button>
          </div>
          {values.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label} added`}>
              {values.map((value) => (
                <li key={value} className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
                  <span className="truncate">{value}</span>
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-brand-100 disabled:opacity-50"
                    onClick={() => onChange(values.filter((kept) => kept !== value))}
                    disabled={disabled}
                    aria-label={`Remove ${value}`}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FormField>
  );
}
