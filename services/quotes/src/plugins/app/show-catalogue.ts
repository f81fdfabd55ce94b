import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogClient, type TradeEvent } from '@stallplan/contracts';
import type { ServiceTokenIssuer } from '@stallplan/service-kit';
import type { QuotesConfig } from '../../config.js';
import { namesAShow, quoteShowNamed, type QuoteShow } from '../../domain/quote-show.js';

/** catalog could not give its events list and none is cached: the route answers 503. */
export class ShowLookupUnavailableError extends Error {
  override readonly name = 'ShowLookupUnavailableError';
}

export interface ShowCatalogue {
  /**
   * The catalogue show a plan's exhibition name names, or null when it names none. A blank name is
   * answered without asking catalog. Throws ShowLookupUnavailableError when the list is needed,
   * catalog cannot give it and nothing is cached.
   */
  showNamed(exhibitionName: string | null | undefined): Promise<QuoteShow | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    showCatalogue: ShowCatalogue;
  }
}

export interface ShowCatalogueOptions {
  catalogUrl: string;
  /** Each call to catalog carries a fresh service token from quotes. */
  serviceTokens: ServiceTokenIssuer;
  /** How long one call to catalog may take. */
  timeoutMs: number;
  /** How long a fetched list is used before it is fetched again. */
  ttlMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
  fetch?: typeof fetch;
}

/**
 * After a failed refresh, the list already held is used for this long before catalog is asked
 * again, so an outage does not cost every quote a timeout.
 */
export const STALE_RETRY_MS = 30_000;

/**
 * catalog's events list, kept in the process: it changes only with a catalog release. Requests
 * that need it while it is being fetched share the one call. When a refresh fails the list already
 * held is used; only with nothing held does a lookup fail.
 */
export function createShowCatalogue({ catalogUrl, serviceTokens, timeoutMs, ttlMs, log, now = Date.now, fetch }: ShowCatalogueOptions): ShowCatalogue {
  const catalog = createCatalogClient({ baseUrl: catalogUrl, ...(fetch ? { fetch } : {}) });
  let held: { events: readonly TradeEvent[]; freshUntil: number } | undefined;
  let loading: Promise<readonly TradeEvent[]> | undefined;

  async function fetchEvents(): Promise<readonly TradeEvent[]> {
    const answer = await catalog.listEvents({ headers: await serviceTokens.headersFor('catalog'), signal: AbortSignal.timeout(timeoutMs) });
    if (answer.status !== 200) throw new Error(`catalog answered ${answer.status} for its events list`);
    held = { events: answer.body.data, freshUntil: now() + ttlMs };
    return held.events;
  }

  async function events(): Promise<readonly TradeEvent[]> {
    if (held && now() < held.freshUntil) return held.events;
    loading ??= fetchEvents().finally(() => {
      loading = undefined;
    });
    try {
      return await loading;
    } catch (error) {
      if (held) {
        log.warn({ err: error }, 'catalog did not give its events list; using the list fetched before');
        held.freshUntil = now() + STALE_RETRY_MS;
        return held.events;
      }
      log.warn({ err: error }, 'catalog did not give its events list and none is held');
      throw new ShowLookupUnavailableError(`The events list could not be fetched from ${catalogUrl}.`, { cause: error });
    }
  }

  return {
    async showNamed(exhibitionName) {
      if (!namesAShow(exhibitionName)) return null;
      return quoteShowNamed(exhibitionName, await events());
    },
  };
}

async function showCatalogue(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  fastify.decorate(
    'showCatalogue',
    createShowCatalogue({
      catalogUrl: config.CATALOG_URL,
      serviceTokens: fastify.serviceTokens,
      timeoutMs: config.CATALOG_TIMEOUT_MS,
      ttlMs: config.EVENTS_CACHE_TTL_MS,
      log: fastify.log,
    }),
  );
}

export const showCataloguePlugin = fp(showCatalogue, { name: 'show-catalogue', fastify: '5.x', dependencies: ['stallplan-service-auth'] });
