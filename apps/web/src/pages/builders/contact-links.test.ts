import { describe, expect, it } from 'vitest';
import { emailLinkText, phoneLinkText, telHref, websiteHref, websiteLabel, websiteLinkText } from './contact-links.js';

describe('telHref', () => {
  it('keeps the leading + and the digits', () => {
    expect(telHref('+91 98200 11223')).toBe('tel:+919820011223');
    expect(telHref('(022) 2654-1100')).toBe('tel:02226541100');
  });

  it('gives no link without digits', () => {
    expect(telHref('call us')).toBeUndefined();
  });
});

describe('websiteHref', () => {
  it('accepts http and https addresses', () => {
    expect(websiteHref('https://www.skyline.example.com')).toBe('https://www.skyline.example.com/');
    expect(websiteHref(' http://expo.example.in/about ')).toBe('http://expo.example.in/about');
  });

  it('refuses other schemes and text that is not an address', () => {
    expect(websiteHref('javascript:alert(1)')).toBeUndefined();
    expect(websiteHref('data:text/html,hi')).toBeUndefined();
    expect(websiteHref('www.skyline.example.com')).toBeUndefined();
  });
});

describe('websiteLabel', () => {
  it('drops the protocol and a trailing slash', () => {
    expect(websiteLabel('https://www.skyline.example.com/')).toBe('www.skyline.example.com');
  });
});

describe('contact link names', () => {
  it('start with the words on screen, then say whose contact it is (label in name)', () => {
    const links = [
      emailLinkText('hello@skyline.example.com', 'Skyline Exhibits'),
      phoneLinkText('+91 98200 11223', 'Skyline Exhibits'),
      websiteLinkText('https://www.skyline.example.com/', 'Skyline Exhibits'),
    ];
    for (const link of links) {
      expect(link.label.startsWith(link.text)).toBe(true);
      expect(link.label).toContain('Skyline Exhibits');
    }
    expect(links.map((link) => link.label)).toEqual([
      'hello@skyline.example.com, e-mail Skyline Exhibits',
      '+91 98200 11223, call Skyline Exhibits',
      'www.skyline.example.com, website of Skyline Exhibits (opens in a new tab)',
    ]);
  });
});
