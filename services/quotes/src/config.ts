import { z } from 'zod';
import { adminTokenConfigShape, baseConfigShape, mongoConfigShape, redisConfigShape } from '@stallplan/service-kit';

export const quotesConfigSchema = z.object({
  ...baseConfigShape(5104),
  ...mongoConfigShape,
  ...redisConfigShape,
  ...adminTokenConfigShape,
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
});

export type QuotesConfig = z.output<typeof quotesConfigSchema>;
