import { ComingSoonPage } from '../coming-soon-page.js';

export function StallDetailsPage() {
  return <ComingSoonPage title="Stall Requirements" description="Tell builders what your stall needs." />;
}
