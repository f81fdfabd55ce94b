import { z } from 'zod';
import { briefComparisonResponseSchema, briefComparisonSchema, builderBriefResponseSchema, sharedBriefSchema } from '@stallplan/contracts';

/**
 * The contracts' answers that carry the stall design, as the server checks them on the way out.
 * The design schema turns form input into the design (defaults, trimming, blanks to none), and
 * zod cannot run those steps backwards to serialise; the design was parsed by that very schema
 * when the brief was stored, so here it is checked as an object. Clients parse the answers
 * with the contracts' own schemas.
 */
const storedDesignSchema = z.record(z.string(), z.unknown());

const sharedBriefAnswer = sharedBriefSchema.extend({ design: storedDesignSchema });

export const briefComparisonAnswer = briefComparisonResponseSchema.extend({
  data: briefComparisonSchema.extend({ brief: sharedBriefAnswer }),
});

export const builderBriefAnswer = builderBriefResponseSchema.extend({
  data: builderBriefResponseSchema.shape.data.extend({ brief: sharedBriefAnswer }),
});
