import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer-token.js';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the case of the scheme', () => {
    expect(bearerToken('Bearer sp_key_abc')).toBe('sp_key_abc');
    expect(bearerToken('bearer  sp_key_abc ')).toBe('sp_key_abc');
    expect(bearerToken('BEARER\tsp_key_abc')).toBe('sp_key_abc');
  });

  it('finds no key in another scheme, an empty token or no header', () => {
    for (const header of [undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', 'Bearer a b', 'sp_key_abc', 'Bearersp_key_abc']) {
      expect(bearerToken(header)).toBeUndefined();
    }
  });
});
