import { AlertCircle, CheckCircle2, X } from 'lucide-react';

export type Banner = { kind: 'success' | 'error' | 'stale'; message: string };

/**
 * A dismissible red banner (see docs/marketplace.md#writing-articles) for a failed save, a green one for success while the page moves on,
 * and an amber one when the article changed meanwhile, offering to reload it.
 */
export function FormBanner({
  banner,
  onDismiss,
  onReload,
  reloading = false,
}: {
  banner: Banner;
  onDismiss: () => void;
  onReload?: () => void;
  reloading?: boolean;
}) {
  if (banner.kind === 'stale') {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
        <AlertCircle className="size-5 shrink-0" aria-hidden />
        <p className="flex-1 text-sm">{banner.message}</p>
        {onReload && (
          <button type="button" className="btn-secondary shrink-0" onClick={onReload} disabled={reloading}>
            {reloading ? 'Reloading...' : 'Reload article'}
          </button>
        )}
      </div>
    );
  }
  if (banner.kind === 'success') {
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Success</p>
          <p className="text-sm">{banner.message}</p>
          <p className="mt-1 text-xs text-green-800">Returning to Blog Management...</p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm">{banner.message}</p>
      <button type="button" className="btn-ghost -m-1.5 p-1.5 text-red-900 hover:bg-red-100" onClick={onDismiss} aria-label="Dismiss error">
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
