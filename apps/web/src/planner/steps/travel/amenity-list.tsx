import { visibleAmenities } from './visible-amenities.js';

/** A hotel's amenities or a flight's services: four, then "+N more" naming the rest on hover. */
export function AmenityList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  const { shown, hidden } = visibleAmenities(items);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
          {item}
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700" title={hidden.join(', ')}>
          +{hidden.length} more
        </li>
      ) : null}
    </ul>
  );
}
