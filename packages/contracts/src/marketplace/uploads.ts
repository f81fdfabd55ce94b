import { z } from 'zod';
import { withRule } from '../http/define-routes.js';

/** 5 MB per image, read as 5 MiB, the size a browser reports for a file (see docs/marketplace.md#uploads). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PORTFOLIO_IMAGES = 10;
export const MAX_STALL_IMAGES = 5;
/** The formats the forms announce (JPG/PNG/WebP); the server checks the bytes, not this label. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The multipart field each upload reads (see docs/marketplace.md#uploads). */
export const UPLOAD_FIELDS = { logo: 'logo', portfolio: 'portfolioImages', testimonial: 'stallImages' } as const;

/** The refusals of docs/marketplace.md#uploads, word for word. */
export const uploadMessages = {
  notAnImage: 'File must be an image',
  notAllImages: 'All files must be images',
  tooLarge: 'Image must be less than 5MB',
  eachTooLarge: 'Each image must be less than 5MB',
  tooManyPortfolio: `Maximum ${MAX_PORTFOLIO_IMAGES} images allowed`,
  tooManyStallImages: `Maximum ${MAX_STALL_IMAGES} images allowed per testimonial`,
  unsupportedType: 'Image must be a JPG, PNG or WebP file',
  eachUnsupportedType: 'Each image must be a JPG, PNG or WebP file',
  empty: 'The image file is empty',
  noFiles: 'Choose at least one image',
} as const;

/** What the forms know of a chosen file (a browser `File` fits). */
export interface ImageFileFacts {
  type: string;
  size: number;
}

function isAcceptedType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** The first reason a single image (the logo) cannot be uploaded, or null. */
export function checkImageFile(file: ImageFileFacts): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return uploadMessages.notAnImage;
  if (!isAcceptedType(file.type)) return uploadMessages.unsupportedType;
  if (file.size <= 0) return uploadMessages.empty;
  if (file.size > MAX_IMAGE_BYTES) return uploadMessages.tooLarge;
  return null;
}

/**
 * The first reason a set of images cannot be uploaded, or null. The count is checked first, as the
 * forms do; pass `uploadMessages.tooManyStallImages` for a testimonial's photos.
 */
export function checkImageFiles(files: readonly ImageFileFacts[], max: number, tooManyMessage = `Maximum ${max} images allowed`): string | null {
  if (files.length === 0) return uploadMessages.noFiles;
  if (files.length > max) return tooManyMessage;
  if (!files.every((file) => file.type.toLowerCase().startsWith('image/'))) return uploadMessages.notAllImages;
  if (!files.every((file) => isAcceptedType(file.type))) return uploadMessages.eachUnsupportedType;
  if (files.some((file) => file.size <= 0)) return uploadMessages.empty;
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) return uploadMessages.eachTooLarge;
  return null;
}

/** Where the server keeps uploaded files; their addresses are relative to the site. */
export const UPLOADED_FILE_PATH_PREFIX = '/api/files/';

const webAddressSchema = z.url({ protocol: /^https?$/ });

/**
 * An image address stored on a vendor: a file uploaded here (`/api/files/...`) or an http(s)
 * address. Other schemes (`javascript:`, `data:`) never reach an `<img>` or a link.
 */
export const imageUrlSchema = withRule(
  z
    .string({ error: 'Image address must be text.' })
    .trim()
    .max(2048, 'Image address is too long.')
    .refine(
      (value) => /^\/api\/files\/[A-Za-z0-9._-]+$/.test(value) || webAddressSchema.safeParse(value).success,
      'Image address must be an uploaded file or a web address starting with http:// or https://.',
    ),
  'An uploaded file (/api/files/<name>) or a web address starting with http:// or https://.',
);

export const logoUploadResponseSchema = z.object({ success: z.literal(true), url: imageUrlSchema });
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;

/** Portfolio and testimonial uploads answer with every stored image, in the order sent. */
export const imagesUploadResponseSchema = z.object({
  success: z.literal(true),
  images: z.array(z.object({ url: imageUrlSchema })).max(MAX_PORTFOLIO_IMAGES),
});
export type ImagesUploadResponse = z.infer<typeof imagesUploadResponseSchema>;
