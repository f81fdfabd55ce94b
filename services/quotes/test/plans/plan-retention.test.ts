import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createServiceTokenIssuer } from '@stallplan/service-kit';
import { quoteModelFor } from '../../src/models/quote-model.js';
import { createPlanMailer } from '../../src/plans/plan-mailer.js';
import { createPlanStore, revisionClaims } from '../../src/plans/plan-store.js';
import { sweepPlanRetention } from '../../src/plans/sweep-plan-retention.js';
import { createPdfFileStore } from '../../src/rendering/pdf-file-store.js';
import mongoose, { type Connection } from 'mongoose';
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { planModelsFor } from '../../src/plans/plan-models.js';
import type { PlanRetention } from '../../src/plans/plan-retention-plugin.js';
import { buildQuotes, TEST_SERVICE_SECRET, testBlobSettings } from '../helper.js';
import { imtexContent, startNotifyStandIn, type NotifyStandIn } from './plan-fixture.js';

describe('saved-plan retention sweep', () => {
  const dbName = uniqueDbName('quotes');
  let app: FastifyInstance;
  let notify: NotifyStandIn;
  let connection: Connection;
  let retention: PlanRetention;
  beforeAll(async () => {
    notify = await startNotifyStandIn();
    app = await buildQuotes({ MONGO_DB: dbName, NOTIFY_URL: notify.url, PLAN_RETENTION_SWEEP_MS: '0' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
    // The sweep the timer runs, over the service's database, with a clock the test passes in.
    const store = createPlanStore({
      connection,
      quotes: quoteModelFor(connection),
      pdfFiles: createPdfFileStore(testBlobSettings(dbName)),
      showNamed: async () => null,
      claims: revisionClaims(app.redis, `quotes:${dbName}:`),
    });
    const mailer = createPlanMailer(notify.url, createServiceTokenIssuer({ secret: TEST_SERVICE_SECRET, issuer: 'quotes' }));
    const log = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
    retention = {
      sweep: (now = new Date()) =>
        sweepPlanRetention({
          plans: store.models.plans,
          rules: { months: 24, warningDays: 30 },
          now,
          myPlansUrl: 'http://localhost:5000/my-plans',
          sendMail: (mail) => mailer.send(mail, log),
          deletePlan: (planId) => store.deletePlan(planId),
          log,
        }),
    };
  });
  afterAll(async () => {
    await app.close();
    await connection.close();
    await notify.close();
  });

  it('warns the owner of a plan untouched for 24 months, deletes it 30 days later, and keeps one opened meanwhile', async () => {
    const save = async () => {
      const email = `old-${randomBytes(4).toString('hex')}@example.com`;
      const res = await app.inject({ method: 'POST', url: '/api/plans', payload: { content: imtexContent('Old Plan Ltd', email) } });
      expect(res.statusCode, res.body).toBe(201);
      return { ...(res.json().data as { editToken: string; plan: { id: string } }), email };
    };
    const forgotten = await save();
    const reopened = await save();
    const { plans, versions } = planModelsFor(connection);
    const longAgo = new Date('2024-01-01T00:00:00Z');
    await plans.updateMany({ _id: { $in: [forgotten.plan.id, reopened.plan.id] } }, { $set: { touchedAt: longAgo, updatedAt: longAgo } });

    const warnDay = new Date('2026-11-27T00:00:00Z');
    expect(await retention.sweep(warnDay)).toMatchObject({ warned: 2, deleted: 0 });
    expect(notify.mails).toContainEqual(
      expect.objectContaining({ kind: 'plan-retention-warning', to: forgotten.email, deleteOn: '2026-12-27', exhibitionName: 'IMTEX 2027' }),
    );
    expect(await retention.sweep(warnDay)).toMatchObject({ warned: 0, deleted: 0 });

    // The owner opens one of them: its warning is void.
    expect((await app.inject({ method: 'GET', url: `/api/plans/${reopened.editToken}` })).statusCode).toBe(200);
    expect(await retention.sweep(new Date('2026-12-20T00:00:00Z'))).toMatchObject({ deleted: 0 });

    expect(await retention.sweep(new Date('2026-12-27T00:00:00Z'))).toMatchObject({ deleted: 1 });
    expect(await plans.countDocuments({ _id: forgotten.plan.id })).toBe(0);
    expect(await versions.countDocuments({ planId: forgotten.plan.id })).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/api/plans/${forgotten.editToken}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/plans/${reopened.editToken}` })).statusCode).toBe(200);
  });
});
