import { useEffect } from 'react';
import { usePageMeta } from './use-page-meta.js';

function setMeta(name: string, content: string): () => void {
  const existing = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const previous = existing?.content;
  const meta = existing ?? document.createElement('meta');
  meta.name = name;
  meta.content = content;
  if (!existing) document.head.append(meta);
  return () => {
    if (previous === undefined) meta.remove();
    else meta.content = previous;
  };
}

/**
 * Title and description as every page sets them, for a page whose address is a private link:
 * search engines are asked not to index it, and the link is not sent on as a referrer.
 */
export function usePrivatePageMeta(title: string, description: string): void {
  usePageMeta(title, description);
  useEffect(() => {
    const restoreRobots = setMeta('robots', 'noindex, nofollow');
    const restoreReferrer = setMeta('referrer', 'no-referrer');
    return () => {
      restoreRobots();
      restoreReferrer();
    };
  }, []);
}
