import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { Field } from './field.js';
import { addTag, removeTag } from './tag-list.js';

interface TagInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  maxItems?: number | undefined;
  /** Longest entry, in characters. */
  maxLength?: number | undefined;
  /** How the list of entries is announced; "<label> added" unless a form words it otherwise. */
  listLabel?: string | undefined;
  /** react-hook-form focuses the text box when the list has an error. */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A list of short entries added one by one with Add or Enter (docs/marketplace.md#vendor-form): trimmed, blanks and repeats
 * ignored (see `addTag`), each removable. Enter adds without submitting the form around it.
 */
export function TagInput({ label, values, onChange, placeholder, hint, error, disabled, maxItems, maxLength, listLabel, inputRef }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const full = maxItems !== undefined && values.length >= maxItems;

  function add() {
    if (draft.trim() === '' || full) return;
    onChange(addTag(values, draft));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <Field label={label} hint={hint} error={error}>
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
            <button
              type="button"
              className="btn-secondary shrink-0"
              onClick={add}
              disabled={disabled || full || draft.trim() === ''}
              aria-label={`Add to ${label}`}
            >
              <Plus className="size-4" aria-hidden />
              Add
            </button>
          </div>
          {values.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={listLabel ?? `${label} added`}>
              {values.map((value, index) => (
                <li
                  key={`${index}-${value}`}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
                >
                  <span className="truncate">{value}</span>
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-brand-100 disabled:opacity-50"
                    onClick={() => onChange(removeTag(values, index))}
                    disabled={disabled}
                    aria-label={`Remove ${value} from ${label}`}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
