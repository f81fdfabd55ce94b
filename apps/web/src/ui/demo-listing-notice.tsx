import { FlaskConical } from 'lucide-react';

export const DEMO_LISTING_BADGE = 'Demo listing';
export const DEMO_LISTING_NOTE = 'Sample data for development — the contacts are not real.';

/**
 * Said on every vendor the catalog seeded for development (`demo` in the contracts), wherever the
 * vendor is shown: the business is made up and so are its phone number and e-mail, so nobody
 * should call or write to them.
 */
export function DemoListingNotice({ className = '' }: { className?: string }) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900 ${className}`}
      data-testid="demo-listing"
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">
        <FlaskConical className="size-3.5" aria-hidden />
        {DEMO_LISTING_BADGE}
      </span>
      <span>{DEMO_LISTING_NOTE}</span>
    </p>
  );
}
