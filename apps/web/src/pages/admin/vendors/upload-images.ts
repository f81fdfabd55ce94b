import { ApiError, UPLOAD_FIELDS } from '@stallplan/contracts';
import { adminApi } from '../../../admin/admin-session.js';

export type UploadResult = { ok: true; urls: string[] } | { ok: false; error: string };

export type ImageUploadKind = 'logo' | 'portfolio' | 'testimonial';

/** §8: the server's own error where it sent one, else these. */
const FAILED: Record<ImageUploadKind, string> = {
  logo: 'Logo upload failed',
  portfolio: 'Portfolio upload failed',
  testimonial: 'Stall images upload failed',
};

function formOf(kind: ImageUploadKind, files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELDS[kind], file, file.name);
  return form;
}

async function send(kind: ImageUploadKind, body: FormData): Promise<UploadResult> {
  if (kind === 'logo') {
    const result = await adminApi.uploadLogo({ body });
    return result.status === 200 ? { ok: true, urls: [result.body.url] } : { ok: false, error: result.body.error || FAILED.logo };
  }
  const result = kind === 'portfolio' ? await adminApi.uploadPortfolio({ body }) : await adminApi.uploadTestimonialImages({ body });
  return result.status === 200 ? { ok: true, urls: result.body.images.map((image) => image.url) } : { ok: false, error: result.body.error || FAILED[kind] };
}

/** Stores the images and answers with their addresses, or the reason they were not stored. */
export async function uploadImages(kind: ImageUploadKind, files: readonly File[]): Promise<UploadResult> {
  try {
    return await send(kind, formOf(kind, files));
  } catch (error) {
    console.error(`${FAILED[kind]}`, error);
    return { ok: false, error: error instanceof ApiError && error.status !== undefined && error.message ? error.message : FAILED[kind] };
  }
}
