import {
  accommodationLevelOptions,
  additionalRoomOptions,
  boothPositionOptions,
  boothTypeOptions,
  brandingElementOptions,
  ceilingOptions,
  eventTypeOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallExtraOptions,
  venueTypeOptions,
  wallTypeOptions,
  type QuotePdfRequest,
} from '@stallplan/contracts';
import { exhibitionDays, formatInr, formatIsoDuration, GST_RATE } from '@stallplan/pricing';
import { budgetCheckSection } from './budget-check-section.js';
import { costBreakdownChart } from './cost-breakdown-chart.js';
import { htmlDocument } from './document-style.js';
import { escapeHtml } from './escape-html.js';
import type { QuoteFigures } from './quote-figures.js';
import { shownSqm, spaceRentalBasis, spaceTariffNote } from './space-rental-basis.js';

export const QUOTE_VALIDITY_DAYS = 30;

export interface QuoteDocument {
  quoteNumber: string;
  issuedAt: Date;
  request: QuotePdfRequest;
  figures: QuoteFigures;
}

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));

function longDate(value: Date | string | undefined | null): string {
  if (!value) return 'Not given';
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return 'Not given';
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function list(values: readonly string[], label: (value: string) => string): string {
  return values.length > 0 ? values.map((value) => e(label(value))).join(', ') : 'None';
}

function row(label: string, value: string): string {
  return `<tr><th style="width:38%">${e(label)}</th><td>${value}</td></tr>`;
}

function line(label: string, basis: string, amount: number): string {
  return `<tr><td>${e(label)}</td><td class="muted">${basis}</td><td class="amount">${inr(amount)}</td></tr>`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The professional quote: every figure from `figures`, every user value escaped. */
export function renderQuoteHtml({ quoteNumber, issuedAt, request, figures }: QuoteDocument): string {
  const { formData: form, stallDesignData: design } = request;
  const { costs, roi, cards, space, budget, teamSize, eventDays } = figures;
  const booth = shownSqm(figures.boothSizeSqm);
  const contact = form.contactPerson ?? form.yourName;
  const email = form.emailAddress ?? form.email;
  const phone = form.mobileNumber ?? form.phoneNumber;
  const showDays = exhibitionDays(form.exhibitionStartDate, form.exhibitionEndDate);
  const place = [form.destinationCity, form.destinationState].filter(Boolean).join(', ');
  const venue = form.venueType ? venueTypeOptions.label(form.venueType) : 'Not given';
  const constructionRate = form.venueType === 'premium' ? 7500 : 6500;

  // The organiser's floor charge belongs with the booth, as on the quote screen.
  const boothTotal = costs.spaceRental + costs.constructionCost + costs.stallExtras;
  const travelTotal = costs.travelCost + costs.accommodation + costs.flights + costs.hotel;
  const servicesTotal = costs.marketing + costs.logistics + costs.vendors + costs.services;
  const addOns = cards.addOns.filter((addOn) => !addOn.included);
  const gstPercent = Math.round(GST_RATE * 100);

  const itemised = `
    <table class="lines">
      <thead><tr><th>Item</th><th>Basis</th><th class="amount">Amount</th></tr></thead>
      <tbody>
        <tr class="category"><td colspan="3">Booth &amp; Construction</td></tr>
        ${line('Space rental (organiser)', `${e(spaceRentalBasis(space))}<div class="note">${e(spaceTariffNote(space))}</div>`, costs.spaceRental)}
        ${line('Stall construction', `${e(booth)} sq m × ${inr(constructionRate)} per sq m`, costs.constructionCost)}
        ${line('Stall design add-ons', addOns.length > 0 ? addOns.map((addOn) => `${e(addOn.label)} ${inr(addOn.price)}`).join(', ') : 'None selected', costs.stallExtras)}
        <tr class="subtotal"><td colspan="2">Booth &amp; Construction subtotal</td><td class="amount">${inr(boothTotal)}</td></tr>
        <tr class="category"><td colspan="3">Travel &amp; Hotels</td></tr>
        ${line('Team travel allowance', `${teamSize} × ${inr(18_000)} per person`, costs.travelCost)}
        ${line('Accommodation allowance', `${eventDays} days × ${teamSize} people, ${e(accommodationLevelOptions.label(form.accommodationLevel))}`, costs.accommodation)}
        ${line('Selected flights', `${request.selectedFlights.length} flight(s) × ${teamSize} traveller(s)`, costs.flights)}
        ${line('Selected hotel', request.selectedHotel ? e(request.selectedHotel.name) : 'None selected', costs.hotel)}
        <tr class="subtotal"><td colspan="2">Travel &amp; Hotels subtotal</td><td class="amount">${inr(travelTotal)}</td></tr>
        <tr class="category"><td colspan="3">Services &amp; Marketing</td></tr>
        ${line('Marketing', `Materials ${inr(cards.services.marketingMaterials)}, digital ${inr(cards.services.digitalMarketing)}`, costs.marketing)}
        ${line('Logistics', request.selectedLogistics ? `${e(request.selectedLogistics.provider)}, ${e(request.selectedLogistics.service)}` : 'Standard freight allowance', costs.logistics)}
        ${line('Vendors', request.selectedVendors.length > 0 ? request.selectedVendors.map((vendor) => e(vendor.name)).join(', ') : 'None selected', costs.vendors)}
        ${line('On-site services', serviceFlags(form), costs.services)}
        <tr class="subtotal"><td colspan="2">Services &amp; Marketing subtotal</td><td class="amount">${inr(servicesTotal)}</td></tr>
      </tbody>
      <tbody>
        <tr class="subtotal"><td colspan="2">Subtotal without space</td><td class="amount">${inr(costs.total)}</td></tr>
        <tr class="muted"><td colspan="2">GST @ ${gstPercent}% without space</td><td class="amount">${inr(costs.gst)}</td></tr>
        <tr class="subtotal"><td colspan="2">Total with space</td><td class="amount">${inr(costs.totalWithSpace)}</td></tr>
        <tr><td colspan="2">GST @ ${gstPercent}%</td><td class="amount">${inr(costs.gstWithSpace)}</td></tr>
        <tr class="grand"><td colspan="2">Grand Total (INR)</td><td class="amount">${inr(costs.grandTotalWithSpace)}</td></tr>
      </tbody>
    </table>`;

  const flights = request.selectedFlights.length
    ? `<table class="lines"><thead><tr><th>Airline</th><th>Flight</th><th>Route</th><th>Departs / arrives</th><th>Duration</th><th class="amount">Per person</th></tr></thead><tbody>${request.selectedFlights
        .map(
          (flight) =>
            `<tr><td>${e(flight.airline)}</td><td>${e(flight.flightNumber)} (${e(flight.class)})</td><td>${e(flight.departureAirport)} → ${e(flight.arrivalAirport)}</td><td>${e(flight.departureTime)} / ${e(flight.arrivalTime)}</td><td>${e(formatIsoDuration(flight.duration))}${flight.stops > 0 ? `, ${flight.stops} stop(s)` : ', non-stop'}</td><td class="amount">${inr(flight.price)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="muted">No flights selected; the team travel allowance applies.</p>';
  const hotel = request.selectedHotel
    ? `<p><strong>${e(request.selectedHotel.name)}</strong>, ${e(request.selectedHotel.location)} (${e(request.selectedHotel.distance)}), ${e(request.selectedHotel.stars)}-star, rating ${e(request.selectedHotel.rating)}/5: ${request.selectedHotel.nights} night(s) at ${inr(request.selectedHotel.pricePerNight)}, total ${inr(request.selectedHotel.totalPrice)}.</p>`
    : '<p class="muted">No hotel selected; the accommodation allowance applies.</p>';
  const logistics = request.selectedLogistics
    ? `<p><strong>${e(request.selectedLogistics.provider)}</strong>, ${e(request.selectedLogistics.service)}: delivery ${e(request.selectedLogistics.estimatedDelivery)}${request.selectedLogistics.insurance ? ', insured' : ''}${request.selectedLogistics.tracking ? ', tracked' : ''}, ${inr(request.selectedLogistics.price)}.</p>`
    : '<p class="muted">No freight selected; a standard allowance of ₹15,000 applies.</p>';
  const vendors = request.selectedVendors.length
    ? `<table class="lines"><thead><tr><th>Vendor</th><th>Category</th><th>Location</th><th class="amount">Price</th></tr></thead><tbody>${request.selectedVendors
        .map((vendor) => `<tr><td>${e(vendor.name)}</td><td>${e(vendor.category)}</td><td>${e(vendor.location ?? '')}</td><td class="amount">${inr(vendor.price ?? vendor.estimatedCost ?? 0)}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p class="muted">No vendors selected.</p>';

  const chart = costBreakdownChart([
    { label: 'Booth & Construction', amount: boothTotal, color: '#1e3a8a' },
    { label: 'Travel & Hotels', amount: travelTotal, color: '#0ea5e9' },
    { label: 'Services & Marketing', amount: servicesTotal, color: '#f59e0b' },
    { label: 'GST', amount: costs.gstWithSpace, color: '#9ca3af' },
  ]);

  const body = `
    <div class="header">
      <div><h1>Exhibition Quote</h1><div class="brand">StallPlan · Exhibition stall planning</div></div>
      <table class="meta" style="width:auto">
        <tr><th>Quote number</th><td>${e(quoteNumber)}</td></tr>
        <tr><th>Date</th><td>${e(longDate(issuedAt))}</td></tr>
        <tr><th>Valid until</th><td>${e(longDate(addDays(issuedAt, QUOTE_VALIDITY_DAYS)))}</td></tr>
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
        ${row('Venue', `${e(venue)}${place ? `, ${e(place)}` : ''}`)}
        ${row('Exhibition dates', `${e(longDate(form.exhibitionStartDate))} to ${e(longDate(form.exhibitionEndDate))}${showDays > 0 ? ` (${showDays} days)` : ''}`)}
        ${row('Team travel', `${e(longDate(form.arrivalDate))} to ${e(longDate(form.departureDate))}, ${teamSize} people from ${e(form.originCity ?? 'Not given')}`)}
      </table></div>
    </div>
    <div class="section"><h2>Stall specification</h2><table>
      ${row('Booth size', `${e(booth)} sq m${design.area > 0 && design.areaUnit === 'sqft' ? ` (${e(design.area)} sq ft as designed)` : ''}`)}
      ${row('Booth type and position', `${e(design.boothType ? boothTypeOptions.label(design.boothType) : form.boothType ? boothTypeOptions.label(form.boothType) : 'Not given')}, ${e(boothPositionOptions.label(design.boothPosition))}`)}
      ${row('Walls, flooring, ceiling', [design.wallType ? wallTypeOptions.label(design.wallType) : 'Walls not chosen', design.flooring ? flooringOptions.label(design.flooring) : 'flooring not chosen', design.ceiling ? ceilingOptions.label(design.ceiling) : 'ceiling not chosen'].map(e).join(', '))}
      ${row('Additional rooms', list(design.additionalRooms, (value) => additionalRoomOptions.label(value as never)))}
      ${row('Branding', `${list(design.brandingElements, (value) => brandingElementOptions.label(value as never))}${design.printArea > 0 ? `; print area ${e(design.printArea)} sq m` : ''}${design.digitalDisplays.length > 0 ? `; ${design.digitalDisplays.length} digital display(s)` : ''}`)}
      ${row('Furniture', `${e(design.furnitureType ? furnitureTypeOptions.label(design.furnitureType) : 'Rental')}: ${list(design.furnitureItems, (value) => furnitureItemOptions.label(value as never))}`)}
      ${row('Lighting and power', `${list(design.lightingType, (value) => lightingOptions.label(value as never))}; ${e(design.powerRequirement || 5)} kW${design.powerType ? `, ${e(powerTypeOptions.label(design.powerType))}` : ''}`)}
      ${row('Premium extras', list(design.extras, (value) => stallExtraOptions.label(value as never)))}
    </table></div>
    <h2>Itemised costs</h2>
    ${itemised}
    <div class="section"><h2>Cost breakdown</h2>${chart}</div>
    ${budgetCheckSection(budget)}
    <div class="section"><h2>Selected flights</h2>${flights}</div>
    <div class="section"><h2>Selected hotel</h2>${hotel}</div>
    <div class="section"><h2>Selected logistics</h2>${logistics}</div>
    <div class="section"><h2>Selected vendors</h2>${vendors}</div>
    <div class="section"><h2>Return on investment (estimate)</h2>
      <div class="grid">
        <div class="card"><div class="muted">Expected revenue</div><div class="figure">${inr(roi.estimatedRevenue)}</div><div>ROI ${e(roi.roiPercentage)}% on ${inr(costs.total)} (before GST, without space)</div></div>
        <div class="card"><div class="muted">Expected leads</div><div class="figure">${e(roi.estimatedLeads)}</div><div>about ${inr(roi.leadValue)} per lead</div></div>
        <div class="card"><div class="muted">Break-even</div><div class="figure">${e(roi.breakEvenLeads)} leads</div><div>payback ${e(roi.paybackPeriod)}, conversion ${e(roi.conversionRate)}</div></div>
      </div>
    </div>
    <div class="section"><h2>Validity and terms</h2><ul>
      <li>This quote is valid for ${QUOTE_VALIDITY_DAYS} days from its date, until ${e(longDate(addDays(issuedAt, QUOTE_VALIDITY_DAYS)))}.</li>
      <li>All amounts are in Indian rupees. GST is charged at ${gstPercent}% on the total with space.</li>
      <li>Space rental is the organiser's charge for the floor at the tariff shown; the organiser's own invoice is final.</li>
      <li>Flight, hotel and freight prices are those offered when the plan was made and are confirmed only on booking.</li>
      <li>Travel and accommodation allowances are planning figures; actual expenses are billed as incurred.</li>
      <li>Vendor prices are the vendors' starting prices; each vendor confirms its own final price.</li>
      <li>ROI figures are estimates for planning, not a promise of results.</li>
    </ul></div>`;
  return htmlDocument(`Quote ${e(quoteNumber)}`, body);
}

function serviceFlags(form: QuotePdfRequest['formData']): string {
  const names: Array<[keyof typeof form, string]> = [
    ['furniture', 'Furniture'],
    ['avEquipment', 'AV equipment'],
    ['lighting', 'Lighting'],
    ['internet', 'Internet'],
    ['storage', 'Storage'],
    ['security', 'Security'],
  ];
  const chosen = names.filter(([flag]) => form[flag] === true).map(([, name]) => name);
  return chosen.length > 0 ? e(chosen.join(', ')) : 'None selected';
}
