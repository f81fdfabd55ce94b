import mongoose from 'mongoose';
import { isDuplicateKeyError } from '@stallplan/service-kit';
import { DEMO_VENDORS } from '../domain/demo-vendors.js';
import { storedFieldsOf } from '../domain/stored-vendor-fields.js';
import type { StoredVendor, VendorModel } from '../models/vendor-model.js';

/**
 * Adds the demo vendors (seed/demo-vendors.json) that are not stored yet, by seed key, and returns
 * how many were added; `changed` runs after any insert so that listings reload.
 */
export async function seedDemoVendors(model: VendorModel, changed: () => Promise<void>): Promise<number> {
  const keys = DEMO_VENDORS.map((demo) => demo.seedKey);
  const present = await model.find({ seedKey: mongoose.trusted({ $in: keys }) }, { seedKey: 1 }).lean<Pick<StoredVendor, 'seedKey'>[]>();
  const seeded = new Set(present.map((doc) => doc.seedKey));
  const now = new Date();
  const missing = DEMO_VENDORS.filter((demo) => !seeded.has(demo.seedKey)).map((demo) => {
    // Checked with the admin form's schema when the seed file was read.
    const fields = storedFieldsOf(demo.input, now);
    return {
      ...fields,
      seedKey: demo.seedKey,
      demo: true,
      awards: demo.awards ?? [],
      ...(demo.boothSizeSqm ? { boothSizeSqm: demo.boothSizeSqm } : {}),
      ...(demo.registered && fields.email ? { registrationEmail: fields.email } : {}),
    };
  });
  if (missing.length === 0) return 0;
  let inserted = missing.length;
  try {
    await model.insertMany(missing, { ordered: false });
  } catch (error) {
    // Another instance seeding at the same moment inserted some of them first.
    if (!isDuplicateKeyError(error)) throw error;
    const { insertedDocs } = error as { insertedDocs?: unknown[] };
    inserted = insertedDocs?.length ?? 0;
  }
  await changed();
  return inserted;
}
