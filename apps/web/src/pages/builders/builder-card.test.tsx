import { vendorSchema } from '@stallplan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTING_BADGE, DEMO_LISTING_NOTE } from '../../ui/demo-listing-notice.js';
import { BuilderCard } from './builder-card.js';

const vendor = (demo: boolean) =>
  vendorSchema.parse({
    id: 'v-skyline',
    name: 'Skyline Exhibit Works',
    category: 'booth',
    city: 'Mumbai',
    state: 'Maharashtra',
    contact: { email: 'skyline-exhibit-works@example.com', phone: '+91 98200 01001' },
    demo,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

const render = (demo: boolean) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <BuilderCard vendor={vendor(demo)} />
    </QueryClientProvider>,
  );

describe('a demo listing on Find Builders', () => {
  it('says it is sample data whose contacts are not real', () => {
    const markup = render(true);
    expect(markup).toContain(DEMO_LISTING_BADGE);
    expect(markup).toContain(DEMO_LISTING_NOTE);
  });

  it('says nothing of the kind on a real vendor', () => {
    expect(render(false)).not.toContain(DEMO_LISTING_BADGE);
  });
});
