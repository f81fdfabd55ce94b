import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './stack.js';

/** The policy as directive → sources, so each directive is checked on its own. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header, `no Content-Security-Policy on ${response.url}`).toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer of the site must carry, page or API, success or refusal. */
function expectHardened(response: Response): void {
  const csp = cspOf(response);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-powered-by')).toBeNull();
}

describe('security headers through the whole stack', () => {
  let stack: TestStack;
  let indexHtml: string;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.cleanup();
  });

  it('serves index.html with a policy that forbids inline and foreign scripts', async () => {
    const response = await fetch(`${stack.gatewayUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    indexHtml = await response.text();
    expectHardened(response);

    const csp = cspOf(response);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    for (const [name, sources] of csp) {
      // Inline styles are the one concession (Radix injects a <style> for its scroll lock).
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain('*');
    }
  });

  it('ships a page the policy allows to run: only same-site external scripts and styles, no inline code', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      // script-src 'self' would block an inline script, and with it the whole app.
      expect(body!.trim(), 'inline script in index.html').toBe('');
      expect(attributes).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
    }
    for (const [, href] of indexHtml.matchAll(/<link\b[^>]*\bhref="([^"]+)"/gi)) {
      expect(href, 'a stylesheet or preload from another site').toMatch(/^\/(?!\/)/);
    }
    expect(indexHtml).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('puts the same headers on deep links, assets, the API docs and the API', async () => {
    const assetPath = /src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
    expect(assetPath).toBeDefined();
    const paths = ['/planner/step-3', '/admin', assetPath!, '/api/docs/', '/api/health', '/api/vendors', '/api/blogs', '/api/events'];
    for (const path of paths) {
      const response = await fetch(`${stack.gatewayUrl}${path}`);
      expect(response.status, path).toBe(200);
      expectHardened(response);
      await response.arrayBuffer();
    }
  });

  it('keeps them on refusals too: 404, 400, 401 and 413', async () => {
    const refusals: Array<[string, RequestInit, number]> = [
      ['/api/no-such-thing', {}, 404],
      ['/api/files/000000000000000000000000', {}, 404],
      ['/api/admin/vendors', {}, 401],
      ['/api/vendor/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }, 400],
      ['/api/vendor/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(1_100_000) }) }, 413],
    ];
    for (const [path, init, status] of refusals) {
      const response = await fetch(`${stack.gatewayUrl}${path}`, init);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type'), path).toContain('application/json');
      expectHardened(response);
      await response.arrayBuffer();
    }
  });
});
