import { useEffect, useState } from 'react';

/** Whether the element with `id` is at least partly on screen; true until measured, and where IntersectionObserver is missing. */
export function useInView(id: string): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
