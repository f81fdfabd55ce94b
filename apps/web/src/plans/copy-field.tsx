import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { copyText } from './copy-text.js';

/** A private link shown whole, selectable, with a Copy button whose result is announced. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    const outcome = await copyText(value);
    setResult(outcome);
    // Selected either way, so a refused clipboard still leaves the link one Ctrl+C away.
    input.current?.select();
  };
  return (
    <div data-testid={testId}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input ref={input} id={id} className="field-input font-mono text-xs" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn-secondary shrink-0" onClick={() => void copy()}>
          {result === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {result === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p className="field-hint" aria-live="polite">
        {result === 'copied'
          ? 'Link copied.'
          : result === 'failed'
            ? 'The browser did not allow copying: the link is selected, copy it with Ctrl+C or ⌘C.'
            : ''}
      </p>
    </div>
  );
}
