import { describe, expect, it } from 'vitest';
import { hashText, SeededRandom } from './seeded-random.js';

describe('SeededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: string) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw('flights:BOM-DEL:2026-12-01')).toEqual(draw('flights:BOM-DEL:2026-12-01'));
    expect(draw('flights:BOM-DEL:2026-12-01')).not.toEqual(draw('flights:BOM-DEL:2026-12-02'));
  });

  it('keeps every draw in its range', () => {
    const random = new SeededRandom(7);
    for (let i = 0; i < 2_000; i += 1) {
      const unit = random.next();
      expect(unit).toBeGreaterThanOrEqual(0);
      expect(unit).toBeLessThan(1);
      const whole = random.int(3, 5);
      expect([3, 4, 5]).toContain(whole);
      const between = random.between(1.5, 2.5);
      expect(between).toBeGreaterThanOrEqual(1.5);
      expect(between).toBeLessThan(2.5);
    }
  });

  it('reaches both ends of an integer range and follows weights', () => {
    const random = new SeededRandom('spread');
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
    const picks = Array.from({ length: 4_000 }, () =>
      random.weighted([
        ['often', 0.9],
        ['rarely', 0.1],
      ] as const),
    );
    const often = picks.filter((pick) => pick === 'often').length / picks.length;
    expect(often).toBeGreaterThan(0.85);
    expect(often).toBeLessThan(0.95);
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const shuffled = new SeededRandom('shuffle').shuffled(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses to pick from nothing', () => {
    expect(() => new SeededRandom(1).pick([])).toThrow(RangeError);
  });
});

describe('hashText', () => {
  it('is a stable unsigned 32-bit number', () => {
    expect(hashText('BOM-DEL')).toBe(hashText('BOM-DEL'));
    expect(hashText('BOM-DEL')).not.toBe(hashText('DEL-BOM'));
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('x')).toBeGreaterThanOrEqual(0);
  });
});
