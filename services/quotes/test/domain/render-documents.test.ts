import { quotePdfRequestSchema, roiGuideRequestSchema, type QuotePdfRequestInput, type RoiGuideRequestInput } from '@stallplan/contracts';
import { SHARE_SOURCES } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { computeQuoteFigures } from '../../src/domain/quote-figures.js';
import type { QuoteShow } from '../../src/domain/quote-show.js';
import { renderQuoteHtml } from '../../src/domain/render-quote-html.js';
import { renderRoiGuideHtml } from '../../src/domain/render-roi-guide-html.js';
import { newQuoteNumber } from '../../src/domain/quote-number.js';
import { htmlText } from '../html-text.js';
import { APEX_BUILDER, DEAL_NUMBERS, IMTEX_PLAN as hand, IMTEX_TARIFF, imtexPlan, quoteRequest } from '../quote-request-fixture.js';

const issuedAt = new Date('2027-01-10T00:00:00Z');
const IMTEX_SHOW: QuoteShow = { name: 'IMTEX', venue: 'Bangalore International Exhibition Centre (BIEC)', city: 'Bangalore', tariff: IMTEX_TARIFF };

function quoteHtml(input: QuotePdfRequestInput, knownShow: QuoteShow | null = IMTEX_SHOW): string {
  const request = quotePdfRequestSchema.parse(input);
  return renderQuoteHtml({ quoteNumber: 'SP-20270110-TEST01', issuedAt, request, figures: computeQuoteFigures(request, knownShow?.tariff ?? null), knownShow });
}

const quoteText = (input: QuotePdfRequestInput, knownShow: QuoteShow | null = IMTEX_SHOW) => htmlText(quoteHtml(input, knownShow));

function guideText(input: RoiGuideRequestInput, knownShow: QuoteShow | null = IMTEX_SHOW): string {
  const request = roiGuideRequestSchema.parse(input);
  return htmlText(renderRoiGuideHtml({ request, figures: computeQuoteFigures(request, knownShow?.tariff ?? null), issuedAt }));
}

describe('quote document: the lines', () => {
  const text = quoteText(imtexPlan('Lines Co'));

  it('prints every line under its category with its basis, amount, GST rate and GST, and each category subtotal', () => {
    expect(text).toContain(
      "Space Space rental (organiser's published rate) Estimate 24 sq m × ₹14,000 per sq m (IMTEX's published rate) ₹3,36,000 18% ₹60,480 Space subtotal ₹3,36,000 ₹60,480",
    );
    expect(text).toContain('Stall design and build Walls Estimate Step 2: 24 sq m × ₹8,500 (Octonorm System) ₹2,04,000 18% ₹36,720');
    expect(text).toContain('Dismantling labour Estimate Step 2: 24 sq m × ₹250 × 1 day ₹6,000 18% ₹1,080 Stall design and build subtotal ₹3,33,700 ₹60,066');
    expect(text).toContain('Travel and stay Flight IndiGo 6E 5123, Mumbai → Bangalore Your choice 06:05 → 07:45, Sat 23 Jan IST; ₹4,500 × 1 traveller');
    expect(text).toContain(
      'Travel allowance, journey home (no flight chosen) Allowance 1 traveller × ₹4,500, the fare of your flight there, on the same route; choose a flight home in step 4 ₹4,500 incl. —',
    );
    // Fares and hotel tariffs carry their taxes: the category has no GST of its own.
    expect(text).toContain(
      'Hotel: Taj Yeshwantpur Your choice 1 room × 3 nights × ₹13,733, tariff with taxes ₹41,199 incl. — Travel and stay subtotal ₹50,199 —',
    );
    expect(text).toContain('Shipping Freight: Gati, Surface express Your choice Your chosen freight offer ₹12,000 18% ₹2,160 Shipping subtotal ₹12,000 ₹2,160');
    expect(text).toContain('Services and marketing Marketing and promotion Estimate');
    expect(text).toContain('Services and marketing subtotal ₹25,000 ₹4,500');
  });

  it('totals before GST, the GST added line by line, and the grand total', () => {
    expect(text).toContain('Subtotal before GST ₹7,56,899 GST, added line by line ₹1,27,206 Grand total (INR) ₹8,84,105');
  });

  it('prices space from the show it is given, never from the rates the browser sent', () => {
    // The browser sent ₹1 per sq m; without a catalogue show Bangalore's typical raw space applies: 24 × 10,000 = 240,000.
    expect(text).not.toContain('₹1 per sq m');
    const typical = quoteText(imtexPlan('No Show Co'), null);
    expect(typical).toContain('24 sq m × ₹10,000 per sq m (typical rate) ₹2,40,000 18% ₹43,200');
  });

  it('shows the notes of what was left out', () => {
    // Step 1's furniture flag is left out: the design prices furniture already.
    const plan = imtexPlan('Notes Co');
    const notes = quoteText({ ...plan, formData: { ...plan.formData, furniture: true } });
    expect(notes).toContain('Notes Furniture hire from step 1 is left out: your stall design already prices furniture.');
  });
});

describe('quote document: the plan', () => {
  it("names the catalogue show's venue and city, never a state code", () => {
    const text = quoteText(imtexPlan('Venue Co'));
    expect(text).toContain('Venue Bangalore International Exhibition Centre (BIEC), Bangalore Exhibition dates');
    expect(text).not.toContain('IN-KA');
    expect(text).not.toContain('IN-MH');
  });

  it("names the plan's venue type and city when the show is not in the catalogue", () => {
    const text = quoteText(quoteRequest('Elsewhere Co'), null);
    expect(text).toContain('Venue Exhibition Hall, New Delhi Exhibition dates 23 November 2026 to 25 November 2026 (3 days)');
    expect(text).not.toContain('IN-DL');
  });

  it('prints flight times as people read them and counts that agree with their nouns', () => {
    const one = quoteText(imtexPlan('Count Co'));
    expect(one).toContain('1 person from Mumbai');
    expect(one).toContain('IndiGo 6E 5123 economy Mumbai → Bangalore 06:05 → 07:45, Sat 23 Jan IST 1h 40m, non-stop ₹4,500');
    expect(one).toContain('3 nights at ₹13,733 a night, ₹41,199 in all');
    expect(one).not.toContain('2027-01-23T06:05');
    const team = quoteText(quoteRequest('Team Co'), null);
    expect(team).toContain('3 people from Mumbai');
    expect(team).toContain('07:10 → 09:25, Sun 22 Nov IST');
    expect(team).toContain('₹6,400 × 3 travellers');
  });

  it('escapes what the user and the catalogue wrote', () => {
    const show: QuoteShow = {
      name: 'Tag & Trade Fair',
      venue: 'Hall <b>A</b> & "B"',
      city: 'Pune',
      tariff: { eventName: 'Tag & Trade Fair', rawPerSqm: 9000, builtUpPerSqm: 10_500 },
    };
    const html = quoteHtml(quoteRequest('<script>alert(1)</script> Co'), show);
    expect(html).toContain('Hall &lt;b&gt;A&lt;/b&gt; &amp; &quot;B&quot;, Pune');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Co');
    expect(html).toContain('India Industrial Expo &lt;2026&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>A');
  });
});

describe('quote document: stall builder', () => {
  it('shows a price the builder gave beside the design estimate, and uses it', () => {
    const text = quoteText(imtexPlan('Builder Co', { selectedVendors: [{ ...APEX_BUILDER, price: 390_000 }] }));
    expect(text).toContain(
      "Stall: the builder's price and StallPlan's estimate Apex Exhibits: listed price (used in this quote) ₹3,90,000 StallPlan's estimate of your stall design ₹3,33,700",
    );
    expect(text).toContain(
      "Apex Exhibits' price is ₹56,300 more than StallPlan's estimate of your stall design. This quote prices the stall at Apex Exhibits' price",
    );
    expect(text).toContain(
      "Stall design and build by Apex Exhibits Builder's price Listed price; replaces the design estimate of ₹3,33,700 ₹3,90,000 18% ₹70,200",
    );
    // 756,899 − 333,700 + 390,000 = 813,199; GST 127,206 − 60,066 + 70,200 = 137,340.
    expect(text).toContain('Subtotal before GST ₹8,13,199 GST, added line by line ₹1,37,340 Grand total (INR) ₹9,50,539');
    expect(text).toContain(
      "Builders' prices (marked \"Builder's price\"): a bid the booth builder made on your brief and you awarded, or the builder's listed price; the builder confirms its own final price. StallPlan's estimate for a builder is marked \"Estimate\" and is never called the builder's price. In this quote: Stall design and build by Apex Exhibits (listed price).",
    );
  });

  it("keeps the design and shows StallPlan's estimate for a builder who gave no price as a comparison, never as its price", () => {
    const text = quoteText(imtexPlan('Estimate Co', { selectedVendors: [APEX_BUILDER] }));
    expect(text).toContain(
      "Stall: StallPlan's estimates Apex Exhibits: StallPlan's estimate for this builder, not a price the builder gave ₹4,13,334 StallPlan's estimate of your stall design (used in this quote) ₹3,33,700",
    );
    expect(text).toContain(
      "This quote prices the stall at StallPlan's estimate of your stall design; StallPlan's estimate for Apex Exhibits is shown for comparison only.",
    );
    expect(text).not.toMatch(/Apex Exhibits'?s? price/);
    expect(text).toContain(`Grand total (INR) ₹8,84,105`);
    expect(text).toContain('Builders\' prices (marked "Builder\'s price")');
    expect(text).toMatch(/Builder's price"\): [^.]+\. [^.]+\. None in this quote\./);
  });

  it("counts StallPlan's estimate for the builder only when the plan picked it, marked as an estimate", () => {
    const text = quoteText(imtexPlan('Picked Co', { selectedVendors: [APEX_BUILDER], stallPricing: 'builder' }));
    expect(text).toContain(
      "Stall design and build by Apex Exhibits (StallPlan's estimate) Estimate StallPlan's estimate of Apex Exhibits' price for your booth",
    );
    expect(text).toContain("This quote prices the stall at StallPlan's estimate for Apex Exhibits, as you chose");
    expect(text).toContain(`Subtotal before GST ₹8,36,533 GST, added line by line ₹1,41,540 Grand total (INR) ₹9,78,073`);
  });

  it('has no comparison without a builder', () => {
    expect(quoteText(imtexPlan('Solo Co'))).not.toContain("Stall: the builder's price");
    expect(quoteText(imtexPlan('Solo Co'))).not.toContain("Stall: StallPlan's estimates");
  });
});

describe('quote document: shares and ROI', () => {
  const text = quoteText(imtexPlan('Shares Co'));

  it('draws the cost chart from the three cards, before GST', () => {
    expect(text).toContain(
      'Cost breakdown (before GST) Booth & Construction ₹6,69,700 (88%) Travel & Hotels ₹50,199 (7%) Shipping, Services & Marketing ₹37,000 (5%)',
    );
  });

  it('checks the budget against typical shares of the subtotal before GST', () => {
    expect(text).toContain("Each part's share of this plan's subtotal before GST, ₹7,56,899");
    for (const share of hand.shareLines) expect(text).toContain(share);
    for (const hint of hand.hints) expect(text).toContain(hint);
    expect(text).toContain(`${hand.threeTimesSentence} This plan is 2.25× its space.`);
    for (const source of SHARE_SOURCES) expect(text).toContain(source.name);
  });

  it("prints the one ROI on the industry's typical figures, saying so", () => {
    expect(text).toContain('Typical for Capital goods and industry');
    expect(text).toContain("Measured on the quote's subtotal before GST, ₹7,56,899");
    expect(text).toContain('Average deal value ₹5,00,000 Gross margin 25% Qualified leads 2 per sq m of booth × 24 sq m Leads that become deals 10%');
    expect(text).toContain(
      'Qualified leads 48 Cost per lead ₹15,769 Expected deals 4.8 Gross profit per deal ₹1,25,000 Expected gross profit ₹6,00,000 Return on investment -20.7%',
    );
    expect(text).toContain('Deals needed to break even: 7 (₹7,56,899 ÷ ₹1,25,000 gross profit per deal, rounded up)');
    // No fixed multiple of spend any more.
    expect(text).not.toMatch(/2\.5 ?(×|times)/);
    expect(text).not.toContain('Expected revenue');
  });

  it("prints the user's own ROI figures as theirs", () => {
    const own = quoteText(imtexPlan('Own Co', { dealRoi: DEAL_NUMBERS }));
    expect(own).toContain('Your own figures.');
    expect(own).toContain('Expected gross profit ₹2,88,000 Return on investment -62.0%');
    expect(own).toContain('Deals needed to break even: 13');
  });
});

describe('quote document: terms', () => {
  const text = quoteText(imtexPlan('Terms Co'));

  it("lists StallPlan's estimates, the user's choices and the builders' prices of this quote", () => {
    expect(text).toContain(
      'StallPlan\'s estimates (marked "Estimate"): typical rates, such as a show\'s published space rate or a typical build, and your stall design priced at StallPlan\'s rates. Allowances (marked "Allowance") stand in for a fare, a hotel or freight not chosen yet.',
    );
    expect(text).toContain(
      "In this quote: Space rental (organiser's published rate); Walls; Flooring; Ceiling; Print area; Branding elements; Furniture rental; Lighting; Installation labour; Dismantling labour; Travel allowance, journey home (no flight chosen); Marketing and promotion.",
    );
    expect(text).toContain(
      'Your own choices (marked "Your choice"): the fares, hotel and freight offer you chose, the prices vendors stated, and the organiser\'s rate you typed.',
    );
    expect(text).toContain('In this quote: Flight IndiGo 6E 5123, Mumbai → Bangalore; Hotel: Taj Yeshwantpur; Freight: Gati, Surface express.');
    expect(text).toContain(
      "Builders' prices (marked \"Builder's price\"): a bid the booth builder made on your brief and you awarded, or the builder's listed price; the builder confirms its own final price. StallPlan's estimate for a builder is marked \"Estimate\" and is never called the builder's price. None in this quote.",
    );
  });

  it('says how GST is added', () => {
    expect(text).toContain(
      'GST is added line by line at 18% and rounded on each line. None is added on air fares and hotel tariffs, which are shown with their taxes included ("incl.").',
    );
  });

  it("counts the organiser's rate the user typed as their choice", () => {
    const plan = imtexPlan('Typed Rate Co');
    const typed = quoteText({ ...plan, stallDesignData: { ...plan.stallDesignData, spaceTariffOverride: 15_000 } });
    // 24 × 15,000 = 360,000.
    expect(typed).toContain("Space rental (your organiser's rate) Your choice 24 sq m × ₹15,000 per sq m (your rate) ₹3,60,000");
    expect(typed).toContain("In this quote: Space rental (your organiser's rate); Flight IndiGo 6E 5123");
  });
});

describe('ROI guide document', () => {
  const text = guideText({ ...imtexPlan('Guide Co'), dealRoi: DEAL_NUMBERS });

  it("measures the investment as the quote's category totals and subtotal before GST", () => {
    expect(text).toContain(
      "Your investment Space 24 sq m × ₹14,000 per sq m (IMTEX's published rate) ₹3,36,000 Stall design and build ₹3,33,700 Travel and stay ₹50,199 Shipping ₹12,000 Services and marketing ₹25,000 Subtotal before GST ₹7,56,899 GST, added line by line ₹1,27,206 Grand total ₹8,84,105 Booth size 24 sq m",
    );
  });

  it("prints the one ROI from the exhibitor's own numbers", () => {
    expect(text).toContain('Your own figures.');
    expect(text).toContain('Average deal value ₹1,50,000 Gross margin 40% Qualified leads 2 per sq m of booth × 24 sq m Leads that become deals 10%');
    expect(text).toContain(
      'Qualified leads 48 Cost per lead ₹15,769 Expected deals 4.8 Gross profit per deal ₹60,000 Expected gross profit ₹2,88,000 Return on investment -62.0%',
    );
    expect(text).toContain('Deals needed to break even: 13 (₹7,56,899 ÷ ₹60,000 gross profit per deal, rounded up)');
    expect(text).toContain('Post-show follow-up');
    for (const gone of ['Expected returns', 'Lead generation', '2.5 times', 'Estimated revenue']) expect(text).not.toContain(gone);
  });

  it('says in words what cannot be worked out', () => {
    const words = guideText({ ...imtexPlan('Words Co'), dealRoi: { averageDealValue: 150_000, grossMarginPct: 0, qualifiedLeads: 0, leadToDealPct: 10 } });
    expect(words).toContain('Qualified leads 0 Leads that become deals');
    expect(words).toContain('Cost per lead None: no qualified leads are expected');
    expect(words).toContain('Deals needed to break even: none (a deal earns no gross profit, so no number of deals pays the show back)');
  });

  it("uses the industry's typical figures when the exhibitor gave none", () => {
    const typical = guideText(imtexPlan('Typical Co'));
    expect(typical).toContain('Typical for Capital goods and industry');
    expect(typical).toContain('Deals needed to break even: 7');
  });
});

describe('documents: dated in India', () => {
  // 02:36 IST on 29 November 2026 is 21:06 UTC on the 28th.
  const earlyMorning = new Date('2026-11-28T21:06:00Z');

  it('dates the quote, its validity and the ROI guide by the day in India', () => {
    const request = quotePdfRequestSchema.parse(imtexPlan('Early Co'));
    const figures = computeQuoteFigures(request, IMTEX_TARIFF);
    const text = htmlText(renderQuoteHtml({ quoteNumber: newQuoteNumber(earlyMorning), issuedAt: earlyMorning, request, figures, knownShow: IMTEX_SHOW }));
    expect(text).toMatch(/Quote number SP-20261129-[A-Z0-9]{6} Date 29 November 2026 Valid until 29 December 2026/);
    expect(text).toContain('valid for 30 days from its date, until 29 December 2026');
    const guideRequest = roiGuideRequestSchema.parse(imtexPlan('Early Co'));
    const guide = htmlText(renderRoiGuideHtml({ request: guideRequest, figures: computeQuoteFigures(guideRequest, IMTEX_TARIFF), issuedAt: earlyMorning }));
    expect(guide).toContain('Date 29 November 2026');
  });
});

describe('quote document: words', () => {
  it('says a hotel’s distance once, as the offer gives it', () => {
    const plan = imtexPlan('Words Co');
    const hotel = { ...plan.selectedHotel!, distance: '0.8 km from BIEC' };
    const text = quoteText({ ...plan, selectedHotel: hotel });
    expect(text).toContain('(0.8 km from BIEC)');
    expect(text).not.toContain('from BIEC from the venue');
    expect(quoteText(plan)).toContain('(9 km from the venue)');
  });
});

describe('quote document: the stall specification', () => {
  it('lists power only when it was ordered and priced', () => {
    expect(quoteText(imtexPlan('No Power Co'))).toContain('Lighting and power LED Lighting; no power ordered');
    const plan = imtexPlan('Power Co');
    const powered = quoteText({ ...plan, stallDesignData: { ...plan.stallDesignData!, powerType: '3_phase' } });
    // 5 kW when only a supply is chosen: 5 × ₹1,200 = ₹6,000, the line the quote charges.
    expect(powered).toContain('Lighting and power LED Lighting; 5 kW, ');
    expect(powered).toContain('Power Estimate Step 2: 5 kW × ₹1,200 (three phase) ₹6,000');
  });
});
