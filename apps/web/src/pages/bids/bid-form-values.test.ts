import { bidSchema, type Bid } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { bidFieldOf, bidFormSchema, bidFormValuesOf, bidSavedMessage, liveBidTotal, type BidFormValues } from './bid-form-values.js';

const brief = { event: { exhibitionName: 'IMTEX 2027', city: 'Bangalore', startDate: '2027-01-20', endDate: '2027-01-22' } };

const savedBid: Bid = bidSchema.parse({
  id: 'bid-1',
  vendorId: 'v-1',
  vendorName: 'Garden City Stall Crafts',
  lines: { structure: 150_000, graphics: 40_000, furniture: 25_000, avElectrical: 30_000, labour: 20_000, transport: 0 },
  total: 265_000,
  timelineDays: 6,
  inclusions: ['Carpet', 'Fascia name board'],
  exclusions: ['Hall power charges'],
  validUntil: '2027-01-15',
  note: null,
  revision: 2,
  submittedAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-03T10:00:00.000Z',
  status: 'open',
});

function filled(overrides: Partial<BidFormValues> = {}): BidFormValues {
  return {
    lines: { structure: '1,50,000', graphics: '40000', furniture: '', avElectrical: '₹ 30,000', labour: '20,000', transport: '' },
    timelineDays: '6',
    inclusions: ['Carpet'],
    exclusions: [],
    validUntil: '2027-01-15',
    note: '  Includes one site visit.  ',
    ...overrides,
  };
}

describe('bidFormValuesOf', () => {
  it('starts a first bid blank, valid until the show starts', () => {
    const values = bidFormValuesOf(null, brief);
    expect(values.lines.structure).toBe('');
    expect(values.validUntil).toBe('2027-01-20');
    expect(values.inclusions).toEqual([]);
  });

  it('fills a revision from the saved bid, amounts grouped the Indian way', () => {
    const values = bidFormValuesOf(savedBid, brief);
    expect(values.lines).toEqual({ structure: '1,50,000', graphics: '40,000', furniture: '25,000', avElectrical: '30,000', labour: '20,000', transport: '0' });
    expect(values).toMatchObject({
      timelineDays: '6',
      inclusions: ['Carpet', 'Fascia name board'],
      exclusions: ['Hall power charges'],
      validUntil: '2027-01-15',
      note: '',
    });
  });

  it('round-trips: a saved bid’s values give back the same bid input', () => {
    const input = bidFormSchema.parse(bidFormValuesOf(savedBid, brief));
    expect(input).toEqual({
      lines: savedBid.lines,
      timelineDays: 6,
      inclusions: savedBid.inclusions,
      exclusions: savedBid.exclusions,
      validUntil: '2027-01-15',
      note: undefined,
    });
  });
});

describe('bidFormSchema', () => {
  it('reads grouped amounts, blank lines as 0, and trims the note', () => {
    expect(bidFormSchema.parse(filled())).toEqual({
      lines: { structure: 150_000, graphics: 40_000, furniture: 0, avElectrical: 30_000, labour: 20_000, transport: 0 },
      timelineDays: 6,
      inclusions: ['Carpet'],
      exclusions: [],
      validUntil: '2027-01-15',
      note: 'Includes one site visit.',
    });
  });

  it('puts the contract’s messages on the fields', () => {
    const issues = (values: BidFormValues) => bidFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues(filled({ timelineDays: '', validUntil: '' }))).toEqual([
      ['timelineDays', 'Timeline must be a number of days.'],
      ['validUntil', 'Valid until is required.'],
    ]);
    expect(issues(filled({ lines: { ...filled().lines, graphics: '1500.5', labour: 'a lot' }, timelineDays: '200' }))).toEqual([
      ['lines.graphics', 'Graphics must be a number.'],
      ['lines.labour', 'Labour must be a number.'],
      ['timelineDays', 'Timeline must be at most 180 days.'],
    ]);
    const blank = filled({ lines: { structure: '', graphics: '0', furniture: '', avElectrical: '', labour: '', transport: '' } });
    expect(issues(blank)).toEqual([['lines', 'Give a price for at least one line.']]);
  });
});

describe('liveBidTotal', () => {
  it('adds what can be read and says when a line cannot be', () => {
    expect(liveBidTotal(filled().lines)).toEqual({ total: 240_000, readable: true });
    expect(liveBidTotal({ ...filled().lines, transport: 'ask' })).toEqual({ total: 240_000, readable: false });
    expect(liveBidTotal({})).toEqual({ total: 0, readable: true });
  });
});

describe('bidFieldOf', () => {
  it('names the field a refusal is about', () => {
    expect(bidFieldOf('lines.graphics')).toBe('lines.graphics');
    expect(bidFieldOf('lines')).toBe('lines');
    expect(bidFieldOf('inclusions.3')).toBe('inclusions');
    expect(bidFieldOf('timelineDays')).toBe('timelineDays');
    expect(bidFieldOf('')).toBeNull();
    expect(bidFieldOf('status')).toBeNull();
  });
});

describe('bidSavedMessage', () => {
  it('tells a first bid from a revision', () => {
    expect(bidSavedMessage({ revision: 1 })).toBe('Bid submitted');
    expect(bidSavedMessage({ revision: 3 })).toBe('Bid revised (revision 3)');
  });
});
