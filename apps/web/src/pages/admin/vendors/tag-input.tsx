import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldError } from './field-error.js';
import { addTag, removeTag } from './tag-list.js';

interface TagInputProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
}

/** §5: entries added with the Add button or Enter, trimmed, blanks ignored, each removable. */
export function TagInput({ label, values, onChange, placeholder, hint, error }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addTag(values, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field-input"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={add} aria-label={`Add to ${label}`}>
          <Plus className="size-4" aria-hidden />
          Add
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      {values.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`${label} entries`}>
          {values.map((value, index) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-800">
              {value}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100"
                onClick={() => onChange(removeTag(values, index))}
                aria-label={`Remove ${value} from ${label}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
