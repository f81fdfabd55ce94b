import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from '@stallplan/service-kit';

/**
 * Paths that are never a page of the app: the API, /internal/, which services only call on each other,
 * and /metrics, which every process serves on a port of its own only (a 404 here, never the app's page).
 */
function isApiPath(url: string): boolean {
  return (
    url === '/api' ||
    url.startsWith('/api/') ||
    url.startsWith('/api?') ||
    url.startsWith('/generate-roi-guide') ||
    url === '/internal' ||
    url.startsWith('/internal/') ||
    url.startsWith('/internal?') ||
    url === '/metrics' ||
    url.startsWith('/metrics?')
  );
}

/** Serves the built web app; hashed assets are cached for a year, everything else is revalidated. */
export async function webApp(fastify: FastifyInstance, opts: { webDist: string }) {
  if (!existsSync(join(opts.webDist, 'index.html'))) {
    fastify.log.warn({ webDist: opts.webDist }, 'the web app is not built; only the API is served');
    return;
  }
  await fastify.register(fastifyStatic, {
    root: opts.webDist,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', filePath.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/**
 * Unknown API paths get the JSON 404; any other page path gets `index.html`, so a deep link
 * or a refresh lands in the app, whose router shows its own 404 page.
 */
export function webAppFallback(webDist: string) {
  const indexPath = join(webDist, 'index.html');
  let indexHtml: Buffer | undefined;
  return async function fallback(request: FastifyRequest, reply: FastifyReply) {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage || !existsSync(indexPath)) return notFoundHandler(request, reply);
    indexHtml ??= await readFile(indexPath);
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  };
}
