import { z } from 'zod';
import { defineOptions } from '../enumerations/define-options.js';
import { documentedInput } from '../http/define-routes.js';
import {
  companySizeOptions,
  eventDifficultyOptions,
  exhibitionGoalOptions,
  experienceLevelOptions,
  planningTimelineOptions,
  recommendationIndustryOptions,
  roiPotentialOptions,
} from '../enumerations/marketplace-options.js';
import { eventTypeOptions } from '../enumerations/planner-options.js';
import { choiceList, documentNumber, NUMERIC_TEXT_RULE, optionalChoice, optionalText, optionalWholeNumber } from '../shared/input-fields.js';

/** ₹1,000 crore: no exhibition budget comes near it. */
export const RECOMMENDATION_BUDGET_MAX = 10_000_000_000;
export const RECOMMENDATION_TEAM_SIZE_MAX = 1000;
export const MAX_RECOMMENDATIONS = 20;

/**
 * A whole number typed into a form, empty meaning unset. Indian digit grouping (`5,00,000`) is how
 * rupees are written, so it is read; fractions and other text are refused, never rounded or guessed.
 */
function groupedWholeNumber(what: string, min: number, max: number) {
  return documentedInput(
    z.preprocess((value) => (typeof value === 'string' && /^[\d,\s]+$/.test(value) ? value.replace(/[\s,]/g, '') : value), optionalWholeNumber(what, min, max)),
    () => ({
      ...documentNumber(what)({ type: 'integer', minimum: min, maximum: max }),
      anyOf: [
        ...(documentNumber(what)({ type: 'integer', minimum: min, maximum: max }).anyOf as unknown[]),
        {
          type: 'string',
          pattern: '^[\\d,\\s]+$',
          example: '5,00,000',
          'x-stallplan-range': { minimum: min, maximum: max, integer: true },
          'x-stallplan-rule': NUMERIC_TEXT_RULE,
        },
      ],
      description: `${what}: a whole number from ${min} to ${max.toLocaleString('en-IN')}; numeric text is read as a number, with Indian digit grouping (5,00,000) allowed; blank or null counts as not given.`,
    }),
  );
}

/** What the recommendations form asks (see docs/marketplace.md#event-recommendations). */
export const recommendationRequestSchema = z.object({
  industry: documentedInput(
    z.preprocess(
      (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value),
      z.string({ error: 'Please choose your industry.' }).pipe(recommendationIndustryOptions.schema),
    ),
    () => ({ type: 'string', enum: [...recommendationIndustryOptions.values] }),
  ),
  location: optionalText('Location', 100),
  budget: groupedWholeNumber('Budget', 0, RECOMMENDATION_BUDGET_MAX),
  teamSize: groupedWholeNumber('Team size', 1, RECOMMENDATION_TEAM_SIZE_MAX),
  goals: choiceList(exhibitionGoalOptions.schema, exhibitionGoalOptions.values.length),
  eventTypes: choiceList(eventTypeOptions.schema, eventTypeOptions.values.length).transform((types) => (types.length === 0 ? ['trade' as const] : types)),
  companySize: optionalChoice(companySizeOptions.schema),
  experience: optionalChoice(experienceLevelOptions.schema),
  timeline: optionalChoice(planningTimelineOptions.schema),
});
export type RecommendationRequestInput = z.input<typeof recommendationRequestSchema>;
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>;

/** How many of the exhibitor's competitors are likely to be there. */
export const competitorPresenceOptions = defineOptions('Competitor presence', ['high', 'medium', 'low'], {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
});
export type CompetitorPresence = z.infer<typeof competitorPresenceOptions.schema>;

const percent = z.number().int().min(0).max(100);
const count = z.number().int().nonnegative();

/**
 * One recommended event (see docs/marketplace.md#event-recommendations). `dates` is display text
 * (`Feb 12–14, 2026`); visitors and booth cost are figures, the cost in whole rupees.
 */
export const recommendedEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  dates: z.string(),
  description: z.string(),
  relevanceScore: percent,
  expectedVisitors: count,
  averageBoothCost: count,
  difficulty: eventDifficultyOptions.schema,
  roiPotential: roiPotentialOptions.schema,
  competitorPresence: competitorPresenceOptions.schema,
  reasons: z.array(z.string()),
  benefits: z.array(z.string()),
  website: z.string().optional(),
  /** Booth space, construction, travel and stay for the team, in whole rupees: a typical figure, not a quote. */
  expectedTotalCost: count.optional(),
  /** The next edition's expected month, from the show's usual month(s). */
  nextEdition: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }).optional(),
});
export type RecommendedEvent = z.infer<typeof recommendedEventSchema>;

export const recommendationResponseSchema = z.object({
  success: z.literal(true),
  totalCount: count,
  confidence: percent,
  reasoning: z.string(),
  recommendations: z.array(recommendedEventSchema).max(MAX_RECOMMENDATIONS),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;

const monthNumber = z.number().int().min(1).max(12);

/** How often a show runs; PLASTINDIA, for one, is held every third year. */
export const eventFrequencyOptions = defineOptions('Frequency', ['annual', 'biennial', 'triennial'], {
  annual: 'Every year',
  biennial: 'Every two years',
  triennial: 'Every three years',
});
export type EventFrequency = z.infer<typeof eventFrequencyOptions.schema>;

/** An event of the catalogue the recommendations are drawn from (`GET /api/events`). */
export const tradeEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  venue: z.string(),
  /** The months (1–12) it usually runs in. */
  months: z.array(monthNumber).min(1).max(12),
  industries: z.array(recommendationIndustryOptions.schema).min(1),
  typicalVisitors: count,
  typicalExhibitors: count,
  /** Space-only booth cost (raw space), whole rupees per square metre. */
  typicalBoothCostPerSqm: count,
  /** Shell-scheme (built-up) space, whole rupees per square metre: the stall walls, fascia and basic lights come with it. */
  typicalBuiltUpCostPerSqm: count,
  difficulty: eventDifficultyOptions.schema,
  /** Has days open to the general public (consumers, farmers), not only to the trade. */
  openToPublic: z.boolean().optional(),
  /** Absent: every year. */
  frequency: eventFrequencyOptions.schema.optional(),
  /** A year it was held in; editions of a biennial or triennial show are counted from it. */
  heldInYear: z.number().int().min(1900).max(2100).optional(),
  website: z.string().optional(),
  description: z.string(),
});
export type TradeEvent = z.infer<typeof tradeEventSchema>;

export const eventListQuerySchema = z.object({
  industry: optionalChoice(recommendationIndustryOptions.schema),
  city: optionalText('City', 100),
  month: groupedWholeNumber('Month', 1, 12),
});
export type EventListQueryInput = z.input<typeof eventListQuerySchema>;
export type EventListQuery = z.output<typeof eventListQuerySchema>;

export const eventListResponseSchema = z.object({ success: z.literal(true), data: z.array(tradeEventSchema) });
export type EventListResponse = z.infer<typeof eventListResponseSchema>;
