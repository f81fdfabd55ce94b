import { UPLOADED_FILE_PATH_PREFIX } from '@stallplan/contracts';
import { blobIdOf } from '@stallplan/service-kit/store';
import type { ReviewModel } from '../../builder-bids/models/review-model.js';
import type { VendorModel } from '../../vendors/models/vendor-model.js';
import type { FileStore } from './file-store.js';

/** An upload no record points at this long after it was stored is no longer waiting for its form to be sent. */
export const ORPHAN_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** The records that point at uploaded images: a vendor's logo, portfolio and testimonial images, a review's photos. */
export interface UploadReferences {
  vendors: VendorModel;
  reviews: ReviewModel;
}

export interface SweepOrphanUploadsInput extends UploadReferences {
  files: FileStore;
  /** Only files stored before this instant are looked at. */
  cutoff: Date;
  /** Files listed per round. */
  batchSize?: number;
}

export interface OrphanUploadSweepResult {
  /** Images and thumbnails removed. */
  removedFiles: number;
}

function uploadIdOf(url: unknown): string | null {
  return typeof url === 'string' && url.startsWith(UPLOADED_FILE_PATH_PREFIX) ? blobIdOf(url.slice(UPLOADED_FILE_PATH_PREFIX.length)) : null;
}

/** Every uploaded image some vendor or review points at now. */
export async function referencedUploadIds({ vendors, reviews }: UploadReferences): Promise<Set<string>> {
  const ids = new Set<string>();
  const add = (url: unknown) => {
    const id = uploadIdOf(url);
    if (id) ids.add(id);
  };
  for await (const vendor of vendors.find({}, { logoUrl: 1, portfolioImages: 1, testimonials: 1 }).lean().cursor()) {
    add(vendor.logoUrl);
    for (const url of vendor.portfolioImages ?? []) add(url);
    for (const testimonial of vendor.testimonials ?? []) for (const url of testimonial.stallImages ?? []) add(url);
  }
  for await (const review of reviews.find({}, { photos: 1 }).lean().cursor()) for (const url of review.photos ?? []) add(url);
  return ids;
}

/** Asked one record at a time, just before a removal: a vendor saved since the list was read keeps its image. */
async function referencedNow({ vendors, reviews }: UploadReferences, id: string): Promise<boolean> {
  const url = `${UPLOADED_FILE_PATH_PREFIX}${id}`;
  const holders = [
    () => vendors.exists({ logoUrl: url }),
    () => vendors.exists({ portfolioImages: url }),
    () => vendors.exists({ 'testimonials.stallImages': url }),
    () => reviews.exists({ photos: url }),
  ];
  for (const holder of holders) if (await holder()) return true;
  return false;
}

/**
 * Removes uploaded images no vendor or review points at, with their thumbnails: those uploaded
 * for a form that was never sent, replaced on an edit, or left by a vendor or registration that
 * was deleted. Only files stored before the cutoff are looked at, so an upload waiting for its
 * form is left alone. A thumbnail goes with its image, or alone once its image is gone. Safe to
 * run in several processes at once: a file removed twice is removed once.
 */
export async function sweepOrphanUploads({ files, vendors, reviews, cutoff, batchSize = 200 }: SweepOrphanUploadsInput): Promise<OrphanUploadSweepResult> {
  const references = { vendors, reviews };
  const referenced = await referencedUploadIds(references);
  const result: OrphanUploadSweepResult = { removedFiles: 0 };
  let after: string | undefined;
  for (;;) {
    const old = await files.storedBefore(cutoff, batchSize, after);
    for (const id of old) {
      const info = await files.stat(id);
      // Removed meanwhile, with its image perhaps.
      if (!info) continue;
      const { variant, imageId, thumbnailId } = info.metadata;
      if (variant === 'thumbnail') {
        // A thumbnail that does not name its image (stored before thumbnails did) goes only with it.
        if (typeof imageId !== 'string' || referenced.has(imageId) || (await files.stat(imageId))) continue;
        if (await files.delete(id)) result.removedFiles += 1;
        continue;
      }
      if (referenced.has(id) || (await referencedNow(references, id))) continue;
      if (await files.delete(id)) result.removedFiles += 1;
      if (typeof thumbnailId === 'string' && (await files.delete(thumbnailId))) result.removedFiles += 1;
    }
    if (old.length < batchSize) break;
    after = old.at(-1);
  }
  return result;
}
