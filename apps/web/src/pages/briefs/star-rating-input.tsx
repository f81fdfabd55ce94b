import { Star } from 'lucide-react';
import { useId, type Ref } from 'react';
import { FieldError } from '../../ui/form/error.js';

interface StarRatingInputProps {
  label: string;
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** react-hook-form focuses the first star when the rating is missing. */
  inputRef?: Ref<HTMLInputElement>;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One to five stars as a native radio group: Tab reaches it, the arrow keys move and choose, and a
 * screen reader hears "Design, 4 stars". Each radio lies transparent over its star.
 */
export function StarRatingInput({ label, name, value, onChange, onBlur, error, disabled, inputRef }: StarRatingInputProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="min-w-0" aria-describedby={errorId} aria-invalid={error ? true : undefined} data-testid={`rating-${name}`}>
      <legend className="field-label">{label}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative cursor-pointer rounded-md p-1 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
          >
            <input
              ref={stars === 1 ? inputRef : undefined}
              type="radio"
              name={`${id}-${name}`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              disabled={disabled}
              // Transparent over its star rather than hidden: a click or tap lands on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <Star className={`size-7 ${value !== null && stars <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden />
            <span className="sr-only">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        <span className="ml-1 text-sm text-slate-600" aria-hidden>
          {value ? `${value} of 5` : 'Not rated'}
        </span>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
