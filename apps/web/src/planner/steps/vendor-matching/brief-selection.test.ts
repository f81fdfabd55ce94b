import { MAX_BRIEF_BUILDERS } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { isInBrief, sendBriefLabel, toggleBriefBuilder, type BriefBuilder } from './brief-selection.js';

const builder = (index: number): BriefBuilder => ({ id: `v-${index}`, name: `Builder ${index}` });

describe('toggleBriefBuilder', () => {
  it('adds a builder and takes it out on the second toggle', () => {
    const added = toggleBriefBuilder([], builder(1));
    expect(added).toEqual({ ok: true, chosen: [builder(1)] });
    if (!added.ok) throw new Error('refused');
    expect(isInBrief(added.chosen, 'v-1')).toBe(true);
    expect(toggleBriefBuilder(added.chosen, builder(1))).toEqual({ ok: true, chosen: [] });
  });

  it(`refuses a builder past ${MAX_BRIEF_BUILDERS}, saying why, but still lets one be taken out`, () => {
    const full = Array.from({ length: MAX_BRIEF_BUILDERS }, (_, index) => builder(index));
    expect(toggleBriefBuilder(full, builder(99))).toEqual({ ok: false, message: 'A brief goes to at most 5 builders. Remove one before adding Builder 99.' });
    const removed = toggleBriefBuilder(full, builder(2));
    expect(removed.ok && removed.chosen.map((kept) => kept.id)).toEqual(['v-0', 'v-1', 'v-3', 'v-4']);
  });

  it('keeps only the id and the name of a richer object', () => {
    const result = toggleBriefBuilder([], { ...builder(1), rating: 5 } as BriefBuilder);
    expect(result).toEqual({ ok: true, chosen: [builder(1)] });
  });
});

describe('sendBriefLabel', () => {
  it('counts the builders', () => {
    expect(sendBriefLabel(1)).toBe('Send brief to 1 builder');
    expect(sendBriefLabel(4)).toBe('Send brief to 4 builders');
  });
});
