import { describe, expect, it } from 'vitest';
import { headerText, mailbox } from './mail-header.js';

describe('headerText', () => {
  it('flattens line breaks and control characters to single spaces', () => {
    expect(headerText('Evil\r\nBcc: evil@example.com\u0000\u2028x')).toBe('Evil Bcc: evil@example.com x');
  });

  it('bounds the length', () => {
    expect(headerText('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('mailbox', () => {
  it('accepts a plain address with a safe name', () => {
    expect(mailbox(' vendor@vendor.example ', 'Bright\r\nBcc: x@y.z')).toEqual({ name: 'Bright Bcc: x@y.z', address: 'vendor@vendor.example' });
  });

  it('refuses anything that could carry a second address or header', () => {
    for (const bad of ['a@b.c\r\nBcc: evil@example.com', 'a@b.c, evil@example.com', '"x" <a@b.c>', 'a@b.c;x@y.z', 'not-an-address']) {
      expect(mailbox(bad), bad).toBeNull();
    }
  });
});
