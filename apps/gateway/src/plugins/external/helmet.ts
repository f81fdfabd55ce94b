import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The page's Content-Security-Policy. The Vite build loads only external module scripts and one
 * stylesheet from the site itself, and the app calls only its own API, so scripts, connections and
 * everything else stay on 'self'. Styles allow 'unsafe-inline': Radix's dialogs inject a `<style>`
 * element for their scroll lock and React and Radix set `style` attributes; inline scripts stay
 * forbidden. Images may also be web addresses (vendor logos, pictures in blog articles, both
 * limited to http(s) by the contracts), and data:/blob: for generated previews. There is no
 * upgrade-insecure-requests: the gateway may be reached over plain http (development, behind a TLS
 * proxy), where upgrading every request would break the page instead of protecting it.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Security headers on every answer, pages and API alike: the policy above, no framing (the admin
 * screens must not be clickjacked), no MIME sniffing, no referrer sent to other sites, and
 * helmet's other defaults. Registered first, so refusals (404, 413, 429) carry them too.
 */
async function helmetPlugin(fastify: FastifyInstance) {
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

export const gatewayHelmet = fp(helmetPlugin, { name: 'gateway-helmet', fastify: '5.x' });
