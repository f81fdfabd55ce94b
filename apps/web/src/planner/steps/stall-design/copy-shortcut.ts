export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface ShortcutContext {
  /** The text the user has selected on the page, if any. */
  selectedText: string;
  /** The focused element's tag name and whether it is editable. */
  focused: { tagName: string; isContentEditable: boolean } | null;
}

const TEXT_ENTRY_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Whether Ctrl/Cmd+C should copy the cost summary (see docs/planner.md#live-cost-sidebar). Only when nothing is selected and the
 * focus is not in a field, so the ordinary copy of a selection or of typed text keeps working.
 */
export function isCostCopyShortcut(key: ShortcutKey, context: ShortcutContext): boolean {
  if (key.key.toLowerCase() !== 'c' || !(key.ctrlKey || key.metaKey) || key.altKey || key.shiftKey) return false;
  if (context.selectedText.length > 0) return false;
  const focused = context.focused;
  return !(focused && (TEXT_ENTRY_TAGS.has(focused.tagName.toUpperCase()) || focused.isContentEditable));
}
