import { z } from 'zod';
import { errorResponseSchema } from '../envelope.js';

/**
 * Every vendor and blog article carries a version: 1 when it is created, one more on every write.
 * An answer gives it in the body and as the `ETag` header; a write may send it back as `If-Match`,
 * and is refused with 412 when the record changed since, so an editor never overwrites a change it
 * has not seen. Records stored before versions existed count as version 1.
 */
export const FIRST_VERSION = 1;

export const recordVersionSchema = z.number().int().min(FIRST_VERSION);
export type RecordVersion = z.infer<typeof recordVersionSchema>;

export const IF_MATCH_HEADER = 'if-match';
export const ETAG_HEADER = 'etag';

/** The ETag of a version: a strong entity tag, `"3"`. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/** The largest version an `If-Match` may name; far beyond any record's edits, and a safe integer. */
const VERSION_MAX = 1_000_000_000;

/** `unmatched`: a well-formed entity tag that names no version a record can have (`"0"`, `"draft"`). */
export type IfMatch = { kind: 'absent' } | { kind: 'any' } | { kind: 'version'; version: number } | { kind: 'unmatched' } | { kind: 'invalid' };

/** One entity tag (RFC 9110, section 8.8.3): optionally weak, its characters quoted. */
const ENTITY_TAG = /^(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/**
 * Reads an `If-Match` header: `"3"` (the ETag as sent), `3` (the bare number, for hand-made calls)
 * or `*` (any version). A weak tag `W/"3"` is read as its version: a version names one exact state.
 * A well-formed tag that names no version is `unmatched`: the write is refused with 412 as for a
 * version that is no longer current (RFC 9110: a failed precondition), not with 400.
 */
export function parseIfMatch(header: string | readonly string[] | undefined): IfMatch {
  if (header === undefined) return { kind: 'absent' };
  const text = (typeof header === 'string' ? header : header.join(',')).trim();
  if (text === '') return { kind: 'absent' };
  if (text === '*') return { kind: 'any' };
  const tag = ENTITY_TAG.exec(text)?.[1] ?? (/^\d+$/.test(text) ? text : undefined);
  if (tag === undefined) return { kind: 'invalid' };
  const version = /^\d{1,10}$/.test(tag) ? Number(tag) : Number.NaN;
  if (!Number.isSafeInteger(version) || version < FIRST_VERSION || version > VERSION_MAX) return { kind: 'unmatched' };
  return { kind: 'version', version };
}

export const INVALID_IF_MATCH_MESSAGE = 'If-Match must be the version you loaded, such as "3".';
export const STALE_VENDOR_MESSAGE = 'This vendor was changed by someone else since you opened it.';
export const STALE_BLOG_MESSAGE = 'This article was changed by someone else since you opened it.';

/** 412: the record moved on; nothing was written, and `currentVersion` says where it now stands. */
export const staleVersionResponseSchema = errorResponseSchema.extend({ currentVersion: recordVersionSchema });
export type StaleVersionResponse = z.infer<typeof staleVersionResponseSchema>;
