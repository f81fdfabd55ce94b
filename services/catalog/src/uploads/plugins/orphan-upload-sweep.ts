import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reviewModelFor } from '../../builder-bids/models/review-model.js';
import type { CatalogConfig } from '../../config.js';
import { vendorModelFor } from '../../vendors/models/vendor-model.js';
import { ORPHAN_UPLOAD_GRACE_MS, sweepOrphanUploads, type OrphanUploadSweepResult } from './sweep-orphan-uploads.js';

export interface OrphanUploadSweep {
  /** One sweep now, as of `now`; the timer calls it every ORPHAN_UPLOAD_SWEEP_MS. */
  sweep(now?: Date): Promise<OrphanUploadSweepResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orphanUploadSweep: OrphanUploadSweep;
  }
}

const LOCK_KEY = 'catalog:orphan-upload-sweep';

/**
 * The orphan upload sweep (docs/operations.md#blobs) on a timer in every catalog process. A Redis
 * key taken with NX for the period lets one process sweep per period; the sweep is safe to run
 * twice, so a lost key costs only a repeated pass.
 */
async function orphanUploadSweep(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  const references = { vendors: vendorModelFor(fastify.mongo), reviews: reviewModelFor(fastify.mongo) };
  const sweeper: OrphanUploadSweep = {
    sweep: (now = new Date()) => sweepOrphanUploads({ files: fastify.files, ...references, cutoff: new Date(now.getTime() - ORPHAN_UPLOAD_GRACE_MS) }),
  };
  fastify.decorate('orphanUploadSweep', sweeper);

  const everyMs = config.ORPHAN_UPLOAD_SWEEP_MS;
  if (everyMs === 0) return;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        const mine = await fastify.redis.set(LOCK_KEY, String(process.pid), 'PX', Math.max(1000, everyMs - 500), 'NX');
        if (mine !== 'OK') return;
        const result = await sweeper.sweep();
        if (result.removedFiles > 0) fastify.log.info(result, 'uploads no record points at removed');
      } catch (error) {
        fastify.log.warn({ err: error }, 'the orphan upload sweep failed; it runs again next period');
      }
    })().finally(() => {
      running = undefined;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const orphanUploadSweepPlugin = fp(orphanUploadSweep, {
  name: 'orphan-upload-sweep',
  dependencies: ['file-store', 'stallplan-redis'],
  fastify: '5.x',
});
