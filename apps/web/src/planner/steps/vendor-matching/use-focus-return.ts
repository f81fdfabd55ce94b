import { useCallback, useEffect, useRef } from 'react';

/**
 * Puts focus back on the control that opened the step's dialogs once the last one closes. The
 * dialogs are opened from the cards rather than from a Radix trigger, and without a trigger Radix
 * leaves focus on the page body, which strands a keyboard user at the top of the page.
 */
export function useFocusReturn(anyOpen: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);

  const remember = useCallback(() => {
    if (opener.current === null && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, []);

  useEffect(() => {
    if (anyOpen) return undefined;
    const target = opener.current;
    opener.current = null;
    if (!target) return undefined;
    // After Radix has finished closing, which moves focus in a task of its own.
    const timer = setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [anyOpen]);

  return remember;
}
