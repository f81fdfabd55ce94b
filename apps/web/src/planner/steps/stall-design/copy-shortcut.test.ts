import { describe, expect, it } from 'vitest';
import { isCostCopyShortcut, type ShortcutKey } from './copy-shortcut.js';

const ctrlC: ShortcutKey = { key: 'c', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false };
const idle = { selectedText: '', focused: { tagName: 'BODY', isContentEditable: false } };

describe('isCostCopyShortcut', () => {
  it('takes Ctrl+C and Cmd+C when nothing is selected and no field has focus', () => {
    expect(isCostCopyShortcut(ctrlC, idle)).toBe(true);
    expect(isCostCopyShortcut({ ...ctrlC, ctrlKey: false, metaKey: true, key: 'C' }, { ...idle, focused: null })).toBe(true);
    expect(isCostCopyShortcut(ctrlC, { ...idle, focused: { tagName: 'button', isContentEditable: false } })).toBe(true);
  });

  it('leaves ordinary copy alone', () => {
    expect(isCostCopyShortcut(ctrlC, { ...idle, selectedText: 'Booth' })).toBe(false);
    expect(isCostCopyShortcut(ctrlC, { ...idle, focused: { tagName: 'INPUT', isContentEditable: false } })).toBe(false);
    expect(isCostCopyShortcut(ctrlC, { ...idle, focused: { tagName: 'TEXTAREA', isContentEditable: false } })).toBe(false);
    expect(isCostCopyShortcut(ctrlC, { ...idle, focused: { tagName: 'DIV', isContentEditable: true } })).toBe(false);
  });

  it('ignores other keys and modifiers', () => {
    expect(isCostCopyShortcut({ ...ctrlC, key: 'v' }, idle)).toBe(false);
    expect(isCostCopyShortcut({ ...ctrlC, ctrlKey: false }, idle)).toBe(false);
    expect(isCostCopyShortcut({ ...ctrlC, shiftKey: true }, idle)).toBe(false);
    expect(isCostCopyShortcut({ ...ctrlC, altKey: true }, idle)).toBe(false);
  });
});
