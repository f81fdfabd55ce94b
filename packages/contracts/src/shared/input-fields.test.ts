import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { optionalDate, optionalNumber, optionalText, optionalWholeNumber, REAL_DATE, requiredDate, requiredText, wholeNumberOrZero } from './input-fields.js';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('number fields', () => {
  const size = optionalNumber('Booth size', 0, 1000);
  const team = optionalWholeNumber('Team size', 1, 50);
  const area = wholeNumberOrZero('Booth area', 1000);

  it('read numbers and numeric text, and count blank as not given', () => {
    expect(size.parse(12.5)).toBe(12.5);
    expect(size.parse(' 40 ')).toBe(40);
    expect(size.parse('1e2')).toBe(100);
    expect(size.parse('')).toBeUndefined();
    expect(size.parse(null)).toBeUndefined();
    expect(size.parse(undefined)).toBeUndefined();
    expect(area.parse('')).toBe(0);
    expect(area.parse(undefined)).toBe(0);
  });

  it('refuse what is not a number with a sentence, never dropping it', () => {
    for (const value of ['abc', '12 sqm', true, {}, [], '0x10']) {
      expect(messageOf(size, value), JSON.stringify(value)).toBe('Booth size must be a number.');
      expect(messageOf(area, value), JSON.stringify(value)).toBe('Booth area must be a number.');
    }
  });

  it('refuse values that are not finite', () => {
    expect(messageOf(size, Number.POSITIVE_INFINITY)).toBe('Booth size must be a finite number.');
    expect(messageOf(size, JSON.parse('1e309'))).toBe('Booth size must be a finite number.');
    expect(messageOf(size, Number.NaN)).toBe('Booth size must be a finite number.');
    expect(messageOf(size, '1e309')).toBe('Booth size must be a finite number.');
  });

  it('refuse fractions where a whole number is meant', () => {
    expect(messageOf(team, 2.5)).toBe('Team size must be a whole number.');
    expect(messageOf(team, '2.5')).toBe('Team size must be a whole number.');
    expect(messageOf(area, 12.9)).toBe('Booth area must be a whole number.');
    expect(team.parse('3')).toBe(3);
  });

  it('refuse values outside the range, negative ones included', () => {
    expect(messageOf(area, -500)).toBe('Booth area cannot be negative.');
    expect(messageOf(size, -1)).toBe('Booth size cannot be negative.');
    expect(messageOf(team, 0)).toBe('Team size must be at least 1.');
    expect(messageOf(size, 1001)).toBe('Booth size must be at most 1,000.');
  });
});

describe('text fields', () => {
  const name = requiredText('Vendor name', 100);
  const note = optionalText('Notes', 2000, { multiline: true });

  it('refuse control and text-direction characters in a single line', () => {
    expect(messageOf(name, 'Acme\u0000 Stalls')).toBe('Vendor name must be a single line without control or text-direction characters.');
    expect(messageOf(name, 'Acme \u202eslatS')).toBe('Vendor name must be a single line without control or text-direction characters.');
    expect(messageOf(name, 'Acme\u2066 Stalls')).toBe('Vendor name must be a single line without control or text-direction characters.');
    expect(messageOf(name, 'Acme\nStalls')).toBe('Vendor name must be a single line without control or text-direction characters.');
    // The Unicode line and paragraph separators break a line as a newline does.
    expect(messageOf(name, 'Acme\u2028Stalls')).toBe('Vendor name must be a single line without control or text-direction characters.');
    expect(messageOf(name, 'Acme\u2029Stalls')).toBe('Vendor name must be a single line without control or text-direction characters.');
    expect(name.parse('  Acme Stalls  ')).toBe('Acme Stalls');
    expect(name.parse('शर्मा डिस्प्ले')).toBe('शर्मा डिस्प्ले');
  });

  it('keep line breaks in paragraphs, but nothing hidden', () => {
    expect(note.parse('Line one\nLine two\tend')).toBe('Line one\nLine two\tend');
    expect(messageOf(note, 'Line one\u0007')).toBe('Notes cannot contain control or text-direction characters.');
    expect(messageOf(note, 'abc\u202e')).toBe('Notes cannot contain control or text-direction characters.');
  });
});

describe('date fields', () => {
  /** Every day from 1899 to 2401 as the calendar has it, and the ones it has not. */
  it('state in their pattern exactly the days of the calendar', () => {
    for (let day = Date.UTC(1899, 0, 1); day < Date.UTC(2401, 0, 1); day += 86_400_000) {
      const text = new Date(day).toISOString().slice(0, 10);
      if (!REAL_DATE.test(text)) expect.fail(`${text} is a day`);
    }
    for (const text of ['2026-02-29', '2100-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32']) {
      expect(REAL_DATE.test(text), text).toBe(false);
    }
    for (const text of ['2028-02-29', '2000-02-29', '2400-02-29', '2026-12-31']) expect(REAL_DATE.test(text), text).toBe(true);
  });

  it('take a real day, ignore a time after it, and say which rule a value broke', () => {
    const travel = optionalDate('Departure date');
    const setup = requiredDate('Setup date');
    expect(travel.parse('2027-01-20T10:00')).toBe('2027-01-20');
    expect(travel.parse('')).toBeUndefined();
    expect(setup.parse('2028-02-29')).toBe('2028-02-29');
    expect(messageOf(travel, '2027-02-29')).toBe('Departure date is not a real date.');
    expect(messageOf(travel, '20 Jan')).toBe('Departure date must be a date in the form YYYY-MM-DD.');
    expect(messageOf(setup, '')).toBe('Setup date is required.');
    expect(messageOf(setup, null)).toBe('Setup date is required.');
    expect(messageOf(setup, '2027-04-31')).toBe('Setup date is not a real date.');
  });
});
