import { MAX_IMAGE_BYTES, MAX_PORTFOLIO_IMAGES, MAX_STALL_IMAGES, uploadMessages } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { checkAddedImages, checkLogoFile } from './image-checks.js';

const png = { type: 'image/png', size: 2048 };

describe('checkLogoFile', () => {
  it('accepts a small PNG', () => {
    expect(checkLogoFile(png)).toBeNull();
  });

  it('refuses a file that is not an image, and one of 5MB or more', () => {
    expect(checkLogoFile({ type: 'application/pdf', size: 10 })).toBe(uploadMessages.notAnImage);
    expect(checkLogoFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(uploadMessages.tooLarge);
  });
});

describe('checkAddedImages', () => {
  it('accepts images that fit beside those already there', () => {
    expect(checkAddedImages(8, [png, png], MAX_PORTFOLIO_IMAGES, uploadMessages.tooManyPortfolio)).toBeNull();
  });

  it('counts the images already there against the limit', () => {
    expect(checkAddedImages(9, [png, png], MAX_PORTFOLIO_IMAGES, uploadMessages.tooManyPortfolio)).toBe('Maximum 10 images allowed');
    expect(checkAddedImages(4, [png, png], MAX_STALL_IMAGES, uploadMessages.tooManyStallImages)).toBe('Maximum 5 images allowed per testimonial');
  });

  it('refuses a set with a file that is not an image or is too large', () => {
    expect(checkAddedImages(0, [png, { type: 'text/plain', size: 5 }], MAX_PORTFOLIO_IMAGES, uploadMessages.tooManyPortfolio)).toBe(uploadMessages.notAllImages);
    expect(checkAddedImages(0, [png, { type: 'image/webp', size: MAX_IMAGE_BYTES + 1 }], MAX_PORTFOLIO_IMAGES, uploadMessages.tooManyPortfolio)).toBe(
      uploadMessages.eachTooLarge,
    );
  });
});
