import { z } from 'zod';
import { baseConfigShape, redisConfigShape } from '@stallplan/service-kit';

export const travelConfigSchema = z.object({
  ...baseConfigShape(5103),
  ...redisConfigShape,
});

export type TravelConfig = z.output<typeof travelConfigSchema>;
