import { accommodationLevelOptions, ceilingOptions, flooringOptions, wallTypeOptions } from '@stallplan/contracts';
import { formatInr, formatIsoDuration } from '@stallplan/pricing';
import type { CategoryKey, QuoteCategory } from './quote-categories.js';
import { showSqm, type QuoteFigures, type QuotePlan } from './quote-figures.js';
import { spaceBasis } from '../../space/space-basis.js';
import { chosenServices } from './quote-lines.js';

export interface DetailItem {
  label: string;
  value: string;
}

export interface DetailSection {
  title: string;
  items: DetailItem[];
  /** Shown when the section has no items. */
  empty: string;
}

export interface BreakdownRow {
  label: string;
  amount: number;
  note?: string;
}

/** What a category's detail modal shows (§2 step 7): total, figures, sections of items, breakdown, what is included. */
export interface CategoryDetail {
  key: CategoryKey;
  title: string;
  total: number;
  figures: DetailItem[];
  sections: DetailSection[];
  /** Adds up to `total`. */
  breakdown: BreakdownRow[];
  included: string[];
}

const INCLUDED: Record<CategoryKey, string[]> = {
  booth: ['Floor space from the organiser', 'Stall structure, walls and flooring', 'Graphics, branding and fascia', 'Lighting and power points', 'Installation and dismantling on site'],
  travel: ['Travel allowance for every team member', 'Nightly accommodation allowance', 'Selected flights for the whole team', 'Selected hotel stay'],
  services: ['Printed marketing material', 'Digital promotion before and during the show', 'Freight of the exhibition material', 'Selected vendors and on-site services'],
};

function boothDetail(plan: QuotePlan, figures: QuoteFigures): Omit<CategoryDetail, 'key' | 'title' | 'total' | 'included'> {
  const { booth, addOns } = figures.cards;
  const perSqm = figures.boothSizeSqm > 0 ? Math.round(booth.total / figures.boothSizeSqm) : 0;
  const design = plan.stallDesign;
  return {
    figures: [
      { label: 'Booth size', value: `${showSqm(figures.boothSizeSqm)} sq m` },
      { label: 'Space tariff per sq m', value: formatInr(figures.space.tariff.perSqm) },
      { label: 'Construction per sq m', value: formatInr(perSqm) },
      { label: 'Design items', value: String(addOns.length) },
    ],
    sections: [
      {
        title: 'Stall design add-ons',
        items: addOns.map((addOn) => ({ label: addOn.label, value: addOn.included ? 'Included in construction' : formatInr(addOn.price) })),
        empty: 'No add-ons selected in Stall Design.',
      },
      {
        title: 'Build choices',
        items: [
          design.wallType && { label: 'Walls', value: wallTypeOptions.label(design.wallType) },
          design.flooring && { label: 'Flooring', value: flooringOptions.label(design.flooring) },
          design.ceiling && { label: 'Ceiling', value: ceilingOptions.label(design.ceiling) },
        ].filter((item): item is DetailItem => Boolean(item)),
        empty: 'Walls, flooring and ceiling not chosen yet.',
      },
    ],
    breakdown: [
      { label: 'Space rental (organiser)', amount: figures.costs.spaceRental, note: spaceBasis(figures.space) },
      { label: 'Base construction', amount: booth.baseConstruction, note: '60% of construction' },
      { label: 'Design and branding', amount: booth.designAndBranding, note: '20% of construction' },
      { label: 'Lighting and electrical', amount: booth.lightingAndElectrical, note: '10% of construction' },
      { label: 'Setup', amount: booth.setup, note: '10% of construction' },
      { label: 'Stall design add-ons', amount: figures.costs.stallExtras },
    ],
  };
}

function travelDetail(plan: QuotePlan, figures: QuoteFigures): Omit<CategoryDetail, 'key' | 'title' | 'total' | 'included'> {
  const { travel } = figures.cards;
  const { flights, hotel } = plan.selections;
  return {
    figures: [
      { label: 'Team members', value: String(figures.teamSize) },
      { label: 'Event days', value: String(figures.eventDays) },
      { label: 'Accommodation', value: accommodationLevelOptions.label(figures.formData.accommodationLevel) },
      { label: 'Travel and bookings', value: formatInr(travel.total) },
    ],
    sections: [
      {
        title: 'Flights',
        items: flights.map((flight) => ({
          label: `${flight.airline} ${flight.flightNumber}, ${flight.departureAirport} → ${flight.arrivalAirport} (${formatIsoDuration(flight.duration)})`,
          value: `${formatInr(flight.price)} per person`,
        })),
        empty: 'No flight selected; the travel allowance applies.',
      },
      {
        title: 'Hotel',
        items: hotel ? [{ label: `${hotel.name}, ${hotel.location}`, value: `${hotel.nights} nights, ${formatInr(hotel.totalPrice)}` }] : [],
        empty: 'No hotel selected; the accommodation allowance applies.',
      },
    ],
    breakdown: [
      { label: 'Team travel allowance', amount: travel.travelCost },
      { label: 'Selected flights', amount: travel.flights, note: 'fare × team size' },
      { label: 'Selected hotel', amount: travel.hotel },
      { label: 'Accommodation allowance', amount: figures.costs.accommodation },
    ],
  };
}

function servicesDetail(plan: QuotePlan, figures: QuoteFigures): Omit<CategoryDetail, 'key' | 'title' | 'total' | 'included'> {
  const { services } = figures.cards;
  const { logistics, vendors } = plan.selections;
  const flags = chosenServices(figures.formData);
  return {
    figures: [
      { label: 'Marketing', value: formatInr(services.marketing) },
      { label: 'Logistics', value: formatInr(services.logistics) },
      { label: 'Vendors', value: String(vendors.length) },
    ],
    sections: [
      {
        title: 'Logistics',
        items: logistics ? [{ label: `${logistics.provider}, ${logistics.service} (${logistics.estimatedDelivery})`, value: formatInr(logistics.price) }] : [],
        empty: 'No freight selected; the standard allowance applies.',
      },
      {
        title: 'Vendors',
        items: vendors.map((vendor) => ({ label: `${vendor.name} (${vendor.category})`, value: formatInr(vendor.price ?? vendor.estimatedCost) })),
        empty: 'No vendors selected.',
      },
      { title: 'On-site services', items: flags.map((name) => ({ label: name, value: 'Included' })), empty: 'No on-site services requested.' },
    ],
    breakdown: [
      { label: 'Marketing materials', amount: services.marketingMaterials, note: '60% of marketing' },
      { label: 'Digital marketing', amount: services.digitalMarketing, note: '30% of marketing' },
      // §9 names only 90% of marketing; the rest is shown so the rows add up to the card.
      { label: 'Other marketing', amount: services.marketing - services.marketingMaterials - services.digitalMarketing, note: 'the remaining 10%' },
      { label: 'Logistics', amount: services.logistics },
      { label: 'Vendors', amount: figures.costs.vendors },
      { label: 'On-site services', amount: figures.costs.services },
    ],
  };
}

const DETAILS = { booth: boothDetail, travel: travelDetail, services: servicesDetail } as const;

export function categoryDetail(category: QuoteCategory, plan: QuotePlan, figures: QuoteFigures): CategoryDetail {
  return { key: category.key, title: category.title, total: category.total, ...DETAILS[category.key](plan, figures), included: INCLUDED[category.key] };
}
