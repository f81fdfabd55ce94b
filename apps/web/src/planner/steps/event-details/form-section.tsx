import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** One titled card of step 1; its fields sit in two columns on wide screens, one on a phone. */
export function FormSection({ title, icon: Icon, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card">
      <h3 id={headingId} className="section-title">
        <Icon className="size-5 text-brand-600" aria-hidden />
        {title}
      </h3>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}
