import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface DesignSectionProps {
  title: string;
  icon: LucideIcon;
  description?: string;
  children: ReactNode;
}

/** One card of the design form, named by its heading for screen-reader navigation. */
export function DesignSection({ title, icon: Icon, description, children }: DesignSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card">
      <h3 id={headingId} className="section-title">
        <Icon className="size-5 text-brand-600" aria-hidden />
        {title}
      </h3>
      {description && <p className="-mt-2 mb-4 text-sm text-slate-600">{description}</p>}
      <div className="space-y-5">{children}</div>
    </section>
  );
}
