import { z } from 'zod';
import { adminTokenConfigShape, baseConfigShape, mongoConfigShape } from '@stallplan/service-kit';

export const contentConfigSchema = z.object({
  ...baseConfigShape(5102),
  ...mongoConfigShape,
  ...adminTokenConfigShape,
});

export type ContentConfig = z.output<typeof contentConfigSchema>;
