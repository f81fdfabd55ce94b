import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  keyOnlyRoutes,
  budgetRangeOptions,
  colorSchemeOptions,
  designThemeOptions,
  preferredLocationOptions,
  stallFurnitureOptions,
  stallPowerOptions,
  type RouteDefinition,
} from '@stallplan/contracts';
import { startTestStack, type TestStack } from './stack.js';

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: Record<string, unknown>;
}

/** Sends `body` exactly as given (a string is sent raw), so malformed and hostile JSON reach the stack. */
async function send(url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, init);
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Left empty: the assertions on `json` then fail with the status and text in their message.
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** A refusal in the API's envelope, with a sentence a person can read. */
function expectRefusal(answer: Answer, statuses: number[], what: string): void {
  expect(statuses, `${what}: ${answer.status} ${answer.text.slice(0, 300)}`).toContain(answer.status);
  expect(answer.contentType, what).toContain('application/json');
  expect(answer.json['success'], what).toBe(false);
  expect(typeof answer.json['error'], what).toBe('string');
  expect(String(answer.json['error']), what).toMatch(/[A-Za-z]+ [A-Za-z]+/);
}

/** A path sent byte for byte: fetch would resolve `..` segments before they ever left the client. */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Route = RouteDefinition & { name: string };

const bodyRoutes: Route[] = Object.entries(apiRoutes as Record<string, RouteDefinition>)
  .filter(([, route]) => route.body && !route.multipart)
  .map(([name, route]) => ({ ...route, name }));

/** Real private-link tokens, so a link-gated call gets as far as reading its body. */
const links = { owner: '', bid: '', plan: '', share: '', session: '' };

/** The real link each link-gated path takes, by where it starts. */
function linkFor(path: string): string {
  if (path.startsWith('/api/bids/')) return links.bid;
  if (path.startsWith('/api/plans/')) return links.plan;
  if (path.startsWith('/api/shared-plans/')) return links.share;
  return links.owner;
}

/**
 * Fills `:id` with an id that names nothing (a refused body must be refused before the lookup) and
 * `:token` and `:session` with a real link: a wrong link is answered 401 before the body is read, by design.
 */
function pathOf(route: RouteDefinition): string {
  return route.path
    .replace(':token', linkFor(route.path))
    .replace(':session', links.session)
    .replace(/:[A-Za-z]+/g, 'aaaaaaaaaaaaaaaaaaaaaaaa');
}

/** The field names of a body schema, looking through zod's transforms, pipes and defaults. */
function fieldsOf(schema: unknown): string[] {
  const node = schema as {
    shape?: Record<string, unknown>;
    in?: unknown;
    out?: unknown;
    _zod?: { def?: { innerType?: unknown; in?: unknown; out?: unknown } };
  };
  if (node.shape) return Object.keys(node.shape);
  // A preprocessed schema is a pipe whose input side is a function: its fields are on the output side.
  for (const inner of [node.in, node._zod?.def?.innerType, node._zod?.def?.in, node._zod?.def?.out]) {
    const fields = inner ? fieldsOf(inner) : [];
    if (fields.length > 0) return fields;
  }
  return [];
}

const OPERATORS: unknown[] = [{ $gt: '' }, { $ne: null }, { $regex: '.*' }, { $where: 'return true' }];
const SCRIPT = '<script>window.__pwned = 1</script>';
const IMG_ONERROR = '<img src=x onerror="window.__pwned = 1">';

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('hostile input through the whole stack', () => {
  let stack: TestStack;
  let adminToken: string;
  const run = randomUUID().slice(0, 8);
  const createdBlogIds: string[] = [];
  const createdVendorIds: string[] = [];

  const api = (path: string) => `${stack.gatewayUrl}${path}`;
  const asAdmin = () => ({ 'x-admin-token': adminToken });
  /** A key for the routes only a key may call (the integrator's own webhooks), so their bodies are probed too. */
  let integratorKey = '';
  const headersFor = (route: Route): Record<string, string> =>
    route.admin ? asAdmin() : keyOnlyRoutes.has(route.name) ? { authorization: `Bearer ${integratorKey}` } : {};

  /** Valid bodies, so a refusal below is the hostile field's doing and nothing else's. */
  const validBodies = (): Record<string, Record<string, unknown>> => ({
    registerVendor: {
      name: `Sec Vendor ${run}`,
      category: 'booth',
      city: 'Pune',
      state: 'Maharashtra',
      description: 'Stall builders.',
      contact: { email: `sec-${run}-${randomUUID().slice(0, 6)}@example.com` },
    },
    createAdminVendor: { name: `Sec Admin Vendor ${run}`, category: 'booth', city: 'Pune', state: 'Maharashtra', isActive: false },
    createBlog: { header: `Security article ${run}`, content: 'A perfectly ordinary article body that is long enough to be accepted here.' },
    sendEnquiry: { companyName: 'Acme', yourName: 'Asha', vendorName: 'Sec Vendor', vendorEmail: `vendor-${run}@example.com` },
    submitStallRequirements: {
      companyName: 'Acme',
      contactPerson: 'Asha',
      email: `asha-${run}@example.com`,
      phone: '+91 98765 43210',
      preferredLocation: preferredLocationOptions.values[0],
      powerRequirement: stallPowerOptions.values[0],
      designTheme: designThemeOptions.values[0],
      colorScheme: colorSchemeOptions.values[0],
      furniture: [stallFurnitureOptions.values[0]],
      setupDate: isoDay(30),
      eventDate: isoDay(31),
      budgetRange: budgetRangeOptions.values[0],
    },
    recommendEvents: { industry: 'Technology', location: 'Pune' },
    geocode: { address: 'Pune' },
  });

  beforeAll(async () => {
    stack = await startTestStack();
    const login = await send(api('/api/admin/login'), 'POST', { password: stack.secrets.adminPassword });
    expect(login.status).toBe(200);
    adminToken = (login.json['data'] as { token: string }).token;
    const issued = await send(
      api('/api/admin/api-keys'),
      'POST',
      { name: `Security probe ${run}`, ownerEmail: `probe-${run}@example.com`, scopes: ['webhooks:manage'] },
      asAdmin(),
    );
    expect(issued.status).toBe(201);
    integratorKey = (issued.json['data'] as { secret: string }).secret;
    // A brief to one approved builder gives an exhibitor's link and a builder's link to probe with.
    const email = `sec-builder-${run}@example.com`;
    const vendor = await send(
      api('/api/admin/vendors'),
      'POST',
      { name: `Sec Builder ${run}`, category: 'booth', city: 'Pune', state: 'Maharashtra', isActive: true, contact: { email } },
      asAdmin(),
    );
    expect(vendor.status, vendor.text).toBe(201);
    const created = vendor.json['data'] as { id?: string; _id?: string };
    const vendorId = (created.id ?? created._id)!;
    createdVendorIds.push(vendorId);
    const brief = await send(api('/api/briefs'), 'POST', {
      vendorIds: [vendorId],
      exhibitor: { companyName: 'Sec Co', contactPerson: 'Asha', email: `sec-exhibitor-${run}@example.com` },
      event: { exhibitionName: 'Sec Expo', city: 'Pune', startDate: isoDay(30), endDate: isoDay(32) },
      design: { area: 18 },
    });
    expect(brief.status, brief.text).toBe(201);
    links.owner = (brief.json['data'] as { ownerToken: string }).ownerToken;
    // The invitation is recorded by notify a moment after the brief is accepted.
    for (const deadline = Date.now() + 15_000; links.bid === '' && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const outbox = await send(api('/api/admin/outbox?limit=100'), 'GET', undefined, asAdmin());
      const invitation = (outbox.json['data'] as Array<{ kind: string; to: string[]; text: string }>).find(
        (message) => message.kind === 'brief-invitation' && message.to.some((to) => to.includes(email)),
      );
      links.bid = /\/bid\/([A-Za-z0-9_-]{43})/.exec(invitation?.text ?? '')?.[1] ?? '';
    }
    expect(links.bid, "the builder's invitation with its link").not.toBe('');

    // A saved plan gives an edit link, a share link and, through the mailed sign-in link, a My plans session.
    const planOwner = `sec-planner-${run}@example.com`;
    const plan = await send(api('/api/plans'), 'POST', {
      content: { eventDetails: { emailAddress: planOwner, exhibitionName: 'Sec Expo', teamSize: 2 }, stallDesign: { area: 18 } },
    });
    expect(plan.status, plan.text).toBe(201);
    links.plan = (plan.json['data'] as { editToken: string }).editToken;
    const share = await send(api(`/api/plans/${links.plan}/shares`), 'POST', {});
    expect(share.status, share.text).toBe(201);
    links.share = (share.json['data'] as { shareToken: string }).shareToken;
    expect((await send(api('/api/my-plans/sign-in-links'), 'POST', { email: planOwner })).status).toBe(202);
    let signIn = '';
    for (const deadline = Date.now() + 15_000; signIn === '' && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const outbox = await send(api('/api/admin/outbox?limit=100'), 'GET', undefined, asAdmin());
      const mail = (outbox.json['data'] as Array<{ kind: string; to: string[]; text: string }>).find(
        (message) => message.kind === 'plan-sign-in' && message.to.some((to) => to.includes(planOwner)),
      );
      signIn = /\/my-plans\/sign-in\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    }
    const session = await send(api('/api/my-plans/sessions'), 'POST', { token: signIn });
    expect(session.status, session.text).toBe(200);
    links.session = (session.json['data'] as { session: string }).session;
  });
  afterAll(async () => {
    if (stack) {
      for (const id of createdBlogIds) await send(api(`/api/blogs/${id}`), 'DELETE', undefined, asAdmin());
      for (const id of createdVendorIds) await send(api(`/api/admin/vendors/${id}`), 'DELETE', undefined, asAdmin());
    }
    await stack?.cleanup();
  });

  it('knows the JSON calls to probe', () => {
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(15);
    expect(bodyRoutes.map((route) => route.name)).toEqual(expect.arrayContaining(Object.keys(validBodies())));
  });

  it('refuses a body over the limit on every JSON call with a JSON 413, never a 500', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    for (const route of bodyRoutes) {
      expectRefusal(await send(api(pathOf(route)), route.method, huge, headersFor(route)), [413], `${route.method} ${route.path}`);
    }
  });

  it('refuses a body of the wrong shape on every JSON call with 400 and a sentence', async () => {
    // Sign-in attempts are limited to five a minute, so it gets two shapes and the others all of them.
    const shapes = ['"just text"', '[1,2,3]', '42', 'null', 'true', '{"unterminated": '];
    for (const route of bodyRoutes) {
      for (const shape of route.name === 'adminLogin' ? shapes.slice(0, 2) : shapes) {
        expectRefusal(await send(api(pathOf(route)), route.method, shape, headersFor(route)), [400], `${route.method} ${route.path} ${shape}`);
      }
    }
  });

  it('refuses an operator object in every field of every JSON call at once', async () => {
    for (const route of bodyRoutes.filter((candidate) => candidate.name !== 'adminLogin')) {
      const fields = fieldsOf(route.body);
      expect(fields.length, route.name).toBeGreaterThan(0);
      const hostile = Object.fromEntries(fields.map((field) => [field, { $gt: '' }]));
      expectRefusal(await send(api(pathOf(route)), route.method, hostile, headersFor(route)), [400], `${route.method} ${route.path}`);
    }
  });

  it('refuses an operator in any one field of an otherwise valid body, which alone is accepted', async () => {
    const bodies = validBodies();
    for (const [name, body] of Object.entries(bodies)) {
      const route = bodyRoutes.find((candidate) => candidate.name === name)!;
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== 'string') continue;
        for (const operator of OPERATORS) {
          const hostile = { ...body, [field]: operator };
          expectRefusal(await send(api(pathOf(route)), route.method, hostile, headersFor(route)), [400], `${name}.${field} = ${JSON.stringify(operator)}`);
        }
      }
      const accepted = await send(api(pathOf(route)), route.method, validBodies()[name], headersFor(route));
      expect(accepted.status, `${name} with a valid body: ${accepted.text.slice(0, 300)}`).toBeLessThan(300);
      const id = (accepted.json['data'] as { id?: string; _id?: string } | undefined)?.id ?? (accepted.json['data'] as { _id?: string } | undefined)?._id;
      if (name === 'createBlog' && id) createdBlogIds.push(id);
      if ((name === 'createAdminVendor' || name === 'registerVendor') && id) createdVendorIds.push(id);
    }
  });

  it('refuses prototype pollution and operator keys at the top of a body', async () => {
    const body = validBodies()['registerVendor']!;
    const hostile = [
      `{"__proto__": {"isActive": true}, ${JSON.stringify(body).slice(1)}`,
      `{"constructor": {"prototype": {"isActive": true}}, ${JSON.stringify(body).slice(1)}`,
      JSON.stringify({ ...body, $where: 'return true' }),
      JSON.stringify({ ...body, isActive: true }),
    ];
    for (const text of hostile) {
      expectRefusal(await send(api('/api/vendor/register'), 'POST', text), [400], text.slice(0, 60));
    }
  });

  it('survives deeply nested JSON with a 4xx, never a 500 or a hang', async () => {
    const depth = 50_000;
    const nested = `{"name": ${'['.repeat(depth)}${']'.repeat(depth)}}`;
    for (const path of ['/api/vendor/register', '/api/enquiry/send', '/api/recommendations/events']) {
      const answer = await send(api(path), 'POST', nested);
      expectRefusal(answer, [400, 413], `nested JSON to ${path}`);
    }
    expect((await send(api('/api/health'), 'GET')).status).toBe(200);
  });

  it('ignores or refuses operators in query strings, so a filter can never match everything', async () => {
    const nothing = `no-such-article-${run}`;
    const blogs = await send(api(`/api/blogs?search=${nothing}`), 'GET');
    expect(blogs.status).toBe(200);
    expect((blogs.json['pagination'] as { totalPosts: number }).totalPosts).toBe(0);

    for (const query of [
      `search=${nothing}&search[$ne]=x`,
      `search=${nothing}&author[$ne]=x`,
      `search[$regex]=.*&search=${nothing}`,
      `search=${nothing}&sort[$gt]=`,
    ]) {
      const answer = await send(api(`/api/blogs?${query}`), 'GET');
      if (answer.status === 200) expect((answer.json['pagination'] as { totalPosts: number }).totalPosts, query).toBe(0);
      else expectRefusal(answer, [400], query);
    }

    // The destination is required: an operator in its place must not list every vendor.
    for (const query of ['destinationCity[$ne]=x&boothSize=20', 'destinationCity[$gt]=&boothSize=20', 'destinationCity=Pune&boothSize[$gt]=0']) {
      expectRefusal(await send(api(`/api/smart-vendors?${query}`), 'GET'), [400], query);
    }

    const noCity = await send(api(`/api/events?city=${nothing}&city[$ne]=x`), 'GET');
    if (noCity.status === 200) expect(noCity.json['data']).toEqual([]);
    else expectRefusal(noCity, [400], 'events city[$ne]');

    for (const path of ['/api/admin/outbox?status[$ne]=held&limit=1', '/api/admin/enquiries?page[$gt]=0', '/api/admin/quotes?limit[$gt]=0']) {
      const answer = await send(api(path), 'GET', undefined, asAdmin());
      expect([200, 400], path).toContain(answer.status);
      if (answer.status === 400) expectRefusal(answer, [400], path);
    }
    expectRefusal(await send(api('/api/admin/outbox?limit=100000'), 'GET', undefined, asAdmin()), [400], 'a page larger than allowed');
  });

  it('never serves a file from outside the upload store, however the path is spelled', async () => {
    const attempts = [
      '/api/files/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/files/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/files/..%252F..%252Fetc%252Fpasswd',
      '/api/files/....//....//etc/passwd',
      '/api/files/../../../../etc/passwd',
      '/api/files/..\\..\\..\\etc\\passwd',
      '/api/files/%00',
      '/api/files/aaaaaaaaaaaaaaaaaaaaaaaa/../../../../etc/passwd',
      '/api/files/aaaaaaaaaaaaaaaaaaaaaaaa/thumbnail/..%2F..%2Fetc%2Fpasswd',
      '/api/files/{"$gt":""}',
      '/api/files/%7B%22%24gt%22%3A%22%22%7D',
      '/../../../../etc/passwd',
      '/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../package.json',
      '/..%2Fpackage.json',
    ];
    for (const path of attempts) {
      const { status, body } = await rawGet(stack.gatewayUrl, path);
      expect(body, path).not.toMatch(/root:.*:0:0:/);
      expect(body, path).not.toContain('"workspaces"');
      expect(body, path).not.toContain('@stallplan/');
      if (path.startsWith('/api/')) expect([400, 403, 404], `${path}: ${status}`).toContain(status);
      else if (status === 200) expect(body, path).toContain('<div id="root">');
    }
  });

  it('refuses an upload that is not a real image: a script in SVG, HTML named .png, an oversized file', async () => {
    const cases: Array<[string, Blob, string]> = [
      ['logo.svg', new Blob([`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`], { type: 'image/svg+xml' }), 'SVG'],
      ['logo.png', new Blob([`<html>${SCRIPT}</html>`], { type: 'image/png' }), 'HTML as PNG'],
      ['logo.png', new Blob([Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * 1024 * 1024, 7)])], { type: 'image/png' }), 'a 6 MB PNG'],
    ];
    for (const [fileName, blob, what] of cases) {
      const form = new FormData();
      form.append('logo', blob, fileName);
      const response = await fetch(api('/api/upload/logo'), { method: 'POST', body: form });
      const text = await response.text();
      expect([400, 413], `${what}: ${response.status} ${text.slice(0, 200)}`).toContain(response.status);
      expect(JSON.parse(text)).toMatchObject({ success: false });
    }
  });

  it('stores script typed into a vendor profile as text and serves it only as JSON', async () => {
    const email = `xss-${run}@example.com`;
    const registration = {
      name: `${SCRIPT} Vendor ${run}`,
      category: 'booth',
      city: IMG_ONERROR,
      state: 'Maharashtra',
      description: `${IMG_ONERROR} ${SCRIPT}`,
      contact: { email, website: 'javascript:alert(1)' },
    };
    // A javascript: website must never reach an href.
    expectRefusal(await send(api('/api/vendor/register'), 'POST', registration), [400], 'javascript: website');
    const refusedLogo = await send(api('/api/vendor/register'), 'POST', { ...registration, contact: { email }, logoUrl: 'javascript:alert(1)' });
    expectRefusal(refusedLogo, [400], 'javascript: logo');

    const stored = await send(api('/api/vendor/register'), 'POST', { ...registration, contact: { email } });
    expect(stored.status, stored.text).toBe(201);
    const id = (stored.json['data'] as { id: string }).id;
    createdVendorIds.push(id);
    // Listed only once the address is confirmed by the mailed link, which notify keeps in its outbox here.
    let confirmToken: string | undefined;
    for (let attempt = 0; attempt < 50 && !confirmToken; attempt += 1) {
      const outbox = await send(api('/api/admin/outbox?limit=100'), 'GET', undefined, asAdmin());
      const mail = (outbox.json['data'] as Array<{ kind: string; to: string[]; text: string }>).find(
        (entry) => entry.kind === 'vendor-registration' && entry.to.some((to) => to.includes(email)),
      );
      confirmToken = mail ? /\/vendor\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
      if (!confirmToken) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await send(api('/api/vendor/register/confirm'), 'POST', { token: confirmToken })).status).toBe(200);

    const listing = await fetch(api(`/api/vendors?search=${run}`));
    expect(listing.headers.get('content-type')).toContain('application/json');
    expect(listing.headers.get('x-content-type-options')).toBe('nosniff');
    const vendors = ((await listing.json()) as { data: Array<{ name: string; city: string }> }).data;
    const listed = vendors.find((vendor) => vendor.name.includes(run) && vendor.name.includes('<script>'));
    // Kept exactly as typed, as a JSON string: React prints it as text.
    expect(listed?.name).toBe(registration.name);

    const adminView = await send(api(`/api/admin/vendors/${id}`), 'GET', undefined, asAdmin());
    expect(adminView.contentType).toContain('application/json');
    expect((adminView.json['data'] as { description: string }).description).toBe(registration.description);

    // The pages are the built app, never server-rendered with stored text.
    for (const page of ['/builders', `/vendors/${id}`, '/admin']) {
      const html = await (await fetch(api(page))).text();
      expect(html, page).not.toContain('__pwned');
    }
  });

  it('sanitises the one field rendered as HTML, a blog article, and keeps script out of every other', async () => {
    const hostileContent = [
      '<p>Hello readers, this article is long enough to publish.</p>',
      SCRIPT,
      IMG_ONERROR,
      '<a href="javascript:alert(1)">click</a>',
      '<iframe src="https://example.com"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
      '<svg><script>alert(1)</script></svg>',
    ].join('');
    const created = await send(api('/api/blogs'), 'POST', { header: `${SCRIPT} Headline ${run}`, content: hostileContent }, asAdmin());
    expect(created.status, created.text).toBe(201);
    const article = created.json['data'] as { id: string; slug?: string; header: string; content: string; excerpt?: string };
    createdBlogIds.push(article.id);

    const served = await send(api(`/api/blogs/${article.id}`), 'GET');
    expect(served.contentType).toContain('application/json');
    const content = (served.json['data'] as { content: string }).content;
    expect(content).toContain('Hello readers');
    for (const banned of [/<script/i, /onerror/i, /onclick/i, /javascript:/i, /<iframe/i, /<svg/i, /style=/i, /__pwned/]) {
      expect(content, String(banned)).not.toMatch(banned);
    }
    // The title is printed as text by the app, so it is kept as typed and never as markup here.
    expect((served.json['data'] as { header: string }).header).toBe(`${SCRIPT} Headline ${run}`);
    if (article.slug) expect(article.slug).not.toMatch(/[<>"']/);

    const listed = await send(api(`/api/blogs?search=${run}`), 'GET');
    for (const item of listed.json['data'] as Array<{ content: string; excerpt?: string }>) {
      expect(item.content).not.toMatch(/<script|onerror|javascript:/i);
      if (item.excerpt) expect(item.excerpt).not.toMatch(/<script|<img/i);
    }

    // An update is sanitised the same way.
    const updated = await send(api(`/api/blogs/${article.id}`), 'PUT', { header: `Headline ${run}`, content: hostileContent }, asAdmin());
    expect(updated.status).toBe(200);
    expect((updated.json['data'] as { content: string }).content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('keeps line breaks in enquiry names and subjects out of mail headers, and refuses them in addresses', async () => {
    const vendorEmail = `crlf-vendor-${run}@example.com`;
    for (const hostile of [
      { vendorEmail: `${vendorEmail}\r\nBcc: victim@example.org` },
      { vendorEmail: `victim@example.org, ${vendorEmail}` },
      { emailAddress: `asha-${run}@example.com\nBcc: victim@example.org` },
      { vendorEmail: `"evil\r\nBcc: victim@example.org" <${vendorEmail}>` },
    ]) {
      const answer = await send(api('/api/enquiry/send'), 'POST', { vendorName: 'V', vendorEmail, ...hostile });
      expectRefusal(answer, [400], JSON.stringify(hostile));
    }

    const marker = `crlf-${run}`;
    const sent = await send(api('/api/enquiry/send'), 'POST', {
      companyName: `Acme ${marker}\r\nBcc: victim@example.org`,
      yourName: 'Asha\r\nX-Injected: yes',
      exhibitionName: 'Expo\nCc: victim@example.org',
      vendorName: 'Vendor\r\nBcc: victim@example.org',
      vendorEmail,
      emailAddress: `asha-${run}@example.com`,
    });
    // Refusing the line break outright would do too; accepting it must leave the headers intact.
    if (sent.status !== 200) {
      expectRefusal(sent, [400], 'CR/LF in names');
      return;
    }
    const outbox = await send(api('/api/admin/outbox?limit=100'), 'GET', undefined, asAdmin());
    expect(outbox.status).toBe(200);
    const messages = (outbox.json['data'] as Array<{ kind: string; to: string[]; cc: string[]; subject: string }>).filter((message) =>
      message.subject.includes(marker),
    );
    expect(messages.map((message) => message.kind).sort()).toEqual(['enquiry', 'enquiry-copy']);
    // The injected text may survive as words on one line of a display name; it never becomes a
    // header or a recipient of its own.
    for (const message of messages) {
      expect(message.subject).not.toMatch(/[\r\n]/);
      expect(message.to).toHaveLength(1);
      expect(message.cc).toEqual([]);
      for (const address of message.to) {
        expect(address).not.toMatch(/[\r\n]/);
        expect(address).toMatch(/<[^<>\s@]+@[^<>\s@]+>$/);
        expect(address.match(/</g)).toHaveLength(1);
      }
    }
    expect(messages.find((message) => message.kind === 'enquiry')!.to[0]).toMatch(new RegExp(`<${vendorEmail.replaceAll('.', '\\.')}>$`));
  });
});
