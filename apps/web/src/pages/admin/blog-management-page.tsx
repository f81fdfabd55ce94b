import { ComingSoonPage } from '../coming-soon-page.js';

export function BlogManagementPage() {
  return <ComingSoonPage title="Blog Management" description="Manage articles." />;
}
