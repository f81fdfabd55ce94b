import { z } from 'zod';
import { adminTokenConfigShape, baseConfigShape, mongoConfigShape, redisConfigShape, trustedProxiesConfigShape } from '@stallplan/service-kit';

export const contentConfigSchema = z
  .object({
    ...baseConfigShape(5102),
    ...mongoConfigShape,
    /** The gateway's logout deny-list, which every admin check reads. */
    ...redisConfigShape,
    ...adminTokenConfigShape,
    ...trustedProxiesConfigShape,
    /** Loads the demo articles once; unset means yes in development only, so tests and production start empty. */
    SEED_DEMO_DATA: z.stringbool({ error: 'must be true or false' }).optional(),
  })
  .transform((config) => ({ ...config, SEED_DEMO_DATA: config.SEED_DEMO_DATA ?? config.NODE_ENV === 'development' }));

export type ContentConfig = z.output<typeof contentConfigSchema>;
