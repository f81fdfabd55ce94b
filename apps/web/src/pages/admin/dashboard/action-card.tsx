import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ActionCardProps {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  /** The first is the main action. */
  links: ReadonlyArray<{ to: string; label: string }>;
}

/** A dashboard card that leads to one admin area. */
export function ActionCard({ id, icon, title, description, links }: ActionCardProps) {
  return (
    <section aria-labelledby={id} className="card flex flex-col">
      <h2 id={id} className="section-title">
        {icon}
        {title}
      </h2>
      <p className="flex-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
