import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type.js';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their signatures', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'))).toBe('image/png');
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('recognises other image formats so they can be refused by name', () => {
    expect(detectImageType(bytes('GIF89a', 1, 0, 1, 0))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a', 1, 0, 1, 0))).toBe('image/gif');
    expect(detectImageType(bytes('BM', ...new Array<number>(12).fill(0)))).toBe('image/bmp');
    expect(detectImageType(bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0))).toBe('image/tiff');
    expect(detectImageType(bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8))).toBe('image/tiff');
    expect(detectImageType(bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0))).toBe('image/avif');
    expect(detectImageType(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0))).toBe('image/heic');
  });

  it('refuses text, empty input and near misses whatever the file was called', () => {
    expect(detectImageType(new TextEncoder().encode('hello, this is not a picture'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    // Truncated signatures: a JPEG needs three bytes, a PNG all eight.
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a))).toBeNull();
    // A RIFF container that is not WebP (a WAV sound file).
    expect(detectImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    // An ISO media file that is a video, not an image.
    expect(detectImageType(bytes(0, 0, 0, 0x18, 'ftypmp42', 0, 0, 0, 0))).toBeNull();
    // HTML dressed up with a PNG name stays text.
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });
});
