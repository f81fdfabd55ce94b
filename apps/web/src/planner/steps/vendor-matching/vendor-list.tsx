import type { VendorRecommendation } from '@stallplan/contracts';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { revealNextBatch, showMoreLabel, shownCountText, VENDOR_BATCH, vendorBatchView } from './vendor-batches.js';

interface VendorListProps {
  /** Best match first, as the service ranked them. */
  vendors: readonly VendorRecommendation[];
  selectedCount: number;
  renderCard: (vendor: VendorRecommendation) => ReactNode;
}

/**
 * The matches in batches: the best 12, then 12 more per "Show more". Focus moves to the first card
 * the button revealed, so a keyboard user carries on from there rather than from the button. The
 * step gives the list a key per filter, so a new category starts again from the best 12.
 */
export function VendorList({ vendors, selectedCount, renderCard }: VendorListProps) {
  const [revealed, setRevealed] = useState(VENDOR_BATCH);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const view = vendorBatchView(vendors.length, revealed);

  useEffect(() => {
    if (focusAt === null) return;
    list.current?.children[focusAt]?.querySelector<HTMLElement>('[data-testid="vendor-card"]')?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const showMore = () => {
    setFocusAt(view.shown);
    setRevealed(revealNextBatch(vendors.length, revealed));
  };

  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="vendor-count">
        {shownCountText(view)}
        {selectedCount > 0 && ` · ${selectedCount} in your quote`}
      </p>
      <ul ref={list} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {vendors.slice(0, view.shown).map((vendor) => (
          <li key={vendor.id} className="flex">
            {renderCard(vendor)}
          </li>
        ))}
      </ul>
      {view.next > 0 && (
        <div className="flex justify-center">
          <button type="button" className="btn-secondary" onClick={showMore} data-testid="show-more-vendors">
            <ChevronDown className="size-4" aria-hidden />
            {showMoreLabel(view)}
          </button>
        </div>
      )}
    </>
  );
}
