import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage } from './plain-text.js';

/**
 * A list of short texts entered one by one (specialties, services, keywords): each entry trimmed,
 * blank entries dropped and repeats removed, as the vendor form does when it adds them (see docs/marketplace.md#vendor-form).
 */
export function textList(what: string, maxItems: number, maxLength = 100) {
  return z
    .array(
      z
        .string({ error: `${what} must be a list of texts.` })
        .trim()
        .max(maxLength, `${what}: each entry must be at most ${maxLength} characters.`)
        .refine((text) => !hasHiddenCharacters(text), hiddenCharactersMessage(`${what}: each entry`)),
      { error: `${what} must be a list of texts.` },
    )
    .max(maxItems, `${what}: at most ${maxItems} entries.`)
    .default([])
    .transform((values) => [...new Set(values.filter((value) => value !== ''))]);
}
