import { z } from 'zod';
import { adminTokenConfigShape, baseConfigShape, mongoConfigShape, redisConfigShape } from '@stallplan/service-kit';

export const catalogConfigSchema = z.object({
  ...baseConfigShape(5101),
  ...mongoConfigShape,
  ...redisConfigShape,
  ...adminTokenConfigShape,
});

export type CatalogConfig = z.output<typeof catalogConfigSchema>;
