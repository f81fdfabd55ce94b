import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares in constant time; hashing first makes both sides the same length, so length leaks nothing either. */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
