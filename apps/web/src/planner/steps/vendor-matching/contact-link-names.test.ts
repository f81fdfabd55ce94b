import { describe, expect, it } from 'vitest';
import { contactLinkName, websiteLinkName } from './contact-link-names.js';

describe('contact link names', () => {
  it('start with the words on screen, then name the vendor', () => {
    expect(contactLinkName('Call', 'Garden City Stall Crafts')).toBe('Call Garden City Stall Crafts');
    expect(contactLinkName('Email', 'Garden City Stall Crafts')).toBe('Email Garden City Stall Crafts');
    expect(contactLinkName('Call Now', 'Garden City Stall Crafts')).toBe('Call Now Garden City Stall Crafts');
    expect(websiteLinkName('Visit Website', 'Garden City Stall Crafts')).toBe('Visit Website of Garden City Stall Crafts (opens in a new tab)');
    for (const label of ['Call', 'Email', 'Call Now', 'Visit Website']) {
      expect(contactLinkName(label, 'Acme').startsWith(label)).toBe(true);
      expect(websiteLinkName(label, 'Acme').startsWith(label)).toBe(true);
    }
  });
});
