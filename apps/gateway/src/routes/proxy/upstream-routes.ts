import { MAX_IMAGE_BYTES, MAX_PORTFOLIO_IMAGES, type ServiceName } from '@stallplan/contracts';

export interface UpstreamRoute {
  /** Path prefix at the gateway; the same path is used at the service. */
  prefix: string;
  service: ServiceName;
  /** Who may call it: everyone, admins only, or admins for anything but reading. */
  access: 'public' | 'admin' | 'admin-writes';
  /**
   * The service answers without changing anything, whatever the method, so a request whose
   * connection to one process broke before any answer may be sent to another.
   */
  readsOnly?: true;
}

/** Where the image uploads live; they get a larger body limit and a stricter rate limit. */
export const UPLOAD_PREFIX = '/api/upload';

/** The public API of DESIGN.md, route by route: which service answers each path. */
export const upstreamRoutes: readonly UpstreamRoute[] = [
  { prefix: '/api/admin/vendors', service: 'catalog', access: 'admin' },
  { prefix: '/api/admin/stats', service: 'catalog', access: 'admin' },
  { prefix: '/api/vendors', service: 'catalog', access: 'admin-writes' },
  { prefix: '/api/vendor/register', service: 'catalog', access: 'public' },
  { prefix: '/api/smart-vendors', service: 'catalog', access: 'public' },
  { prefix: UPLOAD_PREFIX, service: 'catalog', access: 'public' },
  { prefix: '/api/files', service: 'catalog', access: 'public' },
  { prefix: '/api/events', service: 'catalog', access: 'public' },
  { prefix: '/api/recommendations/events', service: 'catalog', access: 'public' },
  // The builder's and the exhibitor's private links: catalog checks each token itself.
  { prefix: '/api/briefs', service: 'catalog', access: 'public' },
  { prefix: '/api/bids', service: 'catalog', access: 'public' },
  { prefix: '/api/admin/briefs', service: 'catalog', access: 'admin' },
  { prefix: '/api/admin/bids', service: 'catalog', access: 'admin' },
  { prefix: '/api/admin/reviews', service: 'catalog', access: 'admin' },
  { prefix: '/api/blogs', service: 'content', access: 'admin-writes' },
  { prefix: '/api/flights/search', service: 'travel', access: 'public', readsOnly: true },
  { prefix: '/api/hotels/search', service: 'travel', access: 'public', readsOnly: true },
  { prefix: '/api/logistics/search', service: 'travel', access: 'public', readsOnly: true },
  { prefix: '/api/travel/comprehensive', service: 'travel', access: 'public', readsOnly: true },
  { prefix: '/api/geocode', service: 'travel', access: 'public', readsOnly: true },
  { prefix: '/api/distance', service: 'travel', access: 'public', readsOnly: true },
  { prefix: '/api/generate-quote-pdf', service: 'quotes', access: 'public' },
  { prefix: '/generate-roi-guide', service: 'quotes', access: 'public' },
  { prefix: '/api/quotes', service: 'quotes', access: 'public' },
  { prefix: '/api/admin/quotes', service: 'quotes', access: 'admin' },
  // Saved plans: quotes checks each private link (edit, share, sign-in session) itself.
  { prefix: '/api/plans', service: 'quotes', access: 'public' },
  { prefix: '/api/shared-plans', service: 'quotes', access: 'public' },
  { prefix: '/api/my-plans', service: 'quotes', access: 'public' },
  { prefix: '/api/enquiry/send', service: 'notify', access: 'public' },
  { prefix: '/api/send-form-notification', service: 'notify', access: 'public' },
  { prefix: '/api/stall-requirements', service: 'notify', access: 'public' },
  // The "not me" link of mails about saved plans: notify checks the token itself.
  { prefix: '/api/mail-stops', service: 'notify', access: 'public' },
  { prefix: '/api/admin/outbox', service: 'notify', access: 'admin' },
  { prefix: '/api/admin/enquiries', service: 'notify', access: 'admin' },
  { prefix: '/api/admin/api-keys', service: 'notify', access: 'admin' },
  { prefix: '/api/admin/webhooks', service: 'notify', access: 'admin' },
  { prefix: '/api/admin/webhook-deliveries', service: 'notify', access: 'admin' },
  // An integrator's own endpoints: open at the proxy, the key check lets only a key with webhooks:manage through.
  { prefix: '/api/webhooks', service: 'notify', access: 'public' },
];

/**
 * Uploads carry images; everything else is JSON and stays small. A portfolio upload may carry
 * MAX_PORTFOLIO_IMAGES files of up to MAX_IMAGE_BYTES each in one request (see docs/marketplace.md#uploads), plus
 * the form's own headers and boundaries; a lower limit would refuse, with a bare 413, uploads the
 * catalog accepts. The catalog checks each file itself.
 */
export const UPLOAD_BODY_LIMIT = MAX_PORTFOLIO_IMAGES * MAX_IMAGE_BYTES + 2 * 1024 * 1024;
export const JSON_BODY_LIMIT = 1024 * 1024;
