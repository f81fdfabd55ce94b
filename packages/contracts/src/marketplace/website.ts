import { z } from 'zod';
import { documentedInput } from '../http/define-routes.js';

export const WEBSITE_MAX_LENGTH = 300;

// `http://`, `https://`, `ftp://`: any scheme followed by `//`.
const PROTOCOL = /^[a-z][a-z0-9+.-]*:\/\//;

/**
 * Website normalisation (see docs/marketplace.md#vendor-form): text with a dot and no space is lowercased, loses any
 * protocol and gains `https://www.`, or only `https://` when it already starts with `www.`.
 * Adding `www.` is what makes
 * `example.com` and `www.example.com` end up the same. Anything else (still being typed, or not a
 * web address) is returned as it is. Running it twice changes nothing, so the form can apply it
 * on every keystroke and on blur.
 */
export function normalizeWebsite(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.includes('.') || /\s/.test(trimmed)) return text;
  const bare = trimmed.toLowerCase().replace(PROTOCOL, '');
  return bare.startsWith('www.') ? `https://${bare}` : `https://www.${bare}`;
}

/** A link the screens can put in an `href` without risk: http(s), a dotted host, no credentials. */
function isSafeWebAddress(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && url.username === '' && url.password === '';
}

/** An optional website: blank is unset, the rest is normalised and must then be a web address. */
export const optionalWebsiteSchema = documentedInput(
  z.preprocess(
    (value) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      return typeof value === 'string' ? normalizeWebsite(value.trim()) : value;
    },
    z
      .string({ error: 'Website must be text.' })
      .max(WEBSITE_MAX_LENGTH, `Website must be at most ${WEBSITE_MAX_LENGTH} characters.`)
      .refine(isSafeWebAddress, 'Website must be a web address such as www.example.com.')
      .optional(),
  ),
  (generated) => ({
    ...generated,
    nullable: true,
    example: 'www.example.com',
    'x-stallplan-rule': 'web-address',
    description:
      'A web address such as www.example.com or https://example.com (http or https, a host with a dot, no user name); blank or null counts as not given.',
  }),
);
