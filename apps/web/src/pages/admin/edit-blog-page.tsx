import { ComingSoonPage } from '../coming-soon-page.js';

export function EditBlogPage() {
  return <ComingSoonPage title="Edit Article" description="Edit an article." />;
}
