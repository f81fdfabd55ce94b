import { randomBytes } from 'node:crypto';
import { indianDay } from '@stallplan/pricing';

// No 0/O or 1/I, so a reference read out on the phone is not misheard.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `SR-20260314-7KQ2MX`: the day it arrived in India and six random characters. */
export function stallReference(now: Date = new Date()): string {
  const day = indianDay(now).replaceAll('-', '');
  const random = [...randomBytes(6)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `SR-${day}-${random}`;
}
