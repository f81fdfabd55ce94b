import { MAX_IMAGE_BYTES, MAX_PORTFOLIO_IMAGES, MAX_STALL_IMAGES, uploadMessages } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { checkChosenImages, hasImageSignature, imageRuleFor, type ImageRule } from './check-image-files.js';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP_HEAD = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

function file(bytes: number[], type: string, size = bytes.length) {
  const blob = new Blob([new Uint8Array(bytes)]);
  return { type, size, slice: (start: number, end: number) => blob.slice(start, end) };
}

const LOGO: ImageRule = { max: 1, multiple: false, tooManyMessage: '' };
const PORTFOLIO: ImageRule = { max: 10, multiple: true, tooManyMessage: uploadMessages.tooManyPortfolio };

describe('hasImageSignature', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(hasImageSignature(new Uint8Array(PNG_HEAD))).toBe(true);
    expect(hasImageSignature(new Uint8Array(JPEG_HEAD))).toBe(true);
    expect(hasImageSignature(new Uint8Array(WEBP_HEAD))).toBe(true);
  });

  it('refuses text, GIF and files too short to tell', () => {
    expect(hasImageSignature(new TextEncoder().encode('hello, this is text'))).toBe(false);
    expect(hasImageSignature(new TextEncoder().encode('GIF89a......'))).toBe(false);
    expect(hasImageSignature(new Uint8Array([0x89, 0x50]))).toBe(false);
  });
});

describe('checkChosenImages', () => {
  it('accepts a real PNG logo', async () => {
    await expect(checkChosenImages([file(PNG_HEAD, 'image/png')], LOGO)).resolves.toBeNull();
  });

  it('refuses a text file that only claims to be a PNG', async () => {
    const renamed = file([...new TextEncoder().encode('not an image at all')], 'image/png');
    await expect(checkChosenImages([renamed], LOGO)).resolves.toBe(uploadMessages.notAnImage);
    await expect(checkChosenImages([file(PNG_HEAD, 'image/png'), renamed], PORTFOLIO)).resolves.toBe(uploadMessages.notAllImages);
  });

  it('refuses by declared type before reading bytes, with the documented wording', async () => {
    await expect(checkChosenImages([file(PNG_HEAD, 'text/plain')], LOGO)).resolves.toBe(uploadMessages.notAnImage);
    await expect(checkChosenImages([file(PNG_HEAD, 'text/plain')], PORTFOLIO)).resolves.toBe(uploadMessages.notAllImages);
    await expect(checkChosenImages([file(PNG_HEAD, 'image/gif')], LOGO)).resolves.toBe(uploadMessages.unsupportedType);
    await expect(checkChosenImages([file(PNG_HEAD, 'application/pdf')], LOGO)).resolves.toBe(uploadMessages.notAnImage);
  });

  it('refuses images over 5MB', async () => {
    await expect(checkChosenImages([file(PNG_HEAD, 'image/png', MAX_IMAGE_BYTES + 1)], LOGO)).resolves.toBe(uploadMessages.tooLarge);
    await expect(checkChosenImages([file(PNG_HEAD, 'image/png', MAX_IMAGE_BYTES + 1)], PORTFOLIO)).resolves.toBe(uploadMessages.eachTooLarge);
  });

  it('refuses more images than the slots left, with the upload kind’s sentence', async () => {
    const three = [file(PNG_HEAD, 'image/png'), file(JPEG_HEAD, 'image/jpeg'), file(WEBP_HEAD, 'image/webp')];
    await expect(checkChosenImages(three, { ...PORTFOLIO, max: 2 })).resolves.toBe(uploadMessages.tooManyPortfolio);
    await expect(checkChosenImages(three, { max: 2, multiple: true, tooManyMessage: uploadMessages.tooManyStallImages })).resolves.toBe(
      uploadMessages.tooManyStallImages,
    );
    await expect(checkChosenImages(three, PORTFOLIO)).resolves.toBeNull();
  });

  it('asks for a file when none was chosen', async () => {
    await expect(checkChosenImages([], LOGO)).resolves.toBe(uploadMessages.noFiles);
    await expect(checkChosenImages([], PORTFOLIO)).resolves.toBe(uploadMessages.noFiles);
  });
});

describe('imageRuleFor', () => {
  const portfolio = { max: MAX_PORTFOLIO_IMAGES, multiple: true, tooManyMessage: uploadMessages.tooManyPortfolio };
  const stallImages = { max: MAX_STALL_IMAGES, multiple: true, tooManyMessage: uploadMessages.tooManyStallImages };
  const two = [file(PNG_HEAD, 'image/png'), file(PNG_HEAD, 'image/png')];

  it('accepts images that fit beside those already there', async () => {
    await expect(checkChosenImages(two, imageRuleFor(portfolio, 8))).resolves.toBeNull();
  });

  it('counts the images already there against the limit', async () => {
    await expect(checkChosenImages(two, imageRuleFor(portfolio, 9))).resolves.toBe('Maximum 10 images allowed');
    await expect(checkChosenImages(two, imageRuleFor(stallImages, 4))).resolves.toBe('Maximum 5 images allowed per testimonial');
  });

  it('refuses a set with a file that is not an image or is too large', async () => {
    const withText = [file(PNG_HEAD, 'image/png'), file(PNG_HEAD, 'text/plain')];
    await expect(checkChosenImages(withText, imageRuleFor(portfolio, 0))).resolves.toBe(uploadMessages.notAllImages);
    const withLarge = [file(PNG_HEAD, 'image/png'), file(WEBP_HEAD, 'image/webp', MAX_IMAGE_BYTES + 1)];
    await expect(checkChosenImages(withLarge, imageRuleFor(portfolio, 0))).resolves.toBe(uploadMessages.eachTooLarge);
  });

  it('lets a single image be replaced by the next one chosen', async () => {
    await expect(checkChosenImages([file(PNG_HEAD, 'image/png')], imageRuleFor({ max: 1, multiple: false, tooManyMessage: '' }, 1))).resolves.toBeNull();
  });
});
