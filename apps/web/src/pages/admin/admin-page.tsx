import { ComingSoonPage } from '../coming-soon-page.js';

export function AdminPage() {
  return <ComingSoonPage title="Admin" description="The StallPlan admin area." />;
}
