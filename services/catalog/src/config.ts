import { z } from 'zod';
import { dataServiceConfigShape, refuseSharedTokenSecrets } from '@stallplan/service-kit';
import { blobStoreConfigShape, refuseIncompleteBlobStore } from '@stallplan/service-kit/store';

const serviceUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const limitSetting = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(fallback);

export const catalogConfigSchema = z
  .object({
    ...dataServiceConfigShape(5101),
    /** Where uploaded images are kept (docs/operations.md#blobs): BLOB_STORE, BLOB_DIR and the S3_* settings. */
    ...blobStoreConfigShape,
    /**
     * How often uploaded images no vendor or review points at any more are looked for and removed
     * (docs/operations.md#blobs); one process sweeps per period. 0 turns the sweep off.
     */
    ORPHAN_UPLOAD_SWEEP_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 (off) or more')
      .max(86_400_000, 'must be at most a day (86400000)')
      .default(3_600_000),
    /** Load the demo vendors at start-up; unset: only in development, so production starts empty. */
    SEED_DEMO_DATA: z.stringbool({ error: 'must be true or false' }).optional(),
    /** notify, for the registration confirmation; unset: nothing is sent. */
    NOTIFY_URL: serviceUrl.optional(),
    /**
     * The address people open StallPlan at (the gateway), for the private links in builder-bid
     * mails: `${PUBLIC_BASE_URL}/bid/<token>` and `${PUBLIC_BASE_URL}/briefs/<token>`.
     */
    PUBLIC_BASE_URL: serviceUrl.default('http://localhost:5000').transform((url) => url.replace(/\/+$/, '')),
    /** How often to look for shows that have ended, to invite the exhibitor to review the builder; 0 turns the sweep off. */
    REVIEW_INVITE_SWEEP_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 (off) or more')
      .max(86_400_000, 'must be at most a day (86400000)')
      .default(600_000),
    /** Self-registrations one client address may send per hour (by the address the gateway saw). */
    REGISTRATIONS_PER_CLIENT_PER_HOUR: limitSetting(5),
    /** Self-registrations per e-mail domain per day (`acme.in`), from any number of clients. */
    REGISTRATIONS_PER_DOMAIN_PER_DAY: limitSetting(10),
    /** The same for webmail domains (gmail.com and the like), which many real vendors share. */
    REGISTRATIONS_PER_SHARED_DOMAIN_PER_DAY: limitSetting(300),
    /** Builder briefs one client address may send per day, whatever e-mail each one gives. */
    BRIEFS_PER_CLIENT_PER_DAY: limitSetting(10),
    /** content, for the dashboard's blog count; unset: the count is 0. */
    CONTENT_URL: serviceUrl.optional(),
    /**
     * An OpenAI-compatible chat completions endpoint (`…/v1/chat/completions`) that rewrites the
     * recommendations' reasoning text in plainer words; unset: the scoring model's own text is sent.
     */
    RECOMMENDATIONS_LLM_URL: serviceUrl.optional(),
    /** Sent as a bearer token; local endpoints may need none. */
    RECOMMENDATIONS_LLM_KEY: z.string().optional(),
    RECOMMENDATIONS_LLM_MODEL: z.string().optional(),
    /** How long a rewrite may take before the model's own text is sent instead. */
    RECOMMENDATIONS_LLM_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(100).max(30_000).default(3000),
  })
  .superRefine((config, context) => {
    refuseSharedTokenSecrets(config, context);
    refuseIncompleteBlobStore(config, context);
    if (config.RECOMMENDATIONS_LLM_URL !== undefined && config.RECOMMENDATIONS_LLM_MODEL === undefined) {
      context.addIssue({ code: 'custom', path: ['RECOMMENDATIONS_LLM_MODEL'], message: 'is required when RECOMMENDATIONS_LLM_URL is set' });
    }
  })
  .transform((config) => ({ ...config, SEED_DEMO_DATA: config.SEED_DEMO_DATA ?? config.NODE_ENV === 'development' }));

export type CatalogConfig = z.output<typeof catalogConfigSchema>;
