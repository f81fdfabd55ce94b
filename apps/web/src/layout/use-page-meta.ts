import { useEffect } from 'react';

/** Sets the tab title (`… · StallPlan`) and the meta description for the page on screen. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === 'StallPlan' ? title : `${title} · StallPlan`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
