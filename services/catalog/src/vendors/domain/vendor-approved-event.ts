import type { Vendor, WebhookEventData } from '@stallplan/contracts';

/** vendor.approved: the listing's public fields; the vendor's contact details stay on its profile. */
export function vendorApprovedEvent(vendor: Vendor): WebhookEventData<'vendor.approved'> {
  return {
    vendorId: vendor.id,
    name: vendor.name,
    category: vendor.category,
    city: vendor.city,
    state: vendor.state,
    services: vendor.services,
    specialties: vendor.specialties,
    serviceCities: vendor.serviceCities,
    approvedAt: vendor.updatedAt,
  };
}
