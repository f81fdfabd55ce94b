import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-message.js';

describe('serverMessage', () => {
  it("reads a service's error, else a message", () => {
    expect(serverMessage({ success: false, error: ' Too many requests. ' })).toBe('Too many requests.');
    expect(serverMessage({ success: false, message: 'Invalid password' })).toBe('Invalid password');
  });

  it('gives undefined for blanks and bodies without words', () => {
    expect(serverMessage({ error: '   ' })).toBeUndefined();
    expect(serverMessage('<html>')).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
    expect(serverMessage({ error: 42 })).toBeUndefined();
  });
});
