import type { DealRoiInputs, PlannerIndustry } from '@stallplan/contracts';
import { DEFAULT_DEAL_ROI_INPUTS } from './deal-roi.js';

/** A group of industries whose deals are alike in size, margin and how often a lead closes. */
export interface DealRoiSector {
  readonly name: string;
  readonly averageDealValue: number;
  readonly grossMarginPct: number;
  readonly leadToDealPct: number;
  readonly industries: readonly PlannerIndustry[];
}

/**
 * Starting assumptions for the ROI by step 1's industry (docs/quote-model.md#roi): round figures
 * for a first order from a show lead in India, meant to be replaced by the exhibitor's own. Capital
 * goods sell large orders at thinner margins; software and services smaller orders at wider ones;
 * consumer goods small orders that close more often. Leads come from the booth size
 * (QUALIFIED_LEADS_PER_SQM).
 */
export const DEAL_ROI_SECTORS: readonly DealRoiSector[] = [
  {
    name: 'Capital goods and industry',
    averageDealValue: 500_000,
    grossMarginPct: 25,
    leadToDealPct: 10,
    industries: [
      'Aerospace & Defense',
      'Automotive',
      'Chemicals',
      'Construction & Infrastructure',
      'Energy & Power',
      'Engineering & Machinery',
      'Manufacturing',
      'Mining & Metals',
      'Oil & Gas',
      'Packaging & Printing',
      'Plastics & Rubber',
      'Renewable Energy',
      'Water Treatment',
    ],
  },
  {
    name: 'Technology and business services',
    averageDealValue: 300_000,
    grossMarginPct: 40,
    leadToDealPct: 8,
    industries: [
      'Banking & Finance',
      'Education & Training',
      'Government & Public Sector',
      'Information Technology',
      'Logistics & Supply Chain',
      'Media & Entertainment',
      'Real Estate',
      'Security & Safety',
      'Telecommunications',
    ],
  },
  {
    name: 'Healthcare and pharmaceuticals',
    averageDealValue: 250_000,
    grossMarginPct: 35,
    leadToDealPct: 10,
    industries: ['Healthcare & Medical', 'Pharmaceuticals'],
  },
  {
    name: 'Consumer goods and hospitality',
    averageDealValue: 100_000,
    grossMarginPct: 30,
    leadToDealPct: 12,
    industries: [
      'Agriculture & Farming',
      'Beauty & Cosmetics',
      'Consumer Electronics',
      'Fashion & Apparel',
      'Food & Beverages',
      'Furniture & Interiors',
      'Gems & Jewellery',
      'Handicrafts & Gifts',
      'Hospitality & Tourism',
      'Retail & E-commerce',
      'Sports & Fitness',
      'Textiles',
      'Toys & Games',
    ],
  },
];

export interface DealRoiDefaults {
  readonly inputs: DealRoiInputs;
  /** "Capital goods and industry", or "All industries" when step 1 names none we group. */
  readonly basis: string;
}

/** The ROI's starting assumptions for an industry; leads are left to the booth size. */
export function dealRoiDefaults(industry: string | null | undefined): DealRoiDefaults {
  const sector = DEAL_ROI_SECTORS.find((entry) => (entry.industries as readonly string[]).includes(industry ?? ''));
  if (!sector) return { inputs: { ...DEFAULT_DEAL_ROI_INPUTS }, basis: 'All industries' };
  return {
    inputs: { averageDealValue: sector.averageDealValue, grossMarginPct: sector.grossMarginPct, qualifiedLeads: null, leadToDealPct: sector.leadToDealPct },
    basis: sector.name,
  };
}
