import { ComingSoonPage } from '../coming-soon-page.js';

export function VendorRegistrationPage() {
  return <ComingSoonPage title="Register as a Vendor" description="List your stall-building business on StallPlan." />;
}
