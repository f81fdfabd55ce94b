import { describe, expect, it } from 'vitest';
import { isApiPath, isVersionedUrl, pathOf, unversionedUrl } from './versioned-url.js';

describe('unversionedUrl', () => {
  it('routes /api/v1/... as /api/..., query included', () => {
    expect(unversionedUrl('/api/v1/vendors')).toBe('/api/vendors');
    expect(unversionedUrl('/api/v1/vendors/abc/reviews?page=2')).toBe('/api/vendors/abc/reviews?page=2');
    expect(unversionedUrl('/api/v1?x=1')).toBe('/api?x=1');
    expect(unversionedUrl('/api/v1')).toBe('/api');
  });

  it('leaves every other address alone', () => {
    for (const url of ['/api/vendors', '/api/v10/vendors', '/api/v1vendors', '/v1/api/vendors', '/api/vendors/api/v1/x', '/', '/api/V1/vendors']) {
      expect(unversionedUrl(url)).toBe(url);
      expect(isVersionedUrl(url)).toBe(false);
    }
  });

  it('knows a versioned address', () => {
    expect(isVersionedUrl('/api/v1/vendors?x=1')).toBe(true);
    expect(isVersionedUrl('/api/v1?x=1')).toBe(true);
  });
});

describe('pathOf and isApiPath', () => {
  it('drops the query string', () => {
    expect(pathOf('/api/vendors?city=Pune&x=?')).toBe('/api/vendors');
    expect(pathOf('/api/vendors')).toBe('/api/vendors');
  });

  it('counts the proxied API, not pages, assets or health', () => {
    expect(['/api/vendors', '/api', '/generate-roi-guide'].every(isApiPath)).toBe(true);
    expect(['/', '/vendors', '/assets/app.js', '/health', '/apis', '/generate-roi-guides'].some(isApiPath)).toBe(false);
  });
});
