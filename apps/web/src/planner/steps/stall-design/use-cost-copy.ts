import { useCallback, useEffect } from 'react';
import { useToast } from '../../../ui/toaster.js';
import { isCostCopyShortcut } from './copy-shortcut.js';

/**
 * Copies the cost summary, from the sidebar's button or from Ctrl/Cmd+C while `shortcutOn`.
 * `summary` is null while there is no estimate (no booth area) to copy.
 */
export function useCostCopy(summary: string | null, shortcutOn: boolean): () => Promise<void> {
  const toast = useToast();

  const copy = useCallback(async () => {
    if (summary === null) {
      toast({ title: 'Nothing to copy yet', description: 'Enter your booth area to get an estimate.' });
      return;
    }
    try {
      // Absent outside a secure context; treated like a refusal.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(summary);
      toast({ title: 'Cost estimate copied', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the estimate', description: 'The browser did not allow access to the clipboard.', variant: 'destructive' });
    }
  }, [summary, toast]);

  useEffect(() => {
    if (!shortcutOn) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const context = {
        selectedText: window.getSelection()?.toString() ?? '',
        focused: active ? { tagName: active.tagName, isContentEditable: active.isContentEditable } : null,
      };
      if (!isCostCopyShortcut(event, context)) return;
      event.preventDefault();
      void copy();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcutOn, copy]);

  return copy;
}
