import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { builderMailSchema, type BriefRequestInput, type BuilderMail, type VendorInput } from '@stallplan/contracts';
import { createServiceTokenIssuer, SERVICE_TOKEN_HEADER, verifyServiceToken } from '@stallplan/service-kit';
import { createBuilderBidStore, type BuilderBidStore } from '../src/builder-bids/plugins/builder-bid-store.js';
import { createBuilderMailer } from '../src/builder-bids/plugins/builder-mailer.js';
import { sweepReviewInvitations, type ReviewSweepResult } from '../src/builder-bids/plugins/review-invitations.js';
import { TEST_ADMIN_SECRET, TEST_SERVICE_SECRET } from './helper.js';
import { adminHeaders, openDatabase, uniqueSuffix, vendorInput } from './vendor-test-kit.js';

/**
 * A stand-in for notify at the HTTP boundary: it records every POST to /internal/builder-mails,
 * checks its service token and its body against the contract, and answers 202 as notify does
 * (401 without a token from catalog, as notify does).
 */
export interface MailRecorder {
  url: string;
  mails: BuilderMail[];
  /** Calls that broke the contract (no valid service token, or a bad body), with the reason. */
  invalid: Array<{ body: unknown; reason: string }>;
  ofKind<K extends BuilderMail['kind']>(kind: K): Array<Extract<BuilderMail, { kind: K }>>;
  /** Mails whose key mentions this brief. */
  forBrief(briefId: string): BuilderMail[];
  close(): Promise<void>;
}

export async function startMailRecorder(): Promise<MailRecorder> {
  const mails: BuilderMail[] = [];
  const invalid: MailRecorder['invalid'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/internal/builder-mails') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"error":"not here"}');
        return;
      }
      void admitted(req.headers[SERVICE_TOKEN_HEADER]).then((caller) => {
        if (caller !== 'catalog') {
          invalid.push({ body: raw, reason: 'no valid service token from catalog' });
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"success":false,"error":"no service token"}');
          return;
        }
        record(raw, res);
      });
    });
  });
  /** The calling service, when the request carries a valid token addressed to notify. */
  async function admitted(header: string | string[] | undefined): Promise<string | undefined> {
    if (typeof header !== 'string') return undefined;
    return (await verifyServiceToken(header, TEST_SERVICE_SECRET, 'notify'))?.iss;
  }
  function record(raw: string, res: ServerResponse): void {
    const body: unknown = JSON.parse(raw);
    const parsed = builderMailSchema.safeParse(body);
    if (!parsed.success) {
      invalid.push({ body, reason: parsed.error.message });
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'invalid mail' }));
      return;
    }
    mails.push(parsed.data);
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"success":true}');
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mails,
    invalid,
    ofKind: <K extends BuilderMail['kind']>(kind: K) => mails.filter((mail): mail is Extract<BuilderMail, { kind: K }> => mail.kind === kind),
    forBrief: (briefId) => mails.filter((mail) => mail.key.includes(briefId)),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A calendar day counted from today (UTC): 0 is today, -1 yesterday. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface TestBuilder {
  id: string;
  name: string;
  email: string;
}

/** Adds a builder through the admin API; approved, with an e-mail, unless told otherwise. */
export async function addBuilder(app: FastifyInstance, overrides: Partial<VendorInput> = {}): Promise<TestBuilder> {
  const input = vendorInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers: await adminHeaders(), payload: input });
  if (res.statusCode !== 201) throw new Error(`vendor not created: ${res.body}`);
  // The form's input types are loose (the schema trims and converts); these are plain strings here.
  const { name, contact } = input as { name: string; contact?: { email?: string } };
  return { id: res.json().data.id as string, name, email: contact?.email ?? '' };
}

export const EXHIBITOR = {
  companyName: 'Sunrise Pharma Pvt Ltd',
  contactPerson: 'Asha Menon',
  phone: '+91 98450 12345',
} as const;

/** A brief to these builders for a show three weeks away; each call has its own exhibitor e-mail unless given. */
export function briefRequest(vendorIds: string[], overrides: Partial<BriefRequestInput> = {}): BriefRequestInput & { exhibitor: { email: string } } {
  return {
    vendorIds,
    exhibitor: { ...EXHIBITOR, email: `asha-${uniqueSuffix()}@sunrise-pharma.example` },
    event: { exhibitionName: 'CPHI India', city: 'Mumbai', startDate: dayFromToday(21), endDate: dayFromToday(23) },
    design: { area: 18, wallType: 'octonorm', flooring: 'carpeting', lightingType: ['led'], furnitureItems: ['chairs_set'], printArea: 10 },
    budget: 400_000,
    notes: 'Two meeting tables, please.',
    ...overrides,
  } as BriefRequestInput & { exhibitor: { email: string } };
}

export const BID = {
  lines: { structure: 150_000, graphics: 40_000, furniture: 30_000, avElectrical: 25_000, labour: 35_000, transport: 10_000 },
  timelineDays: 10,
  inclusions: ['Design', 'Installation'],
  exclusions: ['Electricity deposit'],
  validUntil: dayFromToday(30),
  note: 'Includes one design revision.',
} as const;

/** Changes a stored brief directly, for what only time would do (an expired link, a show that ended). */
export async function updateBrief(dbName: string, briefId: string, set: Record<string, unknown>): Promise<void> {
  const db = await openDatabase(dbName);
  try {
    await db.collection('briefs').updateOne({ _id: new mongoose.Types.ObjectId(briefId) }, { $set: set });
  } finally {
    await db.close();
  }
}

/** Waits until the recorder holds at least `count` mails matching, or fails after a while. */
export async function waitForMails(recorder: MailRecorder, match: (mail: BuilderMail) => boolean, count = 1, timeoutMs = 5_000): Promise<BuilderMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = recorder.mails.filter(match);
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`expected ${count} mails, saw ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Another catalog instance on the same database, as far as the review sweep needs one: its own
 * connection, store and mailer. Tests run the sweep through it, and read and write the models.
 */
export interface SecondInstance {
  store: BuilderBidStore;
  sweep(now?: Date): Promise<ReviewSweepResult>;
  close(): Promise<void>;
}

export async function secondInstance(
  app: FastifyInstance,
  dbName: string,
  notifyUrl: string,
  publicBaseUrl = 'http://localhost:5000',
): Promise<SecondInstance> {
  const connection = await openDatabase(dbName);
  const store = createBuilderBidStore(connection, { ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET, PUBLIC_BASE_URL: publicBaseUrl });
  const builderMailer = createBuilderMailer(notifyUrl, createServiceTokenIssuer({ secret: TEST_SERVICE_SECRET, issuer: 'catalog' }));
  return {
    store,
    sweep: (now) => sweepReviewInvitations({ builderBids: store, builderMailer, log: app.log }, now),
    close: () => connection.close(),
  };
}
