import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has been on screen at least once, so a long list asks for each card's
 * extras (reviews) only as the reader reaches it. True at once where IntersectionObserver is missing.
 */
export function useSeenOnce(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
