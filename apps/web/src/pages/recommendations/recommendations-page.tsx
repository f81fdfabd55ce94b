import { ComingSoonPage } from '../coming-soon-page.js';

export function RecommendationsPage() {
  return <ComingSoonPage title="Event Recommendations" description="Trade shows that suit your industry, budget and goals." />;
}
