import { ComingSoonPage } from '../coming-soon-page.js';

export function WriteBlogPage() {
  return <ComingSoonPage title="Write Article" description="Write a new article." />;
}
