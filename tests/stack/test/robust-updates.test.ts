import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_BLOG_MESSAGE, STALE_VENDOR_MESSAGE, type BlogArticle, type Vendor } from '@stallplan/contracts';
import { startTestStack, type TestStack } from './stack.js';

interface Answer<T = Record<string, unknown>> {
  status: number;
  etag: string | null;
  json: T;
}

const run = randomBytes(4).toString('hex');

/** The whole vendor as the admin form sends it with PUT: every field, blanks for "none", no isActive. */
function wholeVendor(name: string) {
  return {
    name,
    category: 'booth',
    city: 'Pune',
    state: 'Maharashtra',
    location: 'Hinjewadi',
    description: 'Modular stalls for engineering shows.',
    specialties: ['Modular stalls'],
    services: ['Design', 'Fabrication'],
    keywords: ['modular'],
    experience: '8 years',
    priceRange: 'Premium',
    logoUrl: '',
    portfolioImages: [],
    contact: { email: `robust-${run}@example.com`, phone: '+91 98200 44444', website: '', address: 'Hinjewadi, Pune' },
    testimonials: [],
    rating: '4.6',
    pricing: { project: 300000, hourly: '', sqft: 1500 },
    completedProjects: 25,
    certifications: ['ISO 9001'],
    recentWork: ['Pharma stall, 36 sq m'],
    serviceCities: ['Mumbai'],
  };
}

describe('updates that lose nothing, through the whole stack', () => {
  let stack: TestStack;
  let token: string;
  const createdVendors: string[] = [];
  const createdBlogs: string[] = [];

  async function call<T = Record<string, unknown>>(path: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers: { 'x-admin-token': token, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, etag: response.headers.get('etag'), json: (await response.json()) as T };
  }

  async function createVendor(overrides: Record<string, unknown> = {}): Promise<Vendor> {
    const answer = await call<{ data: Vendor }>('/api/admin/vendors', 'POST', {
      ...wholeVendor(`Robust Booths ${run} ${createdVendors.length}`),
      ...overrides,
    });
    expect(answer.status).toBe(201);
    createdVendors.push(answer.json.data.id);
    return answer.json.data;
  }
  const readVendor = async (id: string) => (await call<{ data: Vendor }>(`/api/admin/vendors/${id}`, 'GET')).json.data;

  async function createBlog(): Promise<BlogArticle> {
    const answer = await call<{ data: BlogArticle }>('/api/blogs', 'POST', {
      header: `Robust updates article ${run} ${createdBlogs.length}`,
      content: '<p>Book the space early, agree the design with the builder and plan the freight.</p>',
    });
    expect(answer.status).toBe(201);
    createdBlogs.push(answer.json.data.id);
    return answer.json.data;
  }
  const readBlog = async (id: string) => (await call<{ data: BlogArticle }>(`/api/blogs/${id}`, 'GET')).json.data;

  beforeAll(async () => {
    stack = await startTestStack();
    const login = await fetch(`${stack.gatewayUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: stack.secrets.adminPassword }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });
  afterAll(async () => {
    if (stack) {
      for (const id of createdVendors) await call(`/api/admin/vendors/${id}`, 'DELETE');
      for (const id of createdBlogs) await call(`/api/blogs/${id}`, 'DELETE');
      await stack.cleanup();
    }
  });

  describe('vendors', () => {
    it('keeps all of 20 concurrent PATCHes of 20 different fields', async () => {
      const vendor = await createVendor();
      const changes: Array<Record<string, unknown>> = [
        { name: `Renamed Booths ${run}` },
        { category: 'lighting' },
        { city: 'Nagpur' },
        { state: 'Karnataka' },
        { location: 'MIDC Butibori' },
        { description: 'Changed twenty times at once.' },
        { specialties: ['LED walls'] },
        { services: ['Rigging'] },
        { keywords: ['truss'] },
        { experience: '11 years' },
        { priceRange: 'Luxury' },
        { rating: '4.9' },
        { isActive: false },
        { completedProjects: 77 },
        { certifications: ['ISO 14001'] },
        { recentWork: ['Auto Expo hall 3'] },
        { serviceCities: ['Chennai'] },
        { contact: { phone: '+91 98200 55555' } },
        { contact: { address: 'Plot 4, MIDC' } },
        { pricing: { hourly: 2500 } },
      ];
      const answers = await Promise.all(changes.map((change) => call(`/api/admin/vendors/${vendor.id}`, 'PATCH', change)));
      expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));

      const stored = await readVendor(vendor.id);
      for (const change of changes) {
        const [field, value] = Object.entries(change)[0]!;
        if (field === 'contact' || field === 'pricing') expect(stored[field], field).toMatchObject(value as object);
        else expect(stored[field as keyof Vendor], field).toEqual(value);
      }
      // What no PATCH named is as it was.
      expect(stored.contact.email).toBe(vendor.contact.email);
      expect(stored.pricing).toMatchObject({ project: 300000, sqft: 1500 });
      expect(stored.version).toBe(vendor.version + changes.length);
    });

    it('refuses a stale If-Match with 412 and the current version, and writes nothing', async () => {
      const vendor = await createVendor();
      const first = await call(`/api/admin/vendors/${vendor.id}`, 'PATCH', { description: 'Saved from the first tab.' }, { 'if-match': `"${vendor.version}"` });
      expect(first.status).toBe(200);
      expect(first.etag).toBe(`"${vendor.version + 1}"`);

      const before = await readVendor(vendor.id);
      const stalePatch = await call(
        `/api/admin/vendors/${vendor.id}`,
        'PATCH',
        { description: 'Saved from the second tab.' },
        { 'if-match': `"${vendor.version}"` },
      );
      expect(stalePatch.status).toBe(412);
      expect(stalePatch.json).toEqual({ success: false, error: STALE_VENDOR_MESSAGE, currentVersion: vendor.version + 1 });
      const stalePut = await call(`/api/admin/vendors/${vendor.id}`, 'PUT', wholeVendor('Overwritten Booths'), { 'if-match': String(vendor.version) });
      expect(stalePut.status).toBe(412);
      expect(await readVendor(vendor.id)).toEqual(before);
    });

    it('keeps isActive through a PUT that does not send it', async () => {
      const vendor = await createVendor({ isActive: false });
      const put = await call<{ data: Vendor }>(`/api/admin/vendors/${vendor.id}`, 'PUT', wholeVendor(`Still Pending ${run}`));
      expect(put.status).toBe(200);
      expect(put.json.data).toMatchObject({ name: `Still Pending ${run}`, isActive: false });
      expect((await readVendor(vendor.id)).isActive).toBe(false);
    });

    it('refuses a PUT that leaves fields out, naming them, and writes nothing', async () => {
      const vendor = await createVendor({ isActive: false });
      const partial = await call(`/api/admin/vendors/${vendor.id}`, 'PUT', {
        name: 'Half A Vendor',
        category: 'booth',
        city: 'Pune',
        state: 'Maharashtra',
        description: 'Five fields only.',
      });
      expect(partial.status).toBe(400);
      expect(partial.json['error']).toBe(
        'The vendor is missing: location, specialties, services, keywords, experience, priceRange, logoUrl, portfolioImages, contact, testimonials, rating, pricing, completedProjects, certifications, recentWork, serviceCities.',
      );
      const { category: _category, contact, ...rest } = wholeVendor('No Category');
      const { email: _email, ...contactWithoutEmail } = contact;
      const nested = await call(`/api/admin/vendors/${vendor.id}`, 'PUT', { ...rest, contact: contactWithoutEmail });
      expect(nested.status).toBe(400);
      expect(nested.json['error']).toBe('The vendor is missing: category, contact.email.');
      expect(await readVendor(vendor.id)).toEqual(vendor);
    });

    it('sends the version as an ETag and says in the API document what each write requires', async () => {
      const vendor = await createVendor();
      expect((await call(`/api/admin/vendors/${vendor.id}`, 'GET')).etag).toBe(`"${vendor.version}"`);

      const document = (await (await fetch(`${stack.gatewayUrl}/api/docs/json`)).json()) as {
        paths: Record<
          string,
          Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> }; responses: Record<string, unknown> }>
        >;
      };
      const item = document.paths['/api/admin/vendors/{id}']!;
      const bodyOf = (method: string) => item[method]!.requestBody!.content['application/json']!.schema;
      expect(bodyOf('put').required).toEqual(
        expect.arrayContaining(['name', 'category', 'city', 'state', 'contact', 'pricing', 'specialties', 'testimonials']),
      );
      expect(bodyOf('put').required).not.toContain('isActive');
      expect(bodyOf('patch').required ?? []).toEqual([]);
      for (const method of ['put', 'patch']) expect(Object.keys(item[method]!.responses)).toContain('412');
      const blogItem = document.paths['/api/blogs/{id}']!;
      expect(Object.keys(blogItem['patch']!.responses)).toContain('412');
      expect(blogItem['put']!.requestBody!.content['application/json']!.schema.required).toEqual(expect.arrayContaining(['header', 'content']));
    });
  });

  describe('blogs', () => {
    it('keeps both of two concurrent PATCHes, of the title and of the content', async () => {
      const article = await createBlog();
      const content = '<p>Ship the graphics a week early and keep a spare set of panels at the venue.</p>';
      const answers = await Promise.all([
        call(`/api/blogs/${article.id}`, 'PATCH', { header: `Title from one editor ${run}` }),
        call(`/api/blogs/${article.id}`, 'PATCH', { content }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await readBlog(article.id)).toMatchObject({ header: `Title from one editor ${run}`, content, slug: article.slug, version: article.version + 2 });
    });

    it('refuses a stale If-Match with 412 and the current version, and writes nothing', async () => {
      const article = await createBlog();
      const first = await call(`/api/blogs/${article.id}`, 'PATCH', { header: `Saved from the first tab ${run}` }, { 'if-match': `"${article.version}"` });
      expect(first.status).toBe(200);
      const before = await readBlog(article.id);
      const stale = await call(
        `/api/blogs/${article.id}`,
        'PUT',
        { header: 'Saved from the second tab', content: article.content },
        { 'if-match': `"${article.version}"` },
      );
      expect(stale.status).toBe(412);
      expect(stale.json).toEqual({ success: false, error: STALE_BLOG_MESSAGE, currentVersion: article.version + 1 });
      expect(await readBlog(article.id)).toEqual(before);
    });

    it('keeps the slug, author, date and status through a PUT, and refuses a PUT that leaves the content out', async () => {
      const article = await createBlog();
      const put = await call<{ data: BlogArticle }>(`/api/blogs/${article.id}`, 'PUT', { header: `A whole new title ${run}`, content: article.content });
      expect(put.status).toBe(200);
      expect(put.json.data).toMatchObject({ slug: article.slug, author: article.author, timestamp: article.timestamp, status: article.status });
      const before = await readBlog(article.id);
      const partial = await call(`/api/blogs/${article.id}`, 'PUT', { header: 'Only a title this time' });
      expect(partial.status).toBe(400);
      expect(partial.json['error']).toBe('Blog content is required');
      expect(await readBlog(article.id)).toEqual(before);
    });
  });
});
