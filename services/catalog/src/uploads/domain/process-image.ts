import sharp, { type Sharp } from 'sharp';
import type { AcceptedImageType } from '@stallplan/contracts';

/** Longest side of a stored image; larger uploads are scaled down, smaller ones left as they are. */
export const MAX_IMAGE_SIDE = 2000;
/** Thumbnails fit in this square, for cards and lists. */
export const THUMBNAIL_SIDE = 400;
/**
 * Above this the file is refused before it is decoded: a few kilobytes of PNG can claim
 * gigapixels. 60 million pixels still takes a 48 or 50 megapixel phone photo.
 */
export const MAX_INPUT_PIXELS = 60_000_000;

export interface EncodedImage {
  buffer: Buffer;
  contentType: AcceptedImageType | 'image/webp';
  width: number;
  height: number;
}

export interface ProcessedImage {
  image: EncodedImage;
  thumbnail: EncodedImage;
}

export type ImageProcessingFailure = 'unreadable' | 'too-many-pixels';

/** The bytes carry an image signature but cannot be used as an image. */
export class ImageProcessingError extends Error {
  override readonly name = 'ImageProcessingError';
  constructor(
    readonly reason: ImageProcessingFailure,
    options?: ErrorOptions,
  ) {
    super(reason === 'too-many-pixels' ? `image has more than ${MAX_INPUT_PIXELS} pixels` : 'image cannot be decoded', options);
  }
}

function encode(pipeline: Sharp, type: AcceptedImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return pipeline.png();
    case 'image/webp':
      return pipeline.webp({ quality: 85 });
  }
}

async function toEncodedImage(pipeline: Sharp, contentType: EncodedImage['contentType']): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { buffer: data, contentType, width: info.width, height: info.height };
}

/**
 * Re-encodes an uploaded image in its own format, turned upright as its EXIF says and capped at
 * MAX_IMAGE_SIDE, plus a WebP thumbnail. Output never carries the input's metadata (EXIF with GPS
 * positions, XMP, IPTC, comments): sharp writes none unless asked to. Re-encoding also means a
 * file that is only dressed as an image never reaches anyone who downloads it.
 */
export async function processImage(input: Buffer, type: AcceptedImageType): Promise<ProcessedImage> {
  // 'error' refuses corrupt or truncated data but tolerates the warnings many camera JPEGs raise.
  const source = sharp(input, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const [image, thumbnail] = await Promise.all([
      toEncodedImage(encode(source.clone().resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true }), type), type),
      toEncodedImage(
        source.clone().resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }),
        'image/webp',
      ),
    ]);
    return { image, thumbnail };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageProcessingError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable', { cause: error });
  }
}
