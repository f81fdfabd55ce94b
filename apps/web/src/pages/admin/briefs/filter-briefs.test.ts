import type { AdminBid, AdminBrief } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { filterBids, filterBriefs } from './filter-briefs.js';

function brief(overrides: Partial<AdminBrief>): AdminBrief {
  return {
    id: 'b1',
    createdAt: '2026-03-01T10:00:00.000Z',
    companyName: 'Acme Foods',
    contactPerson: 'Asha Rao',
    email: 'asha@acme.example',
    exhibitionName: 'AAHAR',
    city: 'New Delhi',
    endDate: '2026-04-12',
    invited: 3,
    bids: 1,
    awardedVendorName: null,
    ...overrides,
  };
}

function bid(overrides: Partial<AdminBid>): AdminBid {
  const lines = { structure: 100000, graphics: 0, furniture: 0, avElectrical: 0, labour: 0, transport: 0 };
  return {
    id: 'x1',
    vendorId: 'v1',
    vendorName: 'Deccan Displays',
    lines,
    total: 100000,
    timelineDays: 10,
    inclusions: [],
    exclusions: [],
    validUntil: '2026-04-01',
    note: null,
    revision: 1,
    submittedAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    status: 'open',
    briefId: 'b1',
    exhibitionName: 'AAHAR',
    companyName: 'Acme Foods',
    ...overrides,
  };
}

const briefs = [
  brief({ id: 'b1' }),
  brief({
    id: 'b2',
    companyName: 'Blue Tea',
    contactPerson: 'Ravi',
    email: 'ravi@bluetea.example',
    exhibitionName: 'IITF',
    city: 'Mumbai',
    awardedVendorName: 'Expo Works',
  }),
];
const bids = [bid({ id: 'x1' }), bid({ id: 'x2', vendorName: 'Expo Works', companyName: 'Blue Tea', exhibitionName: 'IITF', status: 'not-awarded' })];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((item) => item.id);

describe('filterBriefs', () => {
  it('keeps every brief, in order, for a blank search', () => {
    expect(ids(filterBriefs(briefs, '  '))).toEqual(['b1', 'b2']);
  });

  it('matches company, contact, e-mail, show, city and awarded builder ignoring case', () => {
    expect(ids(filterBriefs(briefs, 'acme'))).toEqual(['b1']);
    expect(ids(filterBriefs(briefs, 'RAVI'))).toEqual(['b2']);
    expect(ids(filterBriefs(briefs, 'bluetea.example'))).toEqual(['b2']);
    expect(ids(filterBriefs(briefs, 'aahar'))).toEqual(['b1']);
    expect(ids(filterBriefs(briefs, ' delhi '))).toEqual(['b1']);
    expect(ids(filterBriefs(briefs, 'expo works'))).toEqual(['b2']);
  });

  it('finds nothing for words no brief shows', () => {
    expect(filterBriefs(briefs, 'nowhere')).toEqual([]);
  });
});

describe('filterBids', () => {
  it('matches builder, show, company and the status as shown', () => {
    expect(ids(filterBids(bids, 'deccan'))).toEqual(['x1']);
    expect(ids(filterBids(bids, 'iitf'))).toEqual(['x2']);
    expect(ids(filterBids(bids, 'acme'))).toEqual(['x1']);
    expect(ids(filterBids(bids, 'not awarded'))).toEqual(['x2']);
    expect(ids(filterBids(bids, ''))).toEqual(['x1', 'x2']);
  });
});
