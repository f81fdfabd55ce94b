import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, slugify } from '@stallplan/contracts';
import { slugFamilyPattern, uniqueSlug } from './unique-slug.js';

describe('uniqueSlug', () => {
  it('keeps a free slug as it is', () => {
    expect(uniqueSlug('stall-budget', new Set(['other']))).toBe('stall-budget');
  });

  it('adds -2, -3, … on collision', () => {
    expect(uniqueSlug('stall-budget', new Set(['stall-budget']))).toBe('stall-budget-2');
    expect(uniqueSlug('stall-budget', new Set(['stall-budget', 'stall-budget-2', 'stall-budget-3']))).toBe('stall-budget-4');
    expect(uniqueSlug('stall-budget', new Set(['stall-budget', 'stall-budget-3']))).toBe('stall-budget-2');
  });

  it('shortens a long slug so the suffix fits the limit', () => {
    const base = slugify(`${'a'.repeat(198)} b`);
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug).toMatch(/^a+-2$/);
  });
});

describe('slugFamilyPattern', () => {
  it('matches the slug and its suffixed forms, and nothing that starts differently', () => {
    const pattern = slugFamilyPattern('stall-budget');
    expect(pattern.test('stall-budget')).toBe(true);
    expect(pattern.test('stall-budget-12')).toBe(true);
    expect(pattern.test('my-stall-budget')).toBe(false);
  });

  it('matches the shortened forms of a long slug', () => {
    const base = slugify('b'.repeat(200));
    const taken = new Set([base]);
    const second = uniqueSlug(base, taken);
    expect(slugFamilyPattern(base).test(second)).toBe(true);
  });
});
