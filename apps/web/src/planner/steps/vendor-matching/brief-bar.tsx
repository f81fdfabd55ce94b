import { MAX_BRIEF_BUILDERS } from '@stallplan/contracts';
import { Send, X } from 'lucide-react';
import { sendBriefLabel, type BriefBuilder } from './brief-selection.js';

interface BriefBarProps {
  chosen: readonly BriefBuilder[];
  /** Why the last choice was refused, until the next one. */
  notice: string | null;
  onSend: () => void;
  onClear: () => void;
}

/**
 * Stays at the foot of the screen while builders are chosen for a brief, so the send button is
 * in reach from anywhere in the list. Hidden with none chosen.
 */
export function BriefBar({ chosen, notice, onSend, onClear }: BriefBarProps) {
  return (
    <div
      hidden={chosen.length === 0}
      className="sticky bottom-2 z-10 mt-4 rounded-xl border border-brand-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur"
      data-testid="brief-bar"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-medium text-ink">
            {chosen.length} of {MAX_BRIEF_BUILDERS} builders chosen for your brief
          </p>
          <p className="truncate text-slate-600" title={chosen.map((builder) => builder.name).join(', ')}>
            {chosen.map((builder) => builder.name).join(', ')}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="btn-ghost px-3" onClick={onClear}>
            <X className="size-4" aria-hidden />
            Clear
          </button>
          <button type="button" className="btn-primary" onClick={onSend} disabled={chosen.length === 0}>
            <Send className="size-4" aria-hidden />
            {sendBriefLabel(chosen.length)}
          </button>
        </div>
      </div>
      <p role="status" aria-live="polite" className={notice ? 'mt-2 text-sm font-medium text-amber-800' : 'sr-only'} data-testid="brief-limit-notice">
        {notice ?? ''}
      </p>
    </div>
  );
}
