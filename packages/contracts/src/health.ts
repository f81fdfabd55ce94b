import { z } from 'zod';

export const serviceNames = ['catalog', 'content', 'travel', 'quotes', 'notify'] as const;
export const serviceNameSchema = z.enum(serviceNames);
export type ServiceName = z.infer<typeof serviceNameSchema>;

/** A dependency a service needs in order to answer: its database, its Redis. */
export const readinessCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  error: z.string().optional(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

export const serviceHealthSchema = z.object({
  success: z.literal(true),
  service: z.string(),
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const serviceReadinessSchema = z.object({
  success: z.boolean(),
  service: z.string(),
  status: z.enum(['ready', 'not ready']),
  checks: z.record(z.string(), readinessCheckSchema),
  error: z.string().optional(),
});
export type ServiceReadiness = z.infer<typeof serviceReadinessSchema>;

/** `GET /api/health` at the gateway: the state of every service behind it. */
export const gatewayHealthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'degraded']),
  services: z.record(
    z.string(),
    z.object({
      status: z.enum(['ready', 'not ready', 'unavailable']),
      checks: z.record(z.string(), readinessCheckSchema).optional(),
      error: z.string().optional(),
      /** For a service run as several processes: how many of them are ready. */
      processes: z.object({ ready: z.number().int(), total: z.number().int() }).optional(),
    }),
  ),
});
export type GatewayHealth = z.infer<typeof gatewayHealthSchema>;
