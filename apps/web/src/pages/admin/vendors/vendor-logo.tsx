import { Store } from 'lucide-react';
import { useState } from 'react';

/** The vendor's logo, or a neutral mark when there is none or it no longer loads. */
export function VendorLogo({ url, name, size = 'size-10' }: { url: string | undefined; name: string; size?: string }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <span className={`flex ${size} shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700`} aria-hidden>
        <Store className="size-5" />
      </span>
    );
  }
  return <img src={url} alt={`${name} logo`} className={`${size} shrink-0 rounded-lg border border-slate-200 object-cover`} onError={() => setBroken(true)} />;
}
