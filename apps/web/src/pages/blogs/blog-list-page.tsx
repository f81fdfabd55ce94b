import { ComingSoonPage } from '../coming-soon-page.js';

export function BlogListPage() {
  return <ComingSoonPage title="Blogs" description="Articles on planning, building and running a stall." />;
}
