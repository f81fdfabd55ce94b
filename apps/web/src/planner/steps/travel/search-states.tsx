import { AlertTriangle, RotateCw, Search, SearchX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SearchTexts } from './search-texts.js';

const SKELETON_CARDS = 3;

/** Placeholder cards in the shape of the results, so the page does not jump when they arrive. */
export function SearchLoading({ texts }: { texts: SearchTexts }) {
  return (
    <div aria-busy="true">
      <p role="status" className="mb-4 text-sm text-slate-600">
        Searching for {texts.noun}…
      </p>
      <ul className="grid gap-4" aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="card animate-pulse space-y-3">
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-2/3 rounded bg-slate-100" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
            <div className="flex justify-between pt-2">
              <div className="h-5 w-24 rounded bg-slate-200" />
              <div className="h-9 w-24 rounded-lg bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NoticeProps {
  icon: LucideIcon;
  title: string;
  message: string;
  action: string;
  actionIcon: LucideIcon;
  onAction: () => void;
  role: 'alert' | 'status';
  tone: 'error' | 'quiet';
}

function SearchNotice({ icon: Icon, title, message, action, actionIcon: ActionIcon, onAction, role, tone }: NoticeProps) {
  return (
    <div role={role} className="card flex flex-col items-center px-4 py-10 text-center">
      <Icon className={`mb-3 size-10 ${tone === 'error' ? 'text-red-600' : 'text-slate-400'}`} aria-hidden />
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p>
      <button type="button" className="btn-primary mt-5" onClick={onAction}>
        <ActionIcon className="size-4" aria-hidden />
        {action}
      </button>
    </div>
  );
}

export function SearchError({ texts, onRetry }: { texts: SearchTexts; onRetry: () => void }) {
  return (
    <SearchNotice
      icon={AlertTriangle}
      title={texts.errorTitle}
      message={texts.errorMessage}
      action="Retry"
      actionIcon={RotateCw}
      onAction={onRetry}
      role="alert"
      tone="error"
    />
  );
}

export function SearchEmpty({ texts, onSearchAgain }: { texts: SearchTexts; onSearchAgain: () => void }) {
  return (
    <SearchNotice
      icon={SearchX}
      title={texts.emptyTitle}
      message={texts.emptyMessage}
      action="Search Again"
      actionIcon={Search}
      onAction={onSearchAgain}
      role="status"
      tone="quiet"
    />
  );
}
