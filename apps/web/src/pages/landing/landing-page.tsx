import { ComingSoonPage } from '../coming-soon-page.js';

export function LandingPage() {
  return <ComingSoonPage title="StallPlan" description="Plan, price and book your trade-show stall in rupees." />;
}
