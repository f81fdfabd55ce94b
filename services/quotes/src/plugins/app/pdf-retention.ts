import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { QuotesConfig } from '../../config.js';
import { retentionCutoff } from '../../domain/pdf-retention.js';
import { sweepExpiredPdfs, type SweepResult } from '../../jobs/sweep-expired-pdfs.js';
import { sweepStaleRoiGuideRequests } from '../../jobs/sweep-stale-roi-guide-requests.js';

export interface PdfRetention {
  retentionDays: number;
  /** One sweep now, as of `now`; the timer calls it every `PDF_RETENTION_SWEEP_MS`. */
  sweep(now?: Date): Promise<SweepResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfRetention: PdfRetention;
  }
}

/**
 * The retention sweep, on a timer in every API process. FerretDB has no TTL indexes, so expiry is
 * this sweep. A Redis key taken with NX for the period lets one process sweep per period; the
 * sweep is safe to run twice, so a lost key costs only a repeated pass.
 */
async function pdfRetention(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  const retention: PdfRetention = {
    retentionDays: config.PDF_RETENTION_DAYS,
    sweep: (now = new Date()) => sweepExpiredPdfs({ quotes: fastify.quotes, files: fastify.pdfFiles, cutoff: retentionCutoff(now, config.PDF_RETENTION_DAYS) }),
  };
  fastify.decorate('pdfRetention', retention);

  const lockKey = `${config.PDF_QUEUE_PREFIX}:pdf-retention-sweep`;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        const mine = await fastify.redis.set(lockKey, String(process.pid), 'PX', Math.max(1000, config.PDF_RETENTION_SWEEP_MS - 500), 'NX');
        if (mine !== 'OK') return;
        const result = await retention.sweep();
        if (result.expiredQuotes > 0 || result.orphanFiles > 0) fastify.log.info(result, 'expired pdfs removed');
        const staleRoiGuideRequests = await sweepStaleRoiGuideRequests(fastify.roiGuideRequests, new Date());
        if (staleRoiGuideRequests > 0) fastify.log.info({ staleRoiGuideRequests }, 'roi guide requests left by a stopped process removed');
      } catch (error) {
        fastify.log.warn({ err: error }, 'the pdf retention sweep failed; it runs again next period');
      }
    })().finally(() => {
      running = undefined;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(tick, config.PDF_RETENTION_SWEEP_MS);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const pdfRetentionPlugin = fp(pdfRetention, { name: 'pdf-retention', dependencies: ['quote-store', 'stallplan-redis'], fastify: '5.x' });
