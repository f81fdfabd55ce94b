import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { VENDOR_REGISTERED_MESSAGE, type Vendor } from '@stallplan/contracts';
import { adminHeaders, openDatabase, registrationInput, startCatalog, vendorInput, type CatalogUnderTest } from './vendor-test-kit.js';

describe('vendor self-registration', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    catalog = await startCatalog();
    app = catalog.app;
    headers = await adminHeaders();
  });
  afterAll(async () => {
    await catalog.close();
  });

  const register = (payload: unknown) => app.inject({ method: 'POST', url: '/api/vendor/register', payload: payload as object });
  const publicListing = async (name: string) => ((await app.inject({ method: 'GET', url: '/api/vendors' })).json().data as Vendor[]).find((vendor) => vendor.name === name);

  it('stores a registration as pending, lists it as pending without its details, and publishes it in full once approved', async () => {
    const input = registrationInput();
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, message: VENDOR_REGISTERED_MESSAGE, data: { id: expect.stringMatching(/^[0-9a-f]{24}$/) } });
    const id = body.data.id as string;

    const stored = (await app.inject({ method: 'GET', url: `/api/admin/vendors/${id}`, headers })).json().data as Vendor;
    expect(stored).toMatchObject({ name: input.name, category: 'booth', isActive: false, completedProjects: 0 });
    expect(stored).not.toHaveProperty('rating');
    expect(stored.testimonials[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const stats = (await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data.vendors;
    expect(stats.pending).toBeGreaterThanOrEqual(1);

    // Listed as pending, without its unreviewed details.
    expect(await publicListing(input.name)).toMatchObject({ id, isActive: false, contact: {}, testimonials: [] });
    expect((await app.inject({ method: 'GET', url: `/api/vendors/${id}` })).statusCode).toBe(404);
    const beforeApproval = await app.inject({ method: 'GET', url: '/api/smart-vendors?destinationCity=Pune&boothSize=18' });
    expect((beforeApproval.json().data as { id: string }[]).map((vendor) => vendor.id)).not.toContain(id);

    const approve = await app.inject({
      method: 'PUT',
      url: `/api/admin/vendors/${id}`,
      headers,
      payload: { ...stored, rating: '4.0', isActive: true },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.isActive).toBe(true);

    expect(await publicListing(input.name)).toMatchObject({ id, isActive: true, contact: { email: input.contact.email } });
    const profile = await app.inject({ method: 'GET', url: `/api/vendors/${id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().vendor.isActive).toBe(true);
    const afterApproval = await app.inject({ method: 'GET', url: '/api/smart-vendors?destinationCity=Pune&boothSize=18' });
    expect((afterApproval.json().data as { id: string }[]).map((vendor) => vendor.id)).toContain(id);
  });

  it('refuses the same e-mail twice, whatever its case, with 409 and a clear sentence', async () => {
    const first = registrationInput();
    expect((await register(first)).statusCode).toBe(201);
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
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
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
