import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, buildNotify, enquiryPayload } from './helper.js';

describe('admin lists', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildNotify();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answer 401 without an admin token, or with a bad one', async () => {
    for (const url of ['/api/admin/outbox', '/api/admin/enquiries']) {
      const none = await app.inject({ method: 'GET', url });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ success: false, error: 'Admin sign-in is required for this action.' });
      const bad = await app.inject({ method: 'GET', url, headers: { 'x-admin-token': 'not-a-token' } });
      expect(bad.statusCode).toBe(401);
    }
  });

  it('list newest first, one bounded page at a time', async () => {
    const first = enquiryPayload({ companyName: 'First Co' });
    const second = enquiryPayload({ companyName: 'Second Co' });
    await app.inject({ method: 'POST', url: '/api/enquiry/send', payload: first });
    await app.inject({ method: 'POST', url: '/api/enquiry/send', payload: second });
    const headers = await adminHeaders();

    const enquiries = await app.inject({ method: 'GET', url: '/api/admin/enquiries?limit=1', headers });
    expect(enquiries.statusCode).toBe(200);
    expect(enquiries.json()).toMatchObject({ success: true, page: 1, limit: 1, total: 2 });
    expect(enquiries.json().data.map((e: { companyName: string }) => e.companyName)).toEqual(['Second Co']);
    const page2 = await app.inject({ method: 'GET', url: '/api/admin/enquiries?limit=1&page=2', headers });
    expect(page2.json().data.map((e: { companyName: string }) => e.companyName)).toEqual(['First Co']);

    const outbox = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
    expect(outbox.json().total).toBe(4);
    expect(outbox.json().data[0]).toMatchObject({ kind: 'enquiry-copy', status: 'held', subject: 'Copy: Booth enquiry from Second Co for India Tech Expo' });

    const tooBig = await app.inject({ method: 'GET', url: '/api/admin/outbox?limit=1000', headers });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toContain('Limit must be at most 100.');
  });
});
