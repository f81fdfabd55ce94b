import { ApiError, UPLOAD_FIELDS } from '@stallplan/contracts';
import { api } from './api-client.js';
import { serverMessage } from './refusal.js';

export type UploadKind = keyof typeof UPLOAD_FIELDS;
export type UploadOutcome = { ok: true; urls: string[] } | { ok: false; error: string };

/** The banner's text when the server gave no reason (see docs/marketplace.md#uploads). */
const FAILED: Record<UploadKind, string> = {
  logo: 'Logo upload failed',
  portfolio: 'Portfolio upload failed',
  testimonial: 'Stall images upload failed',
};

async function send(kind: UploadKind, body: FormData): Promise<{ urls: string[] } | { reason: string | undefined }> {
  switch (kind) {
    case 'logo': {
      const response = await api.uploadLogo({ body });
      return response.status === 200 ? { urls: [response.body.url] } : { reason: serverMessage(response.body) };
    }
    case 'portfolio': {
      const response = await api.uploadPortfolio({ body });
      return response.status === 200 ? { urls: response.body.images.map((image) => image.url) } : { reason: serverMessage(response.body) };
    }
    case 'testimonial': {
      const response = await api.uploadTestimonialImages({ body });
      return response.status === 200 ? { urls: response.body.images.map((image) => image.url) } : { reason: serverMessage(response.body) };
    }
  }
}

/** Uploads the files under the form field its endpoint reads (see docs/marketplace.md#uploads) and gives back their addresses. */
export async function uploadImages(kind: UploadKind, files: readonly File[]): Promise<UploadOutcome> {
  const body = new FormData();
  for (const file of files) body.append(UPLOAD_FIELDS[kind], file, file.name);
  try {
    const answer = await send(kind, body);
    return 'urls' in answer ? { ok: true, urls: answer.urls } : { ok: false, error: answer.reason ?? FAILED[kind] };
  } catch (error) {
    return { ok: false, error: (error instanceof ApiError ? serverMessage(error.body) : undefined) ?? FAILED[kind] };
  }
}
