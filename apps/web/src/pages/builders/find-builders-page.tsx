import { ComingSoonPage } from '../coming-soon-page.js';

export function FindBuildersPage() {
  return <ComingSoonPage title="Find Builders" description="Booth builders and exhibition vendors across India." />;
}
