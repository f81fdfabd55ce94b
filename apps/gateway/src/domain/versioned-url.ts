import { API_VERSION_PREFIX } from '@stallplan/contracts';

const VERSIONED = new RegExp(`^${API_VERSION_PREFIX.replaceAll('/', '\\/')}(?=[/?]|$)`);

/**
 * The address a versioned call is routed by: `/api/v1/vendors?x=1` is `/api/vendors?x=1`. Keyed
 * clients call `/api/v1/...` so the web app's unversioned paths may change without breaking them;
 * today both reach the same routes. Any other address is left as it is.
 */
export function unversionedUrl(url: string): string {
  return url.replace(VERSIONED, '/api');
}

export function isVersionedUrl(url: string): boolean {
  return VERSIONED.test(url);
}

/** The path of a URL without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The proxied API: the key check looks at these paths only (pages, assets and /health ignore any key). */
export function isApiPath(path: string): boolean {
  return /^\/(api|generate-roi-guide)(\/|$)/.test(path);
}
