import { describe, expect, it } from 'vitest';
import { fixtureBid, fixtureComparison } from '../../../test/fixtures/comparison-fixture.js';
import { awardedBuilderName, comparisonColumns, versusEstimateText } from './comparison-marks.js';

describe('comparisonColumns', () => {
  it('marks the cheapest and fastest bids and the lowest and highest price per line', () => {
    // Alpha: 1,40,000 in 10 days; Beta: 1,50,000 in 7 days; the estimate is 1,40,000.
    const [alpha, beta] = comparisonColumns(fixtureComparison());
    expect(alpha?.badges).toEqual(['cheapest']);
    expect(beta?.badges).toEqual(['fastest']);
    expect(alpha?.lineMarks).toMatchObject({ structure: 'highest', graphics: 'lowest', furniture: null, labour: null });
    expect(beta?.lineMarks).toMatchObject({ structure: 'lowest', graphics: 'highest' });
    expect(alpha?.versusEstimatePct).toBe(0);
    expect(beta?.versusEstimatePct).toBe(7);
  });

  it('gives a lone bid no Cheapest or Fastest badge and no line marks', () => {
    const [only] = comparisonColumns(fixtureComparison({ bids: [fixtureBid('a', 'Alpha Exhibits', [100_000, 0, 0, 0, 0, 0], 5)] }));
    expect(only?.badges).toEqual([]);
    expect(Object.values(only?.lineMarks ?? {})).toEqual([null, null, null, null, null, null]);
  });

  it('adds Awarded to the chosen bid, and reads no percentages without an estimate', () => {
    const comparison = fixtureComparison({
      awardedBidId: 'b',
      estimate: { lines: { structure: 0, graphics: 0, furniture: 0, avElectrical: 0, labour: 0, transport: 0 }, total: 0 },
    });
    const [alpha, beta] = comparisonColumns(comparison);
    expect(beta?.badges).toEqual(['fastest', 'awarded']);
    expect(alpha?.versusEstimatePct).toBeNull();
    expect(awardedBuilderName(comparison)).toBe('Beta Stalls');
    expect(awardedBuilderName(fixtureComparison())).toBeNull();
  });

  it('has no columns without bids', () => {
    expect(comparisonColumns(fixtureComparison({ bids: [] }))).toEqual([]);
  });
});

describe('versusEstimateText', () => {
  it('says above, below or the same', () => {
    expect(versusEstimateText(12)).toBe('12% above estimate');
    expect(versusEstimateText(-4)).toBe('4% below estimate');
    expect(versusEstimateText(0)).toBe('Same as estimate');
    expect(versusEstimateText(null)).toBeNull();
  });
});
