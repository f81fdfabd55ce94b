import { accommodationLevelOptions } from '@stallplan/contracts';
import { formatInr, QUOTE_RATES } from '@stallplan/pricing';
import { CATEGORY_LINES, CATEGORY_TITLES, type CategoryKey, type QuoteLineKey } from './quote-categories.js';
import { spaceBasis } from '../../space/space-basis.js';
import { showSqm, type QuoteFigures, type QuotePlan } from './quote-figures.js';

/** One priced line of the quote, with what it was worked out from. */
export interface QuoteLine {
  key: QuoteLineKey;
  category: CategoryKey;
  categoryTitle: string;
  label: string;
  basis: string;
  amount: number;
}

const SERVICE_NAMES = {
  furniture: 'Furniture',
  avEquipment: 'AV equipment',
  lighting: 'Lighting',
  internet: 'Internet',
  storage: 'Storage',
  security: 'Security',
} as const;

/** The on-site services the form asked for, by name. */
export function chosenServices(formData: QuoteFigures['formData']): string[] {
  return (Object.keys(SERVICE_NAMES) as Array<keyof typeof SERVICE_NAMES>).filter((flag) => formData[flag]).map((flag) => SERVICE_NAMES[flag]);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function labelAndBasis(key: QuoteLineKey, plan: QuotePlan, figures: QuoteFigures): { label: string; basis: string } {
  const { formData, teamSize, eventDays, cards } = figures;
  const { flights, hotel, logistics, vendors } = plan.selections;
  const rate = formData.venueType === 'premium' ? QUOTE_RATES.constructionPerSqm.premiumVenue : QUOTE_RATES.constructionPerSqm.otherVenue;
  const pricedAddOns = cards.addOns.filter((addOn) => !addOn.included).length;
  switch (key) {
    case 'spaceRental':
      return { label: 'Space rental (organiser)', basis: spaceBasis(figures.space) };
    case 'constructionCost':
      return { label: 'Stall construction', basis: `${showSqm(figures.boothSizeSqm)} sq m × ${formatInr(rate)} per sq m` };
    case 'stallExtras':
      return { label: 'Stall design add-ons', basis: pricedAddOns > 0 ? plural(pricedAddOns, 'item') : 'None selected' };
    case 'travelCost':
      return { label: 'Team travel allowance', basis: `${plural(teamSize, 'person', 'people')} × ${formatInr(QUOTE_RATES.travelPerPerson)}` };
    case 'accommodation':
      return {
        label: 'Accommodation allowance',
        basis: `${plural(eventDays, 'day')} × ${plural(teamSize, 'person', 'people')}, ${accommodationLevelOptions.label(formData.accommodationLevel)}`,
      };
    case 'flights':
      return { label: 'Selected flights', basis: flights.length > 0 ? `${plural(flights.length, 'flight')} × ${plural(teamSize, 'traveller')}` : 'None selected' };
    case 'hotel':
      return { label: 'Selected hotel', basis: hotel ? hotel.name : 'None selected' };
    case 'marketing':
      return { label: 'Marketing', basis: `${formData.eventType === 'international' ? 'International' : 'Domestic'} event, ${formData.marketLevel} market` };
    case 'logistics':
      return { label: 'Logistics', basis: logistics ? `${logistics.provider}, ${logistics.service}` : 'Standard freight allowance' };
    case 'vendors':
      return { label: 'Vendors', basis: vendors.length > 0 ? vendors.map((vendor) => vendor.name).join(', ') : 'None selected' };
    case 'services':
      return { label: 'On-site services', basis: chosenServices(formData).join(', ') || 'None selected' };
  }
}

/** Every line of the quote, category by category; the amounts add up to `costs.totalWithSpace`. */
export function quoteLines(plan: QuotePlan, figures: QuoteFigures): QuoteLine[] {
  return (Object.keys(CATEGORY_LINES) as CategoryKey[]).flatMap((category) =>
    CATEGORY_LINES[category].map((key) => ({
      key,
      category,
      categoryTitle: CATEGORY_TITLES[category],
      ...labelAndBasis(key, plan, figures),
      amount: figures.costs[key],
    })),
  );
}
