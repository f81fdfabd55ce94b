import type { FastifyBaseLogger } from 'fastify';
import type { Types } from 'mongoose';
import type { PlanMail } from '@stallplan/contracts';
import type { PlanModels } from './plan-models.js';
import { deleteOnDay, deletionCutoff, retentionStep, warningCutoff, type RetentionRules } from './plan-retention.js';

export interface SweepPlanRetentionInput {
  plans: PlanModels['plans'];
  rules: RetentionRules;
  now: Date;
  myPlansUrl: string;
  sendMail(mail: PlanMail): Promise<boolean>;
  deletePlan(planId: Types.ObjectId): Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  batchSize?: number;
}

export interface PlanRetentionResult {
  warned: number;
  deleted: number;
}

/**
 * Warns the owners of plans untouched for the retention months, and deletes the plans warned the
 * warning days ago and untouched since (docs/saved-plans.md#retention). Each plan's step is decided
 * by `retentionStep`; the warning is recorded only with a filter that the plan is still untouched,
 * so an owner opening it meanwhile wins. Safe to run twice: notify keeps one mail per key.
 */
export async function sweepPlanRetention(input: SweepPlanRetentionInput): Promise<PlanRetentionResult> {
  const { plans, rules, now, batchSize = 200 } = input;
  const result: PlanRetentionResult = { warned: 0, deleted: 0 };
  const due = await plans
    .find(
      {
        $or: [
          { retentionWarnedAt: null, touchedAt: { $lt: warningCutoff(now, rules) } },
          { retentionWarnedAt: { $ne: null, $lte: deletionCutoff(now, rules) } },
        ],
      },
      { ownerEmail: 1, exhibitionName: 1, touchedAt: 1, retentionWarnedAt: 1 },
    )
    .limit(batchSize)
    .lean();
  for (const plan of due) {
    const step = retentionStep(plan, now, rules);
    if (step === 'delete') {
      await input.deletePlan(plan._id);
      result.deleted += 1;
    } else if (step === 'warn') {
      const marked = await plans.updateOne({ _id: plan._id, retentionWarnedAt: null, touchedAt: plan.touchedAt }, { $set: { retentionWarnedAt: now } });
      if (marked.modifiedCount === 0) continue;
      const deleteOn = deleteOnDay(now, rules);
      const sent = await input.sendMail({
        kind: 'plan-retention-warning',
        key: `plan-retention:${plan._id.toHexString()}:${deleteOn}`,
        to: plan.ownerEmail,
        exhibitionName: plan.exhibitionName || 'Your exhibition',
        deleteOn,
        myPlansUrl: input.myPlansUrl,
      });
      if (!sent) input.log.warn({ planId: plan._id.toHexString() }, 'retention warning not mailed; the plan is still deleted after the warning days');
      result.warned += 1;
    }
  }
  return result;
}
