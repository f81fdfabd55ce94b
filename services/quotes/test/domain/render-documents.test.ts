import { quotePdfRequestSchema, roiGuideRequestSchema, type RoiGuideRequestInput } from '@stallplan/contracts';
import { SHARE_SOURCES } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { computeQuoteFigures } from '../../src/domain/quote-figures.js';
import { renderQuoteHtml } from '../../src/domain/render-quote-html.js';
import { renderRoiGuideHtml } from '../../src/domain/render-roi-guide-html.js';
import { htmlText } from '../html-text.js';
import { DEAL_NUMBERS, IMTEX_TARIFF, SPACE_TARIFF_PLAN_FIGURES as hand, spaceTariffPlan } from '../quote-request-fixture.js';

const issuedAt = new Date('2026-11-23T00:00:00Z');

function quoteText(input: ReturnType<typeof spaceTariffPlan>): string {
  const request = quotePdfRequestSchema.parse(input);
  return htmlText(renderQuoteHtml({ quoteNumber: 'SP-20261123-TEST01', issuedAt, request, figures: computeQuoteFigures(request) }));
}

function guideText(input: RoiGuideRequestInput): string {
  const request = roiGuideRequestSchema.parse(input);
  return htmlText(renderRoiGuideHtml(request, computeQuoteFigures(request), issuedAt));
}

describe('quote document', () => {
  const text = quoteText(spaceTariffPlan('Tariff Test Co'));

  it('prints the space rental line with its basis, amount and where the rate came from', () => {
    expect(text).toContain(`Space rental (organiser) 18 sq m × ₹12,000 per sq m The event's published rate for raw space: ₹12,000 per m². Show: IMTEX 2027. ${hand.spaceRental}`);
  });

  it('keeps the total without space and headlines the grand total with space', () => {
    expect(text).toContain(`Subtotal without space ${hand.total}`);
    expect(text).toContain('GST @ 18% without space ₹50,940');
    expect(text).toContain(`Total with space ${hand.totalWithSpace}`);
    expect(text).toContain(`GST @ 18% ${hand.gstWithSpace}`);
    expect(text).toContain(`Grand Total (INR) ${hand.grandTotalWithSpace}`);
    // The grand total without space (283,000 + 50,940) is no headline.
    expect(text).not.toContain('₹3,33,940');
  });

  it('prints the budget check: share lines, hints, the three-times rule and its sources', () => {
    for (const share of hand.shareLines) expect(text).toContain(share);
    expect(text).toContain(hand.hint);
    expect(text).toContain('Services and marketing is 5% of this plan; exhibitors typically spend about 15%.');
    expect(text).toContain(hand.threeTimesSentence);
    // 499,000 / 216,000 = 2.31.
    expect(text).toContain('This plan is 2.31× its space.');
    for (const source of SHARE_SOURCES) expect(text).toContain(source.name);
  });

  it('names the open-side premium of a corner booth', () => {
    // 18 × 12,000 = 216,000, corner +10% = 21,600: 237,600.
    const corner = quoteText({ ...spaceTariffPlan('Corner Co'), stallDesignData: { area: 18, boothPosition: 'corner' } });
    expect(corner).toContain('Space rental (organiser) 18 sq m × ₹12,000 per sq m, corner +10%');
    expect(corner).toContain('₹2,37,600');
  });

  it('escapes the show name the tariff came from', () => {
    const input = { ...spaceTariffPlan('Escape Co'), eventSpaceTariff: { ...IMTEX_TARIFF, eventName: '<b>Expo</b> & "Fair"' } };
    const request = quotePdfRequestSchema.parse(input);
    const html = renderQuoteHtml({ quoteNumber: 'SP-20261123-TEST02', issuedAt, request, figures: computeQuoteFigures(request) });
    expect(html).toContain('Show: &lt;b&gt;Expo&lt;/b&gt; &amp; &quot;Fair&quot;.');
    expect(html).not.toContain('<b>Expo');
  });
});

describe('ROI guide document', () => {
  const plan = spaceTariffPlan('Guide Test Co');
  const text = guideText({ ...plan, dealRoi: DEAL_NUMBERS });

  it('headlines the investment and grand total with space', () => {
    expect(text).toContain(`Space rental (organiser): 18 sq m × ₹12,000 per sq m`);
    expect(text).toContain(`Investment with space (before GST) ${hand.totalWithSpace}`);
    expect(text).toContain(`Grand total ${hand.grandTotalWithSpace}`);
  });

  it("prints the deal view from the exhibitor's numbers", () => {
    expect(text).toContain('Your numbers: deal value and margin');
    expect(text).toContain('Average deal value ₹1,50,000');
    expect(text).toContain('Gross margin 40%');
    expect(text).toContain('Qualified leads 36 (from booth size: 2 per m²)');
    expect(text).toContain('Lead-to-deal conversion 10%');
    expect(text).toContain(`Space rental (organiser) ${hand.spaceRental}`);
    expect(text).toContain('Cost per lead ₹13,861');
    expect(text).toContain('Expected deals 3.6');
    expect(text).toContain('Gross profit per deal ₹60,000');
    expect(text).toContain('Expected gross profit ₹2,16,000');
    expect(text).toContain('Return on investment -56.7%');
    expect(text).toContain(`${hand.dealsToBreakEven} (₹4,99,000 ÷ ₹60,000 gross profit per deal, rounded up)`);
  });

  it("keeps the spec's view on the investment without space", () => {
    for (const heading of ['Expected returns', 'Lead generation', 'Break-even', 'Post-show follow-up']) expect(text).toContain(heading);
    expect(text).toContain(`on the investment without space, ${hand.total} before GST`);
  });

  it('says in words what cannot be worked out', () => {
    const words = guideText({ ...plan, dealRoi: { averageDealValue: 150_000, grossMarginPct: 0, qualifiedLeads: 0, leadToDealPct: 10 } });
    expect(words).toContain('Qualified leads 0 Lead-to-deal');
    expect(words).toContain('Cost per lead None: no qualified leads are expected');
    expect(words).toContain('Deals needed to break even: none (no break-even: a deal earns no gross profit)');
  });

  it('states the example figures when the exhibitor gave none', () => {
    // Defaults: ₹2,00,000 deal at 30%: 60,000 a deal again, so break-even is again ⌈499,000 / 60,000⌉ = 9.
    const examples = guideText(plan);
    expect(examples).toContain('Example figures (a ₹2,00,000 deal at 30% gross margin');
    expect(examples).toContain(hand.dealsToBreakEven);
  });
});
