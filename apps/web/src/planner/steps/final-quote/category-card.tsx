import { formatInr } from '@stallplan/pricing';
import { Building2, ChevronRight, Megaphone, Plane } from 'lucide-react';
import type { CategoryKey, QuoteCategory } from './quote-categories.js';
import type { QuoteFigures } from './quote-figures.js';

const ICONS: Record<CategoryKey, typeof Building2> = { booth: Building2, travel: Plane, services: Megaphone };

/** Two figures under each card's total, so the card says what it holds before it is opened. */
function hints(key: CategoryKey, figures: QuoteFigures): Array<[string, number]> {
  const { costs, cards } = figures;
  if (key === 'booth') return [['Space rental', costs.spaceRental], ['Construction and add-ons', cards.booth.total + costs.stallExtras]];
  if (key === 'travel') return [['Travel and bookings', cards.travel.total], ['Accommodation', costs.accommodation]];
  return [['Marketing', cards.services.marketing], ['Logistics', cards.services.logistics]];
}

interface CategoryCardProps {
  category: QuoteCategory;
  figures: QuoteFigures;
  onOpen: () => void;
}

/** One of the three clickable category cards; opens the category's detail modal. */
export function CategoryCard({ category, figures, onOpen }: CategoryCardProps) {
  const Icon = ICONS[category.key];
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={`${category.title}: ${formatInr(category.total)}, ${category.sharePercent}% of the total. View details`}
      data-testid={`category-card-${category.key}`}
      className="card group flex w-full flex-col gap-3 text-left transition-shadow hover:border-brand-200 hover:shadow-md"
    >
      <span className="flex w-full items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-ink">
          <Icon className="size-5 text-brand-600" aria-hidden />
          {category.title}
        </span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{category.sharePercent}%</span>
      </span>
      <span data-testid={`category-total-${category.key}`} className="text-2xl font-bold text-ink">
        {formatInr(category.total)}
      </span>
      <span className="w-full space-y-1 text-xs text-slate-600">
        {hints(category.key, figures).map(([label, amount]) => (
          <span key={label} className="flex justify-between gap-2">
            <span>{label}</span>
            <span>{formatInr(amount)}</span>
          </span>
        ))}
      </span>
      <span className="mt-auto flex items-center gap-1 text-sm font-medium text-brand-700 group-hover:underline">
        View details
        <ChevronRight className="size-4" aria-hidden />
      </span>
    </button>
  );
}
