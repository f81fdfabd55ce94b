import { Building2 } from 'lucide-react';
import { useState } from 'react';

/** The vendor's logo, or a drawn placeholder when there is none or it will not load. */
export function BuilderLogo({ src, name }: { src: string | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = 'size-14 shrink-0 rounded-lg border border-slate-200';
  if (!src || failedSrc === src) {
    return (
      <div className={`${box} flex items-center justify-center bg-slate-100`} data-logo-placeholder="true" aria-hidden>
        <Building2 className="size-7 text-slate-400" />
      </div>
    );
  }
  return <img src={src} alt={`${name} logo`} loading="lazy" className={`${box} bg-white object-contain`} onError={() => setFailedSrc(src)} />;
}
