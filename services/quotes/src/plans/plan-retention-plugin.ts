import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { QuotesConfig } from '../config.js';
import { sweepPlanRetention, type PlanRetentionResult } from './sweep-plan-retention.js';

export interface PlanRetention {
  /** One sweep as of `now`; the timer calls it every PLAN_RETENTION_SWEEP_MS. */
  sweep(now?: Date): Promise<PlanRetentionResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    planRetention: PlanRetention;
  }
}

/** The saved-plan retention sweep on a timer; a Redis key taken with NX lets one process sweep per period. */
async function planRetention(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  const rules = { months: config.PLAN_RETENTION_MONTHS, warningDays: config.PLAN_RETENTION_WARNING_DAYS };
  const retention: PlanRetention = {
    sweep: (now = new Date()) =>
      sweepPlanRetention({
        plans: fastify.planStore.models.plans,
        rules,
        now,
        myPlansUrl: `${config.PUBLIC_BASE_URL}/my-plans`,
        sendMail: (mail) => fastify.planMailer.send(mail, fastify.log),
        deletePlan: (planId) => fastify.planStore.deletePlan(planId),
        log: fastify.log,
      }),
  };
  fastify.decorate('planRetention', retention);
  if (config.PLAN_RETENTION_SWEEP_MS === 0) return;

  const lockKey = `${config.PDF_QUEUE_PREFIX}:plan-retention-sweep`;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      try {
        const mine = await fastify.redis.set(lockKey, String(process.pid), 'PX', Math.max(1000, config.PLAN_RETENTION_SWEEP_MS - 500), 'NX');
        if (mine !== 'OK') return;
        const result = await retention.sweep();
        if (result.warned > 0 || result.deleted > 0) fastify.log.info(result, 'saved-plan retention sweep');
      } catch (error) {
        fastify.log.warn({ err: error }, 'the saved-plan retention sweep failed; it runs again next period');
      }
    })().finally(() => {
      running = undefined;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    timer = setInterval(tick, config.PLAN_RETENTION_SWEEP_MS);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const planRetentionPlugin = fp(planRetention, {
  name: 'plan-retention',
  fastify: '5.x',
  dependencies: ['plan-store', 'plan-mailer', 'stallplan-redis'],
});
