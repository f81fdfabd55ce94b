import { describe, expect, it } from 'vitest';
import { normalizeWebsite, optionalWebsiteSchema } from './website.js';

describe('normalizeWebsite', () => {
  it('lowercases a bare domain and prefixes https://www.', () => {
    expect(normalizeWebsite('Example.com')).toBe('https://www.example.com');
  });

  it('prefixes only https:// when the address already starts with www.', () => {
    expect(normalizeWebsite('www.x.in')).toBe('https://www.x.in');
  });

  it('drops any protocol before prefixing, and lowercases the path too', () => {
    expect(normalizeWebsite('http://Foo.com/a')).toBe('https://www.foo.com/a');
    expect(normalizeWebsite('ftp://www.Files.in')).toBe('https://www.files.in');
  });

  it('leaves text with a space, or without a dot, as it is', () => {
    expect(normalizeWebsite('my site.com')).toBe('my site.com');
    expect(normalizeWebsite('example')).toBe('example');
    expect(normalizeWebsite('')).toBe('');
  });

  it('changes nothing when applied twice, so typing and blur agree', () => {
    for (const text of ['Example.com', 'www.x.in', 'http://Foo.com/a', 'https://www.a.b/c']) {
      expect(normalizeWebsite(normalizeWebsite(text))).toBe(normalizeWebsite(text));
    }
  });
});

describe('optionalWebsiteSchema', () => {
  it('treats blank as unset and normalises the rest', () => {
    expect(optionalWebsiteSchema.parse('   ')).toBeUndefined();
    expect(optionalWebsiteSchema.parse(undefined)).toBeUndefined();
    expect(optionalWebsiteSchema.parse(' Example.com ')).toBe('https://www.example.com');
  });

  it('refuses what is not a web address, such as a script link or text with spaces', () => {
    const message = 'Website must be a web address such as www.example.com.';
    expect(optionalWebsiteSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(message);
    expect(optionalWebsiteSchema.safeParse('my site.com').error?.issues[0]?.message).toBe(message);
    expect(optionalWebsiteSchema.safeParse('mailto:me@example.com').error?.issues[0]?.message).toBe(message);
  });
});
