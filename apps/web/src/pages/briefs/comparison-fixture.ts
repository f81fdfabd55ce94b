import { briefComparisonSchema, type BriefComparison } from '@stallplan/contracts';

type Lines = [number, number, number, number, number, number];

/** A bid as the service would list it, priced line by line, for the tests of this page's helpers. */
export function fixtureBid(id: string, vendorName: string, [structure, graphics, furniture, avElectrical, labour, transport]: Lines, timelineDays: number) {
  const lines = { structure, graphics, furniture, avElectrical, labour, transport };
  return {
    id,
    vendorId: `v-${id}`,
    vendorName,
    lines,
    total: Object.values(lines).reduce((sum, value) => sum + value, 0),
    timelineDays,
    inclusions: [],
    exclusions: [],
    validUntil: '2027-01-15',
    note: null,
    revision: 1,
    submittedAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    status: 'open' as const,
  };
}

/** A brief for IMTEX (20 to 22 Jan 2027) with three invited builders and the given bids. */
export function fixtureComparison(overrides: Partial<BriefComparison> = {}): BriefComparison {
  const bids = overrides.bids ?? [fixtureBid('a', 'Alpha Exhibits', [100_000, 20_000, 0, 10_000, 10_000, 0], 10), fixtureBid('b', 'Beta Stalls', [90_000, 40_000, 0, 10_000, 10_000, 0], 7)];
  return briefComparisonSchema.parse({
    brief: {
      briefId: 'brief-1',
      companyName: 'Acme Pumps',
      event: { exhibitionName: 'IMTEX 2027', city: 'Bangalore', startDate: '2027-01-20', endDate: '2027-01-22' },
      design: { area: 18 },
      areaSqm: 18,
      budget: null,
      notes: null,
      bidsCloseAt: '2027-01-10T18:30:00.000Z',
      status: 'open',
    },
    invitations: [
      { vendorId: 'v-a', vendorName: 'Alpha Exhibits', status: 'bid' },
      { vendorId: 'v-b', vendorName: 'Beta Stalls', status: 'bid' },
      { vendorId: 'v-c', vendorName: 'Gamma Builders', status: 'invited' },
    ],
    bids,
    estimate: { lines: { structure: 95_000, graphics: 25_000, furniture: 0, avElectrical: 10_000, labour: 10_000, transport: 0 }, total: 140_000 },
    awardedBidId: null,
    canReview: false,
    review: null,
    ...overrides,
  });
}
