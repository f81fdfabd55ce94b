import { BUDGET_LINE_LABELS, formatInr, type QuoteCard, type QuoteCardKey } from '@stallplan/pricing';
import { Building2, ChevronRight, Megaphone, Plane } from 'lucide-react';
import { useId } from 'react';
import type { QuoteFigures } from './quote-figures.js';

const ICONS: Record<QuoteCardKey, typeof Building2> = { booth: Building2, travel: Plane, services: Megaphone };

/** Two figures under each card's total, so the card says what it holds before it is opened. */
function hints({ card, figures }: { card: QuoteCard; figures: QuoteFigures }): Array<[string, number]> {
  const { quote } = figures;
  if (card.categories.length > 1) return card.categories.map((category) => [BUDGET_LINE_LABELS[category], quote.categoryTotals[category]]);
  const sum = (prefix: string) => quote.lines.filter((line) => line.key.startsWith(prefix)).reduce((total, line) => total + line.amount, 0);
  return [
    ['Journeys', sum('travel.')],
    ['Stay', sum('stay.')],
  ];
}

interface CategoryCardProps {
  card: QuoteCard;
  figures: QuoteFigures;
  onOpen: () => void;
}

/**
 * One of the three clickable category cards; opens the card's detail modal. Its share is of the
 * total before GST, as every share is. The card's words are its name, so a person who reads it, or
 * says what they see to voice control, names the button as a screen reader does (WCAG 2.5.3); what
 * the bare percentage means is its description.
 */
export function CategoryCard({ card, figures, onOpen }: CategoryCardProps) {
  const Icon = ICONS[card.key];
  const shareNoteId = useId();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-describedby={shareNoteId}
      data-testid={`category-card-${card.key}`}
      className="card group flex w-full flex-col gap-3 text-left transition-shadow hover:border-brand-200 hover:shadow-md"
    >
      <span className="flex w-full items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-ink">
          <Icon className="size-5 text-brand-600" aria-hidden />
          {card.title}
        </span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800" data-testid={`category-share-${card.key}`}>
          {card.sharePercent}%
        </span>
      </span>
      <span data-testid={`category-total-${card.key}`} className="text-2xl font-bold text-ink">
        {formatInr(card.total)}
      </span>
      <span className="w-full space-y-1 text-xs text-slate-600">
        {hints({ card, figures }).map(([label, amount]) => (
          <span key={label} className="flex justify-between gap-2">
            <span>{label}</span>
            <span>{formatInr(amount)}</span>
          </span>
        ))}
      </span>
      <span className="text-xs text-slate-500">before GST</span>
      <span className="mt-auto flex items-center gap-1 text-sm font-medium text-brand-700 group-hover:underline">
        View details
        <ChevronRight className="size-4" aria-hidden />
      </span>
      <span id={shareNoteId} hidden>
        {card.sharePercent}% of the total before GST
      </span>
    </button>
  );
}
