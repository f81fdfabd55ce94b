import { vendorProfileSchema, vendorRecommendationSchema, type VendorRecommendationInput } from '@stallplan/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTING_BADGE, DEMO_LISTING_NOTE } from '../../../ui/demo-listing-notice.js';
import { ProfileHeader } from './profile-header.js';
import { profileViewFromSummary, profileViewOf } from './profile-view.js';
import { VendorCard } from './vendor-card.js';

const noop = () => undefined;

function recommendation(overrides: Partial<VendorRecommendationInput> = {}) {
  return vendorRecommendationSchema.parse({
    id: 'v-skyline',
    name: 'Skyline Exhibit Works',
    location: 'Goregaon East, Mumbai',
    category: 'booth',
    matchScore: 92,
    rating: 4.8,
    completedProjects: 340,
    contact: { phone: '+91 98200 01001', email: 'skyline-exhibit-works@example.com' },
    estimatedCost: 310000,
    ...overrides,
  });
}

const card = (demo: boolean) =>
  renderToStaticMarkup(
    <VendorCard vendor={recommendation({ demo })} selected={false} inBrief={false} onToggleBrief={noop} onToggleQuote={noop} onEnquire={noop} onView={noop} />,
  );

describe('a demo listing in step 3', () => {
  it('says on its card that it is sample data whose contacts are not real', () => {
    const markup = card(true);
    expect(markup).toContain(DEMO_LISTING_BADGE);
    expect(markup).toContain(DEMO_LISTING_NOTE);
    expect(DEMO_LISTING_NOTE).toBe('Sample data for development — the contacts are not real.');
  });

  it('says nothing of the kind on a real vendor', () => {
    expect(card(false)).not.toContain(DEMO_LISTING_BADGE);
    expect(card(false)).not.toContain('data-testid="demo-listing"');
  });

  it('says so in the full profile, whether it loaded or the card stands in for it', () => {
    const profile = vendorProfileSchema.parse({
      id: 'v-skyline',
      name: 'Skyline Exhibit Works',
      category: 'booth',
      city: 'Mumbai',
      state: 'Maharashtra',
      demo: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(renderToStaticMarkup(<ProfileHeader view={profileViewOf(profile)} />)).toContain(DEMO_LISTING_NOTE);
    expect(renderToStaticMarkup(<ProfileHeader view={profileViewFromSummary(recommendation({ demo: true }))} />)).toContain(DEMO_LISTING_NOTE);
    expect(renderToStaticMarkup(<ProfileHeader view={profileViewOf({ ...profile, demo: false })} />)).not.toContain(DEMO_LISTING_NOTE);
  });
});
