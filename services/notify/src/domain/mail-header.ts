import { z } from 'zod';
import type { Mailbox } from './composed-mail.js';

// C0 and C1 controls (CR and LF among them) and the Unicode line and paragraph separators:
// matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A subject or display name from user input: no line breaks or controls, single-spaced, bounded. */
export function headerText(value: string, max = 150): string {
  const flat = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const addressSchema = z.email();

/**
 * A checked mailbox, or null when the address is not one. The address must be a plain
 * `local@domain` with no controls or spaces, so nothing but the address can reach the header.
 */
export function mailbox(address: string, name?: string): Mailbox | null {
  const trimmed = address.trim();
  if (HAS_CONTROL_CHARACTER.test(trimmed) || /[\s<>,;"]/.test(trimmed)) return null;
  if (!addressSchema.safeParse(trimmed).success) return null;
  const safeName = name === undefined ? '' : headerText(name, 100);
  return safeName ? { name: safeName, address: trimmed } : { address: trimmed };
}

/** Like `mailbox`, for addresses the service itself is configured with: a bad one is a bug, not input. */
export function requireMailbox(address: string, name?: string): Mailbox {
  const checked = mailbox(address, name);
  if (!checked) throw new TypeError(`"${address}" is not an e-mail address.`);
  return checked;
}
