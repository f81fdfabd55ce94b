import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INVALID_LINK_MESSAGE, VENDOR_CONFIRMED_MESSAGE, VENDOR_REGISTERED_MESSAGE, vendorPageResponseSchema, type Vendor } from '@stallplan/contracts';
import { registrationLimitMessages } from '../src/shared/submission-limits.js';
import { CONFIRMATION_NOT_SENT_MESSAGE } from '../src/vendors/routes/registration.js';
import { startRegistrationMailRecorder, type RegistrationMailRecorder } from './registration-mail-recorder.js';
import { adminHeaders, openDatabase, registrationInput, startCatalog, uniqueSuffix, vendorInput, type CatalogUnderTest } from './vendor-test-kit.js';

/** Each registration from a client address of its own, unless a test names one: the limits are tested apart. */
let clientCounter = 0;
const nextClient = () => `10.20.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`;

describe('vendor self-registration', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let notify: RegistrationMailRecorder;
  beforeAll(async () => {
    notify = await startRegistrationMailRecorder();
    // The per-domain limits are generous here (every test address is at example.com); they have a test of their own below.
    catalog = await startCatalog({ NOTIFY_URL: notify.url, REGISTRATIONS_PER_DOMAIN_PER_DAY: '1000', PUBLIC_BASE_URL: 'https://stallplan.example' });
    app = catalog.app;
    headers = await adminHeaders();
  });
  afterAll(async () => {
    await catalog.close();
    await notify.close();
  });

  const register = (payload: unknown, remoteAddress = nextClient()) =>
    app.inject({ method: 'POST', url: '/api/vendor/register', payload: payload as object, remoteAddress });
  const confirm = (token: unknown) => app.inject({ method: 'POST', url: '/api/vendor/register/confirm', payload: { token } });
  const publicListing = async (name: string) =>
    vendorPageResponseSchema
      .parse((await app.inject({ method: 'GET', url: `/api/vendors?search=${encodeURIComponent(name)}` })).json())
      .data.find((vendor) => vendor.name === name);
  const matched = async () =>
    ((await app.inject({ method: 'GET', url: '/api/smart-vendors?destinationCity=Pune&boothSize=18' })).json().data as { id: string }[]).map(
      (vendor) => vendor.id,
    );
  const adminList = async () => ((await app.inject({ method: 'GET', url: '/api/admin/vendors', headers })).json().data as Vendor[]).map((vendor) => vendor.id);

  it('keeps a registration out of every list until its address is confirmed by the mailed link, then lists it as pending, and in full once approved', async () => {
    const input = registrationInput();
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, message: VENDOR_REGISTERED_MESSAGE, data: { id: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    const id = body.data.id as string;

    // The link goes to the address given, at the public address, and only its hash is stored.
    const mail = notify.mails.find((entry) => entry.vendorId === id);
    expect(mail).toMatchObject({ name: input.name, email: input.contact.email });
    expect(mail?.confirmUrl).toMatch(/^https:\/\/stallplan\.example\/vendor\/confirm\/[A-Za-z0-9_-]{43}$/);
    const token = notify.tokenFor(input.contact.email);
    const db = await openDatabase(catalog.dbName);
    try {
      const stored = await db.collection('vendors').findOne({ name: input.name });
      expect(stored).toMatchObject({ emailConfirmed: false, isActive: false });
      expect(JSON.stringify(stored)).not.toContain(token);
    } finally {
      await db.close();
    }

    // Unconfirmed: nowhere public, not in the admin's list or counts, not openable by id.
    expect(await publicListing(input.name)).toBeUndefined();
    expect(await matched()).not.toContain(id);
    expect(await adminList()).not.toContain(id);
    expect((await app.inject({ method: 'GET', url: `/api/vendors/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/admin/vendors/${id}`, headers })).statusCode).toBe(404);
    const pendingBefore = (await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data.vendors.pending as number;

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: VENDOR_CONFIRMED_MESSAGE, data: { id, name: input.name } });

    // Confirmed: what every self-registration was before, pending approval.
    const stored = (await app.inject({ method: 'GET', url: `/api/admin/vendors/${id}`, headers })).json().data as Vendor;
    expect(stored).toMatchObject({ name: input.name, category: 'booth', isActive: false, completedProjects: 0 });
    expect(stored).not.toHaveProperty('rating');
    expect(stored.testimonials[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data.vendors.pending).toBe(pendingBefore + 1);
    expect(await publicListing(input.name)).toMatchObject({ id, isActive: false, contact: {}, testimonials: [] });
    expect((await app.inject({ method: 'GET', url: `/api/vendors/${id}` })).statusCode).toBe(404);
    expect(await matched()).not.toContain(id);

    // The admin approves by switching it on (PATCH changes only what is sent).
    const approve = await app.inject({ method: 'PATCH', url: `/api/admin/vendors/${id}`, headers, payload: { rating: '4.0', isActive: true } });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data.isActive).toBe(true);
    expect(await publicListing(input.name)).toMatchObject({ id, isActive: true, contact: { email: input.contact.email } });
    const profile = await app.inject({ method: 'GET', url: `/api/vendors/${id}` });
    expect(profile.statusCode).toBe(200);
    expect(await matched()).toContain(id);
  });

  it('answers a used, wrong, malformed or expired link with the one invalid-link sentence', async () => {
    const input = registrationInput();
    expect((await register(input)).statusCode).toBe(201);
    const token = notify.tokenFor(input.contact.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [token, forged, 'short', 'x'.repeat(43), '../../etc/passwd']) {
      const res = await confirm(bad);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json()).toEqual({ success: false, error: INVALID_LINK_MESSAGE });
    }
    expect((await confirm({ $ne: null })).statusCode).toBe(400);

    // 48 hours on, the link is refused and the next registration sweeps the old one away.
    const late = registrationInput();
    expect((await register(late)).statusCode).toBe(201);
    const lateToken = notify.tokenFor(late.contact.email);
    const db = await openDatabase(catalog.dbName);
    try {
      await db.collection('vendors').updateOne({ name: late.name }, { $set: { createdAt: new Date(Date.now() - 48 * 3_600_000 - 60_000) } });
      expect((await confirm(lateToken)).json()).toEqual({ success: false, error: INVALID_LINK_MESSAGE });
      expect((await register(registrationInput())).statusCode).toBe(201);
      expect(await db.collection('vendors').countDocuments({ name: late.name })).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('lets the owner of an address register again before confirming: the newer registration replaces the older, whose link stops working', async () => {
    const first = registrationInput();
    expect((await register(first)).statusCode).toBe(201);
    const firstToken = notify.tokenFor(first.contact.email);
    const second = registrationInput({ contact: { email: first.contact.email } });
    expect((await register(second)).statusCode).toBe(201);
    expect((await confirm(firstToken)).statusCode).toBe(401);
    const confirmed = await confirm(notify.tokenFor(first.contact.email));
    expect(confirmed.json().data.name).toBe(second.name);
    // Once confirmed, the address is taken.
    expect((await register(registrationInput({ contact: { email: first.contact.email } }))).statusCode).toBe(409);
  });

  it('limits registrations per client address with 429 and Retry-After, whatever the addresses given', async () => {
    const client = nextClient();
    for (let index = 0; index < 5; index += 1) expect((await register(registrationInput(), client)).statusCode).toBe(201);
    const refused = await register(registrationInput(), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: registrationLimitMessages.client });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // Another client is not held back.
    expect((await register(registrationInput())).statusCode).toBe(201);
  });

  it('limits the confirmation mails one address receives a day', async () => {
    const input = registrationInput();
    for (let index = 0; index < 3; index += 1) expect((await register(registrationInput({ contact: { email: input.contact.email } }))).statusCode).toBe(201);
    const refused = await register(input);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(registrationLimitMessages.address);
  });

  it('takes a registration back with 503 when the confirmation cannot be mailed, so the address can try again', async () => {
    const input = registrationInput();
    notify.down = true;
    try {
      const res = await register(input);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: CONFIRMATION_NOT_SENT_MESSAGE });
    } finally {
      notify.down = false;
    }
    const db = await openDatabase(catalog.dbName);
    try {
      expect(await db.collection('vendors').countDocuments({ name: input.name })).toBe(0);
    } finally {
      await db.close();
    }
    expect((await register(input)).statusCode).toBe(201);
  });

  it('refuses a confirmed e-mail twice, whatever its case, with 409 and a clear sentence', async () => {
    const first = registrationInput();
    expect((await register(first)).statusCode).toBe(201);
    expect((await confirm(notify.tokenFor(first.contact.email))).statusCode).toBe(200);
    const again = await register(registrationInput({ contact: { email: first.contact.email.toUpperCase() } }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'A vendor profile with this e-mail address is already registered. If it is yours, wait for its approval or contact us to change it.',
    });
  });

  it('refuses an e-mail a vendor added by the admin already uses', async () => {
    const existing = vendorInput();
    expect((await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: existing })).statusCode).toBe(201);
    const res = await register(registrationInput({ contact: { email: existing.contact?.email ?? '' } }));
    expect(res.statusCode).toBe(409);
  });

  it('keeps one profile when the same e-mail registers twice at the same moment', async () => {
    const input = registrationInput();
    const answers = await Promise.all([register(input), register(input), register(input)]);
    // Unconfirmed, a later one may replace an earlier one (201) or meet it (409); one is kept either way.
    expect(answers.map((res) => res.statusCode)).toContain(201);
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    const db = await openDatabase(catalog.dbName);
    try {
      expect(await db.collection('vendors').countDocuments({ email: input.contact.email.toLowerCase() })).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('refuses isActive, operators and a missing e-mail with 400, storing nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data.vendors.total;

    const selfApproved = await register({ ...registrationInput(), isActive: true });
    expect(selfApproved.statusCode).toBe(400);
    expect(selfApproved.json().error).toContain('A new vendor profile awaits approval, so isActive cannot be set at registration.');

    const operator = await register({ ...registrationInput(), name: { $gt: '' } });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().error).toContain('Vendor name is required.');

    const operatorEmail = await register({ ...registrationInput(), contact: { email: { $ne: null } } });
    expect(operatorEmail.statusCode).toBe(400);

    const noEmail = await register({ ...registrationInput(), contact: {} });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toContain('Contact email is required.');

    const after = (await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data.vendors.total;
    expect(after).toBe(before);
  });
});

describe('registration limits per e-mail domain', () => {
  let catalog: CatalogUnderTest;
  let notify: RegistrationMailRecorder;
  beforeAll(async () => {
    notify = await startRegistrationMailRecorder();
    catalog = await startCatalog({ NOTIFY_URL: notify.url, REGISTRATIONS_PER_DOMAIN_PER_DAY: '2', REGISTRATIONS_PER_SHARED_DOMAIN_PER_DAY: '4' });
  });
  afterAll(async () => {
    await catalog.close();
    await notify.close();
  });

  const register = (email: string) =>
    catalog.app.inject({ method: 'POST', url: '/api/vendor/register', payload: registrationInput({ contact: { email } }), remoteAddress: nextClient() });

  it("refuses a domain's registrations beyond its daily limit from any number of clients, and gives webmail domains their own", async () => {
    const domain = `builders-${uniqueSuffix()}.in`;
    expect((await register(`a@${domain}`)).statusCode).toBe(201);
    expect((await register(`b@${domain.toUpperCase()}`)).statusCode).toBe(201);
    const refused = await register(`c@${domain}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(registrationLimitMessages.domain(domain));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    // Another domain is not held back.
    expect((await register(`a@other-${uniqueSuffix()}.in`)).statusCode).toBe(201);
    // gmail.com counts against its own, larger limit.
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await register(`vendor-${uniqueSuffix()}@gmail.com`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
