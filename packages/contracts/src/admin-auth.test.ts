import { describe, expect, it } from 'vitest';
import { adminLoginRequestSchema } from './admin-auth.js';

describe('adminLoginRequestSchema', () => {
  it('accepts a password string', () => {
    expect(adminLoginRequestSchema.parse({ password: 'secret-password' })).toEqual({ password: 'secret-password' });
  });

  it('refuses a missing, empty or non-string password with a readable message', () => {
    const messageFor = (input: unknown) => adminLoginRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(messageFor({ password: 42 })).toBe('Password must be a string.');
    expect(messageFor({ password: '' })).toBe('Password is required.');
    expect(messageFor({})).toBe('Password is required.');
  });
});
