import { z } from 'zod';
import { adminTokenConfigShape, baseConfigShape, mongoConfigShape, redisConfigShape } from '@stallplan/service-kit';

const serviceUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const catalogConfigSchema = z
  .object({
    ...baseConfigShape(5101),
    ...mongoConfigShape,
    ...redisConfigShape,
    ...adminTokenConfigShape,
    /** Load the demo vendors at start-up; unset: only in development, so production starts empty. */
    SEED_DEMO_DATA: z.stringbool({ error: 'must be true or false' }).optional(),
    /** notify, for the registration confirmation; unset: nothing is sent. */
    NOTIFY_URL: serviceUrl.optional(),
    /** content, for the dashboard's blog count; unset: the count is 0. */
    CONTENT_URL: serviceUrl.optional(),
  })
  .transform((config) => ({ ...config, SEED_DEMO_DATA: config.SEED_DEMO_DATA ?? config.NODE_ENV === 'development' }));

export type CatalogConfig = z.output<typeof catalogConfigSchema>;
