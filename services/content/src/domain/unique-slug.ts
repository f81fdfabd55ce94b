import { BLOG_SLUG_MAX } from '@stallplan/contracts';

function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  // The suffix must survive the length limit, so the base gives way (and loses a hyphen left at its end).
  return `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * The first free slug for `base` (the title's slug by the contract's `slugify`, see docs/marketplace.md#writing-articles): `base` itself,
 * then `base-2`, `base-3`, … A slug, once given, never changes, so edits do not come here.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** The longest suffix `uniqueSlug` could add: a hyphen and ten digits. */
const MAX_SUFFIX_LENGTH = 11;

/**
 * An anchored pattern matching every slug `uniqueSlug` could collide with for `base`: they all start
 * with the part of `base` that a suffix never cuts off.
 */
export function slugFamilyPattern(base: string): RegExp {
  const stem = base.slice(0, BLOG_SLUG_MAX - MAX_SUFFIX_LENGTH).replace(/-+$/, '');
  return new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
