import {
  brandingElementOptions,
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  lightingOptions,
  powerTypeOptions,
  stallExtraOptions,
  wallTypeOptions,
  type StallDesignData,
} from '@stallplan/contracts';
import { formatInr } from '../format-inr.js';
import { countNoun } from '../words/count-noun.js';
import { STALL_RATES } from './stall-rates.js';

/** One product of a line's working: what it says, and the amount it comes to before the line is rounded. */
export interface WorkingTerm {
  text: string;
  amount: number;
}

/** An area as worked with: exact, so the product can be checked (200 sq ft is 18.5806 sq m). */
function area(sqm: number): string {
  return `${sqm.toLocaleString('en-IN', { maximumFractionDigits: 6 })} sq m`;
}

const rupees = (amount: number) => formatInr(amount);

/**
 * How each line of step 2's live cost is worked out (the keys of `stallCostGroups`), term by term,
 * from the same rate table and in the same way as `calculateStallCost`: the line's amount is the sum
 * of its terms rounded once to the rupee. Empty for a line the design does not price.
 */
export function stallLineWorking(design: StallDesignData, key: string, priced?: { installation: number; dismantling: number }): WorkingTerm[] {
  const rates = STALL_RATES;
  const sqm = design.areaUnit === 'sqft' ? design.area * rates.sqftToSqm : design.area;
  const perSqm = (rate: number, what: string): WorkingTerm => ({ text: `${area(sqm)} × ${rupees(rate)} (${what})`, amount: sqm * rate });
  switch (key) {
    case 'walls': {
      if (!design.wallType) return [];
      const rate = rates.wallPerSqm[design.wallType];
      const multiplier = rates.wallPositionMultiplier[design.boothPosition];
      const position = multiplier === 1 ? '' : ` × ${multiplier} (${design.boothPosition})`;
      return [{ text: `${area(sqm)} × ${rupees(rate)} (${wallTypeOptions.label(design.wallType)})${position}`, amount: sqm * rate * multiplier }];
    }
    case 'flooring':
      return design.flooring ? [perSqm(rates.flooringPerSqm[design.flooring], flooringOptions.label(design.flooring))] : [];
    case 'ceiling':
      return design.ceiling ? [perSqm(rates.ceilingPerSqm[design.ceiling], ceilingOptions.label(design.ceiling))] : [];
    case 'rooms':
      return design.additionalRooms.map((room) => ({ text: `${room} ${rupees(rates.roomFlat[room])}`, amount: rates.roomFlat[room] }));
    case 'printArea':
      return design.printArea > 0
        ? [{ text: `${area(design.printArea)} of prints × ${rupees(rates.printAreaPerSqm)}`, amount: design.printArea * rates.printAreaPerSqm }]
        : [];
    case 'brandingElements':
      return design.brandingElements.map((element) => {
        const { basis, rate } = rates.brandingElement[element];
        const name = brandingElementOptions.label(element);
        return basis === 'flat'
          ? { text: `${name} ${rupees(rate)}`, amount: rate }
          : { text: `${name}: ${area(design.printArea)} × ${rupees(rate)}`, amount: rate * design.printArea };
      });
    case 'digitalDisplays':
      return design.digitalDisplays.length > 0
        ? [
            {
              text: `${countNoun(design.digitalDisplays.length, 'display')} × ${rupees(rates.perDigitalDisplay)}`,
              amount: design.digitalDisplays.length * rates.perDigitalDisplay,
            },
          ]
        : [];
    case 'furnitureRental':
    case 'furnitureCustom': {
      const type = design.furnitureType ?? 'rental';
      if ((key === 'furnitureRental') !== (type === 'rental')) return [];
      return design.furnitureItems.map((item) => ({
        text: `${furnitureItemOptions.label(item)} ${rupees(rates.furniturePerItem[type][item])}`,
        amount: rates.furniturePerItem[type][item],
      }));
    }
    case 'lighting':
      return design.lightingType.map((lighting) => perSqm(rates.lightingPerSqm[lighting], lightingOptions.label(lighting)));
    case 'power': {
      if (design.powerType === undefined && !(design.powerRequirement > 0)) return [];
      const kw = design.powerRequirement || rates.defaultPowerKw;
      const type = design.powerType ?? rates.defaultPowerType;
      return [{ text: `${kw} kW × ${rupees(rates.powerPerKw[type])} (${powerTypeOptions.label(type).toLowerCase()})`, amount: kw * rates.powerPerKw[type] }];
    }
    case 'installation':
    case 'dismantling': {
      const days = design[key === 'installation' ? 'installationDays' : 'dismantlingDays'] || rates.defaultLabourDays[key];
      const rate = rates.labourPerSqmPerDay[key];
      return [{ text: `${area(sqm)} × ${rupees(rate)} × ${countNoun(days, 'day')}`, amount: sqm * rate * days }];
    }
    case 'outstation': {
      if (!design.isOutstation || !priced) return [];
      const labour = priced.installation + priced.dismantling;
      return [{ text: `${Math.round(rates.outstationShare * 100)}% of labour ${rupees(labour)}`, amount: labour * rates.outstationShare }];
    }
    case 'extras':
      return design.extras.map((extra) => ({ text: `${stallExtraOptions.label(extra)} ${rupees(rates.extraFlat[extra])}`, amount: rates.extraFlat[extra] }));
    default:
      return [];
  }
}

/** A line's working as one phrase: "24 sq m × ₹8,500 (Octonorm System)", terms joined by " + ". */
export function stallWorkingText(terms: readonly WorkingTerm[]): string {
  return terms.map((term) => term.text).join(' + ');
}
