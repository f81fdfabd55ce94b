import type { LucideIcon } from 'lucide-react';

interface TravelStepHeaderProps {
  title: string;
  icon: LucideIcon;
  description: string;
  /** What is being searched, in a line; absent while a city is missing. */
  summary?: string;
}

export function TravelStepHeader({ title, icon: Icon, description, summary }: TravelStepHeaderProps) {
  return (
    <header className="mb-6">
      <h2 id="step-title" className="flex items-center gap-2 text-xl font-semibold text-ink sm:text-2xl">
        <Icon className="size-6 text-brand-600" aria-hidden />
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {summary ? (
        <p className="mt-3 inline-block rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800" data-search-summary>
          {summary}
        </p>
      ) : null}
    </header>
  );
}
