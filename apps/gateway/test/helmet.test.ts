import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway, makeWebDist, uniqueClientIp } from './helper.js';

/** The policy as a map of directive to its sources, so each can be checked on its own. */
function directivesOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers at the gateway', () => {
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await buildGateway({ WEB_DIST: makeWebDist() });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it("sends a policy that allows only the site's own scripts and forbids framing", async () => {
    const page = await gateway.inject({ method: 'GET', url: '/' });
    const csp = directivesOf(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Inline styles only: no source list anywhere may allow inline or evaluated script.
    for (const [name, sources] of csp) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
    }
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('puts the same headers on deep links, assets and API refusals', async () => {
    const answers = await Promise.all([
      gateway.inject({ method: 'GET', url: '/planner/step-2' }),
      gateway.inject({ method: 'GET', url: '/assets/app-abc123.js' }),
      gateway.inject({ method: 'GET', url: '/api/nothing-here', remoteAddress: uniqueClientIp() }),
      gateway.inject({ method: 'GET', url: '/api/admin/verify', remoteAddress: uniqueClientIp() }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 401]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
