import {
  quoteCategorySchema,
  vendorCategoryOptions,
  type EventSpaceTariff,
  type LogisticsOption,
  type PlannerFormData,
  type PricedQuote,
  type QuoteCategory,
  type QuoteLine,
  type SelectedVendor,
  type StallDesignData,
  type StallPricing,
} from '@stallplan/contracts';
import { formatInr } from '../format-inr.js';
import { quoteBoothSizeSqm, quoteEventDays, quoteTeamSize } from './quote-fallbacks.js';
import { quoteLine } from './quote-line.js';
import { QUOTE_RATES } from './quote-rates.js';
import { quoteSpaceRental, type QuoteSpaceRental } from './quote-space-rental.js';
import { spaceBasis, spaceLineLabel } from './space-basis.js';
import { stallQuoteLines } from './stall-quote-lines.js';
import { stayQuoteLines, travelQuoteLines, type QuoteFlight, type QuoteHotel } from './travel-quote-lines.js';
import { isStallBuilder, isVendorsOwnPrice, vendorPriceLabel, vendorQuotePrice } from './vendor-quote-price.js';
import { possessive } from '../words/possessive.js';

export type QuoteVendor = Pick<SelectedVendor, 'name' | 'category' | 'price' | 'estimatedCost'> & Partial<Pick<SelectedVendor, 'id' | 'priceKind'>>;

/** What a quote is priced from: the plan's inputs and choices, and the named show's published space rates. */
export interface QuoteSelections {
  formData: PlannerFormData;
  stallDesignData?: StallDesignData | null;
  selectedFlights?: readonly QuoteFlight[] | null;
  selectedHotel?: QuoteHotel | null;
  selectedLogistics?: (Pick<LogisticsOption, 'price'> & Partial<Pick<LogisticsOption, 'provider' | 'service'>>) | null;
  selectedVendors?: readonly QuoteVendor[] | null;
  /** The published space rates of the show the plan names, when it is in the events catalogue. */
  eventSpaceTariff?: EventSpaceTariff | null;
  /** With a booth builder in the plan: whose price the stall is, the builder's (default) or the design's. */
  stallPricing?: StallPricing | null;
}

/** The quote's categories in the order every surface lists them. */
export const QUOTE_CATEGORIES: readonly QuoteCategory[] = quoteCategorySchema.options;

const SERVICE_LABELS = {
  furniture: 'Furniture hire',
  avEquipment: 'AV equipment hire',
  lighting: 'Lighting hire',
  internet: 'Internet connection',
  storage: 'Storage',
  security: 'Security staff',
} as const;
type ServiceFlag = keyof typeof SERVICE_LABELS;
const SERVICE_FLAGS = Object.keys(SERVICE_LABELS) as ServiceFlag[];

/** A vendor's line belongs where its work does: freight with shipping, travel agents with travel. */
function vendorCategory(category: string): QuoteCategory {
  const key = category.trim().toLowerCase();
  if (key === 'booth') return 'stall';
  if (key === 'logistics') return 'shipping';
  if (key === 'travel') return 'travelAndStay';
  return 'servicesAndMarketing';
}

/** A vendor category as the screens name it ("Catering"), or as given when it is none we list. */
export function vendorCategoryLabel(category: string): string {
  const parsed = vendorCategoryOptions.schema.safeParse(category.trim().toLowerCase());
  return parsed.success ? vendorCategoryOptions.label(parsed.data) : category;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export interface PricedPlan {
  quote: PricedQuote;
  space: QuoteSpaceRental;
  boothSizeSqm: number;
  teamSize: number;
  eventDays: number;
}

/**
 * The plan's quote (docs/quote-model.md): every choice counted once, each line with its own GST,
 * the totals exact sums of the lines. The browser and the quotes service both price with this.
 */
export function priceQuote(selections: QuoteSelections): PricedPlan {
  const { formData } = selections;
  const design = selections.stallDesignData ?? null;
  const boothSizeSqm = quoteBoothSizeSqm(formData, design);
  const teamSize = quoteTeamSize(formData);
  const eventDays = quoteEventDays(formData);
  const vendors = selections.selectedVendors ?? [];
  const notes: string[] = [];

  const space = quoteSpaceRental({ formData, stallDesignData: design, eventSpaceTariff: selections.eventSpaceTariff ?? null });
  const spaceLine = quoteLine({
    key: 'space',
    category: 'space',
    label: spaceLineLabel(space),
    basis: spaceBasis(space),
    source: space.tariff.source === 'override' ? 'choice' : 'estimate',
    taxClass: 'space',
    amount: space.rental.subtotal,
  });

  const builders = vendors.filter(isStallBuilder);
  const [builder, ...otherBuilders] = builders;
  if (otherBuilders.length > 0) {
    notes.push(
      `One builder builds the stall: ${builder?.name ?? ''} is counted; ${otherBuilders.map((entry) => entry.name).join(', ')} ${otherBuilders.length === 1 ? 'is' : 'are'} not.`,
    );
  }
  const stall = stallQuoteLines({
    formData,
    design,
    boothSqm: boothSizeSqm,
    shellScheme: space.boothType === 'shell_scheme',
    builder,
    stallPricing: selections.stallPricing,
  });

  const otherVendors = vendors.filter((vendor) => !isStallBuilder(vendor));
  const vendorLines = otherVendors.map((vendor, index) => {
    const price = vendorQuotePrice(vendor);
    return quoteLine({
      key: `vendor.${index + 1}`,
      category: vendorCategory(vendor.category),
      label: `${vendor.name} (${vendorCategoryLabel(vendor.category)})`,
      basis: price ? vendorPriceLabel(price.kind) : 'Price on request, not counted until the vendor quotes',
      source: price && isVendorsOwnPrice(price.kind) ? 'choice' : 'estimate',
      taxClass: 'vendor',
      amount: price?.amount ?? 0,
    });
  });

  const travelLines = travelQuoteLines(formData, selections.selectedFlights ?? [], teamSize, eventDays);
  const stayLines = stayQuoteLines(formData, selections.selectedHotel, teamSize, eventDays);

  const logistics = selections.selectedLogistics;
  const freightVendor = otherVendors.find((vendor) => vendorCategory(vendor.category) === 'shipping' && vendorQuotePrice(vendor));
  const shippingLines: QuoteLine[] = [];
  if (logistics) {
    const named = [logistics.provider, logistics.service].filter(Boolean).join(', ');
    shippingLines.push(
      quoteLine({
        key: 'shipping.freight',
        category: 'shipping',
        label: `Freight${named ? `: ${named}` : ''}`,
        basis: 'Your chosen freight offer',
        source: 'choice',
        taxClass: 'freight',
        amount: logistics.price,
      }),
    );
  } else if (freightVendor) {
    notes.push(`${freightVendor.name} carries your material, so no freight allowance is added.`);
  } else {
    shippingLines.push(
      quoteLine({
        key: 'shipping.allowance',
        category: 'shipping',
        label: 'Freight allowance (no offer chosen)',
        basis: `${formatInr(QUOTE_RATES.freightAllowance)}, typical freight for stall material; choose an offer in step 6`,
        source: 'estimate',
        allowance: true,
        taxClass: 'freight',
        amount: QUOTE_RATES.freightAllowance,
      }),
    );
  }

  const marketingBase = formData.eventType === 'international' ? QUOTE_RATES.marketing.international : QUOTE_RATES.marketing.other;
  const premiumMarket = formData.marketLevel === 'premium';
  const marketingLine = quoteLine({
    key: 'marketing',
    category: 'servicesAndMarketing',
    label: 'Marketing and promotion',
    basis: `${formatInr(marketingBase)} for ${formData.eventType === 'international' ? 'an international' : 'a domestic'} show${premiumMarket ? ' × 1.5 for a premium market' : ''}, a typical budget`,
    source: 'estimate',
    taxClass: 'marketing',
    amount: marketingBase * (premiumMarket ? QUOTE_RATES.marketing.premiumMarketMultiplier : 1),
  });

  // Step 2's furniture and lighting already furnish and light a designed stall, and a builder's
  // all-in price furnishes and lights the stall it builds.
  const pricedBy = stall.stall.pricedBy;
  const designCovers: Partial<Record<ServiceFlag, boolean>> =
    pricedBy === 'builder'
      ? { furniture: true, lighting: true }
      : pricedBy === 'design' && design
        ? { furniture: design.furnitureItems.length > 0, lighting: design.lightingType.length > 0 }
        : {};
  const serviceLines = SERVICE_FLAGS.filter((flag) => formData[flag]).flatMap((flag) => {
    if (designCovers[flag]) {
      const what = flag === 'furniture' ? 'furniture' : 'lighting';
      notes.push(
        pricedBy === 'builder'
          ? `${SERVICE_LABELS[flag]} from step 1 is left out: ${builder ? possessive(builder.name) : "the builder's"} price furnishes and lights the stall it builds.`
          : `${SERVICE_LABELS[flag]} from step 1 is left out: your stall design already prices ${what}.`,
      );
      return [];
    }
    return [
      quoteLine({
        key: `service.${flag}`,
        category: 'servicesAndMarketing',
        label: SERVICE_LABELS[flag],
        basis: `${formatInr(QUOTE_RATES.services[flag])} for the show, a typical hire`,
        source: 'estimate',
        taxClass: 'services',
        amount: QUOTE_RATES.services[flag],
      }),
    ];
  });

  const lines = [spaceLine, ...stall.lines, ...travelLines, ...stayLines, ...shippingLines, ...vendorLines, marketingLine, ...serviceLines];
  const ordered = QUOTE_CATEGORIES.flatMap((category) => lines.filter((line) => line.category === category));
  const subtotal = sum(ordered.map((line) => line.amount));
  const gst = sum(ordered.map((line) => line.gst));
  const categoryTotals = Object.fromEntries(
    QUOTE_CATEGORIES.map((category) => [category, sum(ordered.filter((line) => line.category === category).map((line) => line.amount))]),
  ) as Record<QuoteCategory, number>;

  return {
    quote: { lines: ordered, totals: { subtotal, gst, grandTotal: subtotal + gst }, categoryTotals, stall: stall.stall, notes },
    space,
    boothSizeSqm,
    teamSize,
    eventDays,
  };
}
