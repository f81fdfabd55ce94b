import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * `GET /api/admin/stats`: what the dashboard counts. Pending vendors are the inactive ones (see docs/marketplace.md#dashboard);
 * they light up "Approve Pending Vendors".
 */
export const adminStatsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    vendors: z.object({ total: count, active: count, pending: count }),
    blogs: z.object({ total: count }),
  }),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;
export type AdminStats = AdminStatsResponse['data'];
