import { ComingSoonPage } from '../coming-soon-page.js';

export function VendorManagementPage() {
  return <ComingSoonPage title="Vendor Management" description="Manage vendors." />;
}
