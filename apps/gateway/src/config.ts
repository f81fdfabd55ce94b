import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  adminTokenConfigShape,
  baseConfigShape,
  redisConfigShape,
  refuseSharedTokenSecrets,
  serviceTokenConfigShape,
  trustedProxiesSetting,
} from '@stallplan/service-kit';
import { parseUpstreamUrls } from './domain/upstream-urls.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** One or more comma-separated base URLs of a service's processes; the gateway balances over the ready ones. */
const serviceUrls = (port: number) =>
  z
    .string()
    .transform((value, ctx) => {
      const parsed = parseUpstreamUrls(value);
      if (parsed.ok) return parsed.urls;
      ctx.addIssue({ code: 'custom', message: `${parsed.problem} (expected http(s) base URLs separated by commas)` });
      return z.NEVER;
    })
    .default([`http://127.0.0.1:${port}`]);

export const gatewayConfigSchema = z
  .object({
    ...baseConfigShape(5000),
    ...redisConfigShape,
    ...adminTokenConfigShape,
    /** Signs the token with which the gateway vouches to notify for the key of an integrator's webhook call. */
    ...serviceTokenConfigShape,
    ADMIN_PASSWORD: z.string().optional(),
    /**
     * The load balancers or ingress controllers in front of the gateway (IPs or CIDRs, or `none`, the
     * default): only their X-Forwarded-For names the client that rate limits count by.
     */
    TRUSTED_PROXIES: trustedProxiesSetting('none'),
    CATALOG_URL: serviceUrls(5101),
    CONTENT_URL: serviceUrls(5102),
    TRAVEL_URL: serviceUrls(5103),
    QUOTES_URL: serviceUrls(5104),
    NOTIFY_URL: serviceUrls(5105),
    /** The built web app the gateway serves. */
    WEB_DIST: z.string().default(defaultWebDist),
    /** Comma-separated origins (scheme, host and port) whose pages may call the API; unset: only the gateway's own pages. */
    CORS_ORIGINS: z.string().optional(),
    /** Requests per minute per client across the API. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Image uploads per minute per client: each one costs the catalog decoding and re-encoding up to ten images. */
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Uploads one client may have going through this gateway at once; the next gets 429 until one ends. */
    UPLOAD_CONCURRENCY_PER_CLIENT: z.coerce.number().int().positive().default(2),
    /** How long a service may take to start answering, e.g. while it renders a PDF. */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  })
  .superRefine((config, ctx) => {
    refuseSharedTokenSecrets(config, ctx);
    if (config.NODE_ENV === 'production' && (config.ADMIN_PASSWORD ?? '').length < 12) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must be set to at least 12 characters in production',
      });
    }
  })
  .transform((config) => ({
    ...config,
    // Development without a password gets a throwaway one, printed at start.
    ADMIN_PASSWORD: config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
    adminPasswordGenerated: config.ADMIN_PASSWORD === undefined,
  }));

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
