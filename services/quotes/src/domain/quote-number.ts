import { randomInt } from 'node:crypto';
import { indianDay } from '@stallplan/pricing';

// No 0/O or 1/I: a finance team reads the number aloud and types it back.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;

/** `SP-20261123-7KQ4XM`: the day of issue in India, then 6 random characters (about a billion a day). */
export function newQuoteNumber(now: Date = new Date()): string {
  const day = indianDay(now).replaceAll('-', '');
  let suffix = '';
  for (let index = 0; index < SUFFIX_LENGTH; index += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SP-${day}-${suffix}`;
}

export function quotePdfFileName(quoteNumber: string): string {
  return `StallPlan-Quote-${quoteNumber}.pdf`;
}

export const ROI_GUIDE_FILE_NAME = 'StallPlan-ROI-Planning-Guide.pdf';
