import { accommodationLevelOptions, ceilingOptions, flooringOptions, wallTypeOptions } from '@stallplan/contracts';
import {
  countNoun,
  formatFlightTimes,
  formatInr,
  formatIsoDuration,
  vendorPriceLabel,
  vendorQuotePrice,
  type QuoteCard,
  type QuoteCardKey,
} from '@stallplan/pricing';
import { showSqm, type QuoteFigures, type QuotePlan } from './quote-figures.js';

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

/** What a card's detail modal shows: total, figures, sections of items, the quote lines it holds, what is included. */
export interface CategoryDetail {
  key: QuoteCardKey;
  title: string;
  total: number;
  figures: DetailItem[];
  sections: DetailSection[];
  /** The card's quote lines, exactly as the quote counts them: they add up to `total`. */
  breakdown: BreakdownRow[];
  included: string[];
}

type DetailParts = Pick<CategoryDetail, 'figures' | 'sections' | 'included'>;

function boothDetail(plan: QuotePlan, figures: QuoteFigures): DetailParts {
  const design = plan.stallDesign;
  const { stall } = figures.quote;
  const pricedBy = stall.pricedBy === 'builder' ? (stall.builder?.name ?? 'Builder') : stall.pricedBy === 'design' ? 'Your design' : 'Typical rate';
  return {
    figures: [
      { label: 'Booth size', value: `${showSqm(figures.boothSizeSqm)} sq m` },
      { label: 'Space tariff per sq m', value: formatInr(figures.space.tariff.perSqm) },
      { label: 'Stall priced by', value: pricedBy },
      { label: 'Design estimate', value: formatInr(stall.designEstimate) },
    ],
    sections: [
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
    included:
      stall.pricedBy === 'builder'
        ? ['Floor space from the organiser', `Stall design and build by ${stall.builder?.name ?? 'your builder'}, as they price it`]
        : ['Floor space from the organiser', 'Every line of your stall design, as step 2 prices it', 'Installation and dismantling labour'],
  };
}

function travelDetail(plan: QuotePlan, figures: QuoteFigures): DetailParts {
  const { flights, hotel } = plan.selections;
  return {
    figures: [
      { label: 'Travellers', value: String(figures.teamSize) },
      { label: 'Event days', value: String(figures.eventDays) },
      { label: 'Hotel level', value: accommodationLevelOptions.label(figures.formData.accommodationLevel) },
    ],
    sections: [
      {
        title: 'Flights',
        items: flights.map((flight) => ({
          label: `${flight.airline} ${flight.flightNumber}, ${flight.departureAirport} → ${flight.arrivalAirport}, ${formatFlightTimes(flight.departureTime, flight.arrivalTime)} IST (${formatIsoDuration(flight.duration)})`,
          value: `${formatInr(flight.price)} per person`,
        })),
        empty: 'No flight chosen; a travel allowance stands in for the fares.',
      },
      {
        title: 'Hotel',
        items: hotel ? [{ label: `${hotel.name}, ${hotel.location}`, value: `${countNoun(hotel.nights, 'night')}, ${formatInr(hotel.totalPrice)}` }] : [],
        empty: 'No hotel chosen; a stay allowance stands in for it.',
      },
    ],
    included: ['Fares and hotel tariffs with their taxes', 'An allowance only for journeys and nights not chosen yet'],
  };
}

function servicesDetail(plan: QuotePlan): DetailParts {
  const { logistics, vendors } = plan.selections;
  return {
    figures: [
      { label: 'Vendors', value: String(vendors.length) },
      { label: 'Freight', value: logistics ? formatInr(logistics.price) : 'Allowance' },
    ],
    sections: [
      {
        title: 'Freight',
        items: logistics ? [{ label: `${logistics.provider}, ${logistics.service} (${logistics.estimatedDelivery})`, value: formatInr(logistics.price) }] : [],
        empty: 'No freight offer chosen; a freight allowance stands in for it.',
      },
      {
        title: 'Vendors',
        items: vendors.map((vendor) => {
          const price = vendorQuotePrice(vendor);
          return {
            label: `${vendor.name} (${vendor.category})`,
            value: price ? `${vendorPriceLabel(price.kind)}: ${formatInr(price.amount)}` : 'Price on request',
          };
        }),
        empty: 'No vendors chosen.',
      },
    ],
    included: ['Freight of the exhibition material', 'Marketing and promotion', 'On-site services asked for in step 1', 'Vendors other than the stall builder'],
  };
}

const DETAILS = { booth: boothDetail, travel: travelDetail, services: servicesDetail } as const;

/** A card's detail: its own facts and selections, and the very quote lines that make its total. */
export function categoryDetail(card: QuoteCard, plan: QuotePlan, figures: QuoteFigures): CategoryDetail {
  const breakdown = figures.quote.lines
    .filter((line) => card.categories.includes(line.category))
    .map((line) => ({ label: line.label, amount: line.amount, note: line.basis }));
  return { key: card.key, title: card.title, total: card.total, breakdown, ...DETAILS[card.key](plan, figures) };
}
