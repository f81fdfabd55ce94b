import type { VendorInputData, VendorPatch } from '@stallplan/contracts';

/** One atomic update of a stored vendor: the paths set and the paths removed. */
export interface VendorUpdate {
  $set: Record<string, unknown>;
  $unset: Record<string, 1>;
}

/** Optional text fields: sent blank or `null` (present, undefined after parsing), they are removed. */
const OPTIONAL_TEXT = ['location', 'description', 'experience', 'logoUrl', 'rating'] as const;
/** Fields stored as sent. */
const AS_SENT = [
  'category',
  'city',
  'state',
  'specialties',
  'services',
  'keywords',
  'priceRange',
  'portfolioImages',
  'isActive',
  'completedProjects',
  'certifications',
  'recentWork',
  'serviceCities',
] as const;
/** Objects a patch changes key by key, by dotted path, so two patches of different keys both stay. */
const NESTED = ['contact', 'pricing'] as const;

type ParsedTestimonial = VendorInputData['testimonials'][number];

/** A testimonial as stored: it keeps the date it was first saved with, or gets `now`. */
export function storedTestimonial(testimonial: ParsedTestimonial, now: Date) {
  return {
    text: testimonial.text,
    clientContact: testimonial.clientContact,
    ...(testimonial.clientName ? { clientName: testimonial.clientName } : {}),
    stallImages: testimonial.stallImages,
    createdAt: testimonial.createdAt ? new Date(testimonial.createdAt) : now,
  };
}

/**
 * The update a PATCH makes: only the fields sent. Lists are replaced whole; `contact` and `pricing`
 * change only the keys sent. The fields derived for queries follow their source: `nameLower` the
 * name, `email` (lower-cased, for the registration check) the contact e-mail.
 */
export function vendorPatchUpdate(patch: VendorPatch, now: Date): VendorUpdate {
  const update: VendorUpdate = { $set: {}, $unset: {} };
  const setOrRemove = (path: string, value: unknown) => {
    if (value === undefined) update.$unset[path] = 1;
    else update.$set[path] = value;
  };

  if (patch.name !== undefined) {
    update.$set['name'] = patch.name;
    update.$set['nameLower'] = patch.name.toLowerCase();
  }
  for (const field of OPTIONAL_TEXT) if (field in patch) setOrRemove(field, patch[field]);
  for (const field of AS_SENT) if (patch[field] !== undefined) update.$set[field] = patch[field];
  if (patch.testimonials !== undefined) update.$set['testimonials'] = patch.testimonials.map((testimonial) => storedTestimonial(testimonial, now));
  for (const object of NESTED) {
    const sent: Record<string, unknown> = patch[object] ?? {};
    for (const [key, value] of Object.entries(sent)) setOrRemove(`${object}.${key}`, value);
  }
  if (patch.contact && 'email' in patch.contact) setOrRemove('email', patch.contact.email?.toLowerCase());
  return update;
}
