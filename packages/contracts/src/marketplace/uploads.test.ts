import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  checkImageFiles,
  imagesUploadResponseSchema,
  imageUrlSchema,
  logoUploadResponseSchema,
  MAX_IMAGE_BYTES,
  MAX_PORTFOLIO_IMAGES,
  MAX_STALL_IMAGES,
  uploadMessages,
} from './uploads.js';

const jpeg = (size = 1000) => ({ type: 'image/jpeg', size });

describe('checkImageFile', () => {
  it('accepts a JPG, PNG or WebP of up to 5MB', () => {
    expect(checkImageFile(jpeg(MAX_IMAGE_BYTES))).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses with the documented wording', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('File must be an image');
    expect(checkImageFile(jpeg(MAX_IMAGE_BYTES + 1))).toBe('Image must be less than 5MB');
  });

  it('refuses other image types and empty files', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('Image must be a JPG, PNG or WebP file');
    expect(checkImageFile(jpeg(0))).toBe('The image file is empty');
  });
});

describe('checkImageFiles', () => {
  it('accepts up to the maximum', () => {
    expect(
      checkImageFiles(
        Array.from({ length: MAX_PORTFOLIO_IMAGES }, () => jpeg()),
        MAX_PORTFOLIO_IMAGES,
      ),
    ).toBeNull();
  });

  it('refuses too many, with the portfolio or testimonial wording', () => {
    expect(
      checkImageFiles(
        Array.from({ length: 11 }, () => jpeg()),
        MAX_PORTFOLIO_IMAGES,
      ),
    ).toBe('Maximum 10 images allowed');
    expect(
      checkImageFiles(
        Array.from({ length: 6 }, () => jpeg()),
        MAX_STALL_IMAGES,
        uploadMessages.tooManyStallImages,
      ),
    ).toBe('Maximum 5 images allowed per testimonial');
  });

  it('refuses a non-image or an oversized image among them', () => {
    expect(checkImageFiles([jpeg(), { type: 'text/plain', size: 5 }], 10)).toBe('All files must be images');
    expect(checkImageFiles([jpeg(), jpeg(MAX_IMAGE_BYTES + 1)], 10)).toBe('Each image must be less than 5MB');
    expect(checkImageFiles([], 10)).toBe('Choose at least one image');
  });
});

describe('upload answers', () => {
  it('accept an uploaded file path or a web address', () => {
    expect(logoUploadResponseSchema.parse({ success: true, url: '/api/files/665f1c2e9b1e8a0012345678' }).url).toBe('/api/files/665f1c2e9b1e8a0012345678');
    expect(imagesUploadResponseSchema.parse({ success: true, images: [{ url: 'https://cdn.example.com/a.webp' }] }).images).toHaveLength(1);
  });

  it('refuse addresses that are neither', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/etc/passwd', '/api/files/../secret']) {
      expect(imageUrlSchema.safeParse(url).success).toBe(false);
    }
  });
});
