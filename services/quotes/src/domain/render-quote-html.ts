import { boothTypeOptions, eventTypeOptions, powerTypeOptions, stallDesignLabels, type QuotePdfRequest, type StallDesignData } from '@stallplan/contracts';
import { countNoun, exhibitionDays, formatIndianDate, showSqm, STALL_RATES, venueText } from '@stallplan/pricing';
import { budgetCheckSection } from './budget-check-section.js';
import { costBreakdownChart } from './cost-breakdown-chart.js';
import { dealRoiSection } from './deal-roi-section.js';
import { htmlDocument } from './document-style.js';
import type { QuoteFigures } from './quote-figures.js';
import { quoteLinesTable } from './quote-lines-table.js';
import type { QuoteShow } from './quote-show.js';
import { quoteTermsSection } from './quote-terms-section.js';
import { selectionsSection } from './selections-sections.js';
import { stallComparisonSection } from './stall-comparison-section.js';
import { escapeHtml } from '@stallplan/service-kit';

export const QUOTE_VALIDITY_DAYS = 30;

export interface QuoteDocument {
  quoteNumber: string;
  issuedAt: Date;
  request: QuotePdfRequest;
  figures: QuoteFigures;
  /** The catalogue show the quote was priced with, for the venue line; null when the plan names none. */
  knownShow: QuoteShow | null;
}

const e = escapeHtml;

/** A calendar date the plan gives (the show's, `2027-01-23`) as it is; an instant (issue, validity) by the day in India. */
function longDate(value: Date | string | undefined | null): string {
  if (!value) return 'Not given';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Not given' : formatIndianDate(value);
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return 'Not given';
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Power as priced: the kW and supply step 2 charges for, or none when nothing was ordered. */
function powerSpecification(design: StallDesignData, supply: string | undefined): string {
  if (design.powerType === undefined && !(design.powerRequirement > 0)) return 'no power ordered';
  return `${design.powerRequirement || STALL_RATES.defaultPowerKw} kW, ${supply ?? powerTypeOptions.label(STALL_RATES.defaultPowerType)}`;
}

function list(labels: readonly string[]): string {
  return labels.length > 0 ? labels.map(e).join(', ') : 'None';
}

function row(label: string, value: string): string {
  return `<tr><th style="width:38%">${e(label)}</th><td>${value}</td></tr>`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The chart's colours, one per quote card. */
const CARD_COLOURS = { booth: '#1e3a8a', travel: '#0ea5e9', services: '#f59e0b' } as const;

/** The professional quote: every figure from `figures`, every user value escaped. */
export function renderQuoteHtml({ quoteNumber, issuedAt, request, figures, knownShow }: QuoteDocument): string {
  const { formData: form, stallDesignData: design } = request;
  const { quote, cards, budget, teamSize } = figures;
  const booth = showSqm(figures.boothSizeSqm);
  const contact = form.contactPerson ?? form.yourName;
  const email = form.emailAddress ?? form.email;
  const phone = form.mobileNumber ?? form.phoneNumber;
  const showDays = exhibitionDays(form.exhibitionStartDate, form.exhibitionEndDate);
  const validUntil = longDate(addDays(issuedAt, QUOTE_VALIDITY_DAYS));
  const boothType = design.boothType ?? form.boothType;
  const labels = stallDesignLabels(design);

  const chart = costBreakdownChart(cards.map((card) => ({ label: card.title, amount: card.total, color: CARD_COLOURS[card.key] })));
  const notes = quote.notes.length > 0 ? `<div class="section"><h2>Notes</h2><ul>${quote.notes.map((note) => `<li>${e(note)}</li>`).join('')}</ul></div>` : '';

  const body = `
    <div class="header">
      <div><h1>Exhibition Quote</h1><div class="brand">StallPlan · Exhibition stall planning</div></div>
      <table class="meta" style="width:auto">
        <tr><th>Quote number</th><td>${e(quoteNumber)}</td></tr>
        <tr><th>Date</th><td>${e(longDate(issuedAt))}</td></tr>
        <tr><th>Valid until</th><td>${e(validUntil)}</td></tr>
      </table>
    </div>
    <div class="grid section">
      <div><h2>Prepared for</h2><table>
        ${row('Company', e(form.companyName ?? 'Exhibition Participant'))}
        ${row('Contact person', e(contact ?? 'Not given'))}
        ${row('Email', e(email ?? 'Not given'))}
        ${row('Phone', e(phone ?? 'Not given'))}
        ${row('Industry', e(form.industry ?? 'General'))}
      </table></div>
      <div><h2>Event</h2><table>
        ${row('Exhibition', e(form.exhibitionName ?? 'Exhibition Event'))}
        ${row('Event type', e(form.eventType ? eventTypeOptions.label(form.eventType) : 'Trade Show'))}
        ${row('Venue', e(venueText(form, knownShow)))}
        ${row('Exhibition dates', `${e(longDate(form.exhibitionStartDate))} to ${e(longDate(form.exhibitionEndDate))}${showDays > 0 ? ` (${e(countNoun(showDays, 'day'))})` : ''}`)}
        ${row('Team travel', `${e(longDate(form.arrivalDate))} to ${e(longDate(form.departureDate))}, ${e(countNoun(teamSize, 'person', 'people'))} from ${e(form.originCity ?? 'Not given')}`)}
      </table></div>
    </div>
    <div class="section"><h2>Stall specification</h2><table>
      ${row('Booth size', `${e(booth)} sq m${design.area > 0 && design.areaUnit === 'sqft' ? ` (${e(design.area)} sq ft as designed)` : ''}`)}
      ${row('Booth type and position', `${e(boothType ? boothTypeOptions.label(boothType) : `Not chosen; the space is priced as ${boothTypeOptions.label(figures.space.boothType)}`)}, ${e(labels.boothPosition)}`)}
      ${row('Walls, flooring, ceiling', [labels.wallType ?? 'Walls not chosen', labels.flooring ?? 'flooring not chosen', labels.ceiling ?? 'ceiling not chosen'].map(e).join(', '))}
      ${row('Additional rooms', list(labels.additionalRooms))}
      ${row('Branding', `${list(labels.brandingElements)}${design.printArea > 0 ? `; print area ${e(design.printArea)} sq m` : ''}${design.digitalDisplays.length > 0 ? `; ${e(countNoun(design.digitalDisplays.length, 'digital display'))}` : ''}`)}
      ${row('Furniture', `${e(labels.furnitureType ?? 'Rental')}: ${list(labels.furnitureItems)}`)}
      ${row('Lighting and power', `${list(labels.lightingType)}; ${e(powerSpecification(design, labels.powerType))}`)}
      ${row('Premium extras', list(labels.extras))}
    </table></div>
    <h2>Itemised quote</h2>
    ${quoteLinesTable(quote)}
    ${notes}
    ${stallComparisonSection(quote.stall)}
    <div class="section"><h2>Cost breakdown (before GST)</h2>${chart}</div>
    ${budgetCheckSection(budget)}
    ${selectionsSection(request)}
    ${dealRoiSection(figures)}
    ${quoteTermsSection(quote, validUntil, QUOTE_VALIDITY_DAYS)}`;
  return htmlDocument(`Quote ${e(quoteNumber)}`, body);
}
