import { z } from 'zod';
import { eachOnce } from '../shared/each-once.js';
import { plainText } from '../shared/plain-text.js';
import { apiScopeSchema, API_SCOPES } from './api-scopes.js';

/** Every key starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'sp_key_';
/** A key is the prefix and 32 random bytes in base64url. */
export const API_KEY_PATTERN = /^sp_key_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key the admin sees after it was issued (the prefix and 6 more). */
export const API_KEY_VISIBLE_CHARS = API_KEY_PREFIX.length + 6;

/** The header the gateway sets on a keyed request (after dropping any the client sent). */
export const API_KEY_ID_HEADER = 'x-stallplan-key-id';

export const API_KEY_RATE_PER_MINUTE_DEFAULT = 600;
export const API_KEY_DAILY_QUOTA_DEFAULT = 50_000;

const scopesField = eachOnce(
  z.array(apiScopeSchema, { error: 'Scopes must be a list.' }).min(1, 'Choose at least one scope.').max(API_SCOPES.length),
  'Each scope may be listed once.',
);

export const apiKeyCreateSchema = z.strictObject({
  name: plainText('Key name', 100).min(1, 'Key name is required.'),
  ownerEmail: z.string().trim().max(254).pipe(z.email('Owner e-mail must be a valid e-mail address.')),
  scopes: scopesField,
  ratePerMinute: z
    .number({ error: 'Requests per minute must be a number.' })
    .int('Requests per minute must be a whole number.')
    .min(1, 'Requests per minute must be at least 1.')
    .max(100_000, 'Requests per minute must be at most 100000.')
    .default(API_KEY_RATE_PER_MINUTE_DEFAULT),
  dailyQuota: z
    .number({ error: 'Daily quota must be a number.' })
    .int('Daily quota must be a whole number.')
    .min(1, 'Daily quota must be at least 1.')
    .max(100_000_000, 'Daily quota must be at most 100000000.')
    .default(API_KEY_DAILY_QUOTA_DEFAULT),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeyStatusSchema = z.enum(['active', 'revoked']);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** A key as the admin sees it: never the secret, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerEmail: z.string(),
  scopes: z.array(apiScopeSchema),
  keyStart: z.string(),
  ratePerMinute: z.number().int(),
  dailyQuota: z.number().int(),
  status: apiKeyStatusSchema,
  createdAt: z.iso.datetime(),
  rotatedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Requests the gateway let through with this key, ever and since midnight UTC. */
  requestCount: z.number().int().nonnegative(),
  requestsToday: z.number().int().nonnegative(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating or rotating a key: the only time the secret is shown. */
export const issuedApiKeySchema = z.object({ key: apiKeySchema, secret: z.string().regex(API_KEY_PATTERN) });
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;
