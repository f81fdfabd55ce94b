import { z } from 'zod';
import { baseConfigShape, redisConfigShape, trustedProxiesConfigShape } from '@stallplan/service-kit';

/** Which real supplier each provider slot may name, and the variables its credentials come from. */
export const PROVIDER_CREDENTIALS = {
  FLIGHT_PROVIDER: { amadeus: ['AMADEUS_API_KEY', 'AMADEUS_API_SECRET'] },
  HOTEL_PROVIDER: { amadeus: ['AMADEUS_API_KEY', 'AMADEUS_API_SECRET'] },
  LOGISTICS_PROVIDER: { shiprocket: ['SHIPROCKET_API_TOKEN'] },
  GEOCODER: { google: ['GOOGLE_MAPS_API_KEY'] },
} as const;

export const travelConfigSchema = z
  .object({
    ...baseConfigShape(5103),
    ...redisConfigShape,
    ...trustedProxiesConfigShape,
    /** How long a search answer is kept; fares and rooms move, so minutes, not hours. */
    SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** The longest any provider call may take before the search answers 503. */
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(5_000),
    /** Starts every Redis key of this service, so deployments (and tests) sharing a Redis keep apart. */
    CACHE_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be up to 64 letters, digits, colons, dots, dashes or underscores')
      .default('travel:'),
    // Real suppliers are off by default; the built-in inventory needs no network.
    FLIGHT_PROVIDER: z.enum(['builtin', 'amadeus']).default('builtin'),
    HOTEL_PROVIDER: z.enum(['builtin', 'amadeus']).default('builtin'),
    LOGISTICS_PROVIDER: z.enum(['builtin', 'shiprocket']).default('builtin'),
    GEOCODER: z.enum(['builtin', 'google']).default('builtin'),
    AMADEUS_API_KEY: z.string().optional(),
    AMADEUS_API_SECRET: z.string().optional(),
    SHIPROCKET_API_TOKEN: z.string().optional(),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
  })
  .superRefine((config, context) => {
    for (const [slot, suppliers] of Object.entries(PROVIDER_CREDENTIALS)) {
      const chosen = config[slot as keyof typeof PROVIDER_CREDENTIALS];
      const needed: readonly string[] = (suppliers as Record<string, readonly string[]>)[chosen] ?? [];
      for (const variable of needed) {
        if (config[variable as keyof typeof config] === undefined) {
          context.addIssue({ code: 'custom', path: [variable], message: `is required when ${slot} is ${chosen}` });
        }
      }
    }
  });

export type TravelConfig = z.output<typeof travelConfigSchema>;
