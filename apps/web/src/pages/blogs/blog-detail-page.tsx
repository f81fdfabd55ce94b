import { ComingSoonPage } from '../coming-soon-page.js';

export function BlogDetailPage() {
  return <ComingSoonPage title="Blog" description="An article from the StallPlan blog." />;
}
