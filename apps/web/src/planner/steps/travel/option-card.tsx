import { Check } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';

interface OptionCardProps {
  /** The id of the card's heading, which names the select button for screen readers. */
  titleId: string;
  selected: boolean;
  soldOut?: boolean;
  onToggle: () => void;
  /** The price block beside the button. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * A flight, hotel or freight offer the user picks by clicking anywhere on it (see docs/planner.md#steps-4-to-6-flights-hotel-freight). The button is
 * the keyboard's way in and says "Select", "Selected" or "Sold Out"; a sold-out offer ignores clicks.
 */
export function OptionCard({ titleId, selected, soldOut = false, onToggle, footer, children }: OptionCardProps) {
  const clickCard = (event: MouseEvent) => {
    // Leave a text selection alone, so a fare or flight number can be copied.
    if (soldOut || (window.getSelection()?.toString() ?? '') !== '') return;
    if ((event.target as HTMLElement).closest('button')) return;
    onToggle();
  };
  // Sold out is greyed, not faded: people read the card to learn what they cannot book, so its
  // words keep their 4.5:1 contrast (opacity would take them under it) while the colour goes.
  const frame = soldOut
    ? 'border-slate-200 bg-slate-50 grayscale'
    : selected
      ? 'cursor-pointer border-brand-600 ring-2 ring-brand-500'
      : 'cursor-pointer hover:border-brand-200 hover:shadow-md';
  return (
    <li data-selected={selected || undefined} data-sold-out={soldOut || undefined}>
      <div onClick={clickCard} className={`card h-full transition-shadow ${frame}`}>
        {children}
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-orange-100 pt-4">
          <div>{footer}</div>
          <button
            type="button"
            className={`${selected ? 'btn-primary' : 'btn-secondary'} min-w-28`}
            aria-pressed={soldOut ? undefined : selected}
            aria-describedby={titleId}
            disabled={soldOut}
            onClick={onToggle}
          >
            {soldOut ? (
              'Sold Out'
            ) : selected ? (
              <>
                <Check className="size-4" aria-hidden />
                Selected
              </>
            ) : (
              'Select'
            )}
          </button>
        </div>
      </div>
    </li>
  );
}
