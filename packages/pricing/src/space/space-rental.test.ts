import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPACE_POSITION_PREMIUMS, spaceRental, spaceTariffFor, type SpacePosition } from './space-rental.js';

describe('spaceRental', () => {
  it('charges inline space with no premium', () => {
    // 18 m² × ₹10,000 = 180,000; inline +0% = 0; subtotal 180,000; GST 18% = 32,400; total 212,400.
    expect(spaceRental({ areaSqm: 18, tariffPerSqm: 10_000, position: 'inline' })).toEqual({
      base: 180_000,
      openSidePremium: 0,
      premiumRate: 0,
      subtotal: 180_000,
      gst: 32_400,
      total: 212_400,
    });
  });

  it('adds 10% for a corner', () => {
    // 180,000 × 10% = 18,000; subtotal 198,000; GST 198,000 × 18% = 35,640; total 233,640.
    expect(spaceRental({ areaSqm: 18, tariffPerSqm: 10_000, position: 'corner' })).toEqual({
      base: 180_000,
      openSidePremium: 18_000,
      premiumRate: 0.1,
      subtotal: 198_000,
      gst: 35_640,
      total: 233_640,
    });
  });

  it('adds 15% for a peninsula', () => {
    // 180,000 × 15% = 27,000; subtotal 207,000; GST 207,000 × 18% = 37,260; total 244,260.
    expect(spaceRental({ areaSqm: 18, tariffPerSqm: 10_000, position: 'peninsula' })).toEqual({
      base: 180_000,
      openSidePremium: 27_000,
      premiumRate: 0.15,
      subtotal: 207_000,
      gst: 37_260,
      total: 244_260,
    });
  });

  it('adds 20% for an island of built-up space', () => {
    // 36 m² × ₹11,500 = 414,000; +20% = 82,800; subtotal 496,800; GST 496,800 × 18% = 89,424; total 586,224.
    expect(spaceRental({ areaSqm: 36, tariffPerSqm: 11_500, position: 'island' })).toEqual({
      base: 414_000,
      openSidePremium: 82_800,
      premiumRate: 0.2,
      subtotal: 496_800,
      gst: 89_424,
      total: 586_224,
    });
  });

  it('rounds each line once and keeps the total the sum of the lines', () => {
    // 9.5 m² × ₹6,500 = 61,750; corner 61,750 × 10% = 6,175; subtotal 67,925;
    // GST 67,925 × 18% = 12,226.5 → 12,227; total 67,925 + 12,227 = 80,152.
    expect(spaceRental({ areaSqm: 9.5, tariffPerSqm: 6500, position: 'corner' })).toMatchObject({
      base: 61_750,
      openSidePremium: 6175,
      subtotal: 67_925,
      gst: 12_227,
      total: 80_152,
    });
  });

  it('takes another GST rate', () => {
    // 20 m² × ₹7,500 = 150,000; inline; GST 5% = 7,500; total 157,500.
    expect(spaceRental({ areaSqm: 20, tariffPerSqm: 7500, position: 'inline', gstRate: 0.05 })).toMatchObject({ gst: 7500, total: 157_500 });
    expect(spaceRental({ areaSqm: 20, tariffPerSqm: 7500, position: 'inline', gstRate: 0 })).toMatchObject({ gst: 0, total: 150_000 });
  });

  it('counts a bad area or tariff as 0 and refuses a GST rate outside 0–1', () => {
    expect(spaceRental({ areaSqm: -5, tariffPerSqm: 10_000, position: 'island' }).total).toBe(0);
    expect(spaceRental({ areaSqm: 18, tariffPerSqm: Number.NaN, position: 'corner' }).total).toBe(0);
    expect(() => spaceRental({ areaSqm: 18, tariffPerSqm: 10_000, position: 'inline', gstRate: 18 })).toThrow(RangeError);
    expect(() => spaceRental({ areaSqm: 18, tariffPerSqm: 10_000, position: 'inline', gstRate: -0.1 })).toThrow(RangeError);
  });

  it('names the open sides of every position', () => {
    expect(Object.fromEntries(Object.entries(SPACE_POSITION_PREMIUMS).map(([position, { openSides }]) => [position, openSides]))).toEqual({
      inline: 1,
      corner: 2,
      peninsula: 3,
      island: 4,
    });
  });

  it('always adds up: subtotal = base + premium and total = subtotal + GST, in whole rupees', () => {
    const position = fc.constantFrom<SpacePosition>('inline', 'corner', 'peninsula', 'island');
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 2000, noNaN: true }),
        fc.integer({ min: -1000, max: 50_000 }),
        position,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (areaSqm, tariffPerSqm, spot, gstRate) => {
          const rental = spaceRental({ areaSqm, tariffPerSqm, position: spot, gstRate });
          expect(rental.subtotal).toBe(rental.base + rental.openSidePremium);
          expect(rental.total).toBe(rental.subtotal + rental.gst);
          for (const amount of [rental.base, rental.openSidePremium, rental.gst]) {
            expect(Number.isInteger(amount) && amount >= 0).toBe(true);
          }
        },
      ),
    );
  });
});

describe('spaceTariffFor', () => {
  const eventTariff = { rawPerSqm: 12_000, builtUpPerSqm: 14_000 };

  it('lets a rate above 0 override everything else', () => {
    expect(spaceTariffFor({ boothType: 'raw_space', eventTariff, city: 'Mumbai', overridePerSqm: 9000 })).toEqual({
      perSqm: 9000,
      source: 'override',
      note: 'The rate you entered: ₹9,000 per m².',
    });
  });

  it("uses the event's rate for the booth type when there is no override", () => {
    expect(spaceTariffFor({ boothType: 'raw_space', eventTariff, overridePerSqm: 0 })).toMatchObject({ perSqm: 12_000, source: 'event' });
    expect(spaceTariffFor({ boothType: 'shell_scheme', eventTariff, venueType: 'premium' })).toEqual({
      perSqm: 14_000,
      source: 'event',
      note: "The event's published rate for shell scheme: ₹14,000 per m².",
    });
  });

  it('falls back to the typical figure when the event rate for the type is blank', () => {
    expect(spaceTariffFor({ boothType: 'shell_scheme', eventTariff: { rawPerSqm: 12_000, builtUpPerSqm: 0 }, city: 'Hyderabad' })).toMatchObject({
      perSqm: 11_500,
      source: 'default',
    });
  });

  it('prices raw and built-up space by city tier', () => {
    expect(spaceTariffFor({ boothType: 'raw_space', city: 'Mumbai' })).toEqual({
      perSqm: 10_000,
      source: 'default',
      note: "Typical for raw space in a metro city: ₹10,000 per m². An estimate, not the organiser's price. Metro rates apply in Delhi, Mumbai, Bangalore, Chennai, Hyderabad, Kolkata, Pune, Ahmedabad, Gurugram, Noida and Greater Noida.",
    });
    expect(spaceTariffFor({ boothType: 'raw_space', city: '  GREATER NOIDA ' }).perSqm).toBe(10_000);
    expect(spaceTariffFor({ boothType: 'raw_space', city: 'Jaipur' }).perSqm).toBe(6500);
    expect(spaceTariffFor({ boothType: 'shell_scheme', city: 'Bengaluru' }).perSqm).toBe(11_500);
    expect(spaceTariffFor({ boothType: 'shell_scheme', city: 'Jaipur' }).perSqm).toBe(7500);
    expect(spaceTariffFor({ boothType: 'shell_scheme' }).perSqm).toBe(7500);
  });

  it('moves the typical figure by venue type', () => {
    // Shell scheme, New Delhi, premium: 11,500 × 1.2 = 13,800.
    expect(spaceTariffFor({ boothType: 'shell_scheme', city: 'New Delhi', venueType: 'premium' })).toEqual({
      perSqm: 13_800,
      source: 'default',
      note: "Typical for shell scheme in a metro city (premium venue, +20%): ₹13,800 per m². An estimate, not the organiser's price. Metro rates apply in Delhi, Mumbai, Bangalore, Chennai, Hyderabad, Kolkata, Pune, Ahmedabad, Gurugram, Noida and Greater Noida.",
    });
    // Raw space, Chennai, hotel: 10,000 × 1.1 = 11,000.
    expect(spaceTariffFor({ boothType: 'raw_space', city: 'Chennai', venueType: 'hotel_conference' }).perSqm).toBe(11_000);
    // Raw space, Indore, outdoor: 6,500 × 0.7 = 4,550.
    expect(spaceTariffFor({ boothType: 'raw_space', city: 'Indore', venueType: 'outdoor' })).toMatchObject({
      perSqm: 4550,
      note: "Typical for raw space in other cities (outdoor venue, −30%): ₹4,550 per m². An estimate, not the organiser's price. Metro rates apply in Delhi, Mumbai, Bangalore, Chennai, Hyderabad, Kolkata, Pune, Ahmedabad, Gurugram, Noida and Greater Noida.",
    });
    // Shell scheme, Pune, outdoor: 11,500 × 0.7 = 8,050.
    expect(spaceTariffFor({ boothType: 'shell_scheme', city: 'Pune', venueType: 'outdoor' }).perSqm).toBe(8050);
    expect(spaceTariffFor({ boothType: 'raw_space', city: 'Pune', venueType: 'convention_center' }).perSqm).toBe(10_000);
    expect(spaceTariffFor({ boothType: 'raw_space', city: 'Pune', venueType: 'toString' }).perSqm).toBe(10_000);
  });
});
