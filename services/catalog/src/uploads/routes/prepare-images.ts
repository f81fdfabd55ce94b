import { checkImageFile, checkImageFiles, MAX_IMAGE_BYTES, uploadMessages, type AcceptedImageType, type ImageFileFacts } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';
import { detectImageType } from '../domain/detect-image-type.js';
import { ImageProcessingError, MAX_INPUT_PIXELS, processImage, type ProcessedImage } from '../domain/process-image.js';
import type { ReceivedFile } from './read-file-parts.js';

export interface PreparedImage extends ProcessedImage {
  filename: string;
}

export interface PrepareImagesOptions {
  /** One image (the logo) or several: picks the singular or plural wording. */
  multiple: boolean;
  maxFiles: number;
  tooManyMessage: string;
}

const megapixels = Math.round(MAX_INPUT_PIXELS / 1_000_000);

/**
 * The facts the forms check, taken from the bytes instead of the client's word: the type is what
 * the signature says, the size what arrived. An empty file has no signature; its declared type
 * only picks the sentence, since it is refused either way.
 */
function factsOf(file: ReceivedFile): ImageFileFacts {
  const type = file.buffer.length === 0 ? file.declaredType : (detectImageType(file.buffer) ?? 'application/octet-stream');
  return { type, size: file.truncated ? MAX_IMAGE_BYTES + 1 : file.buffer.length };
}

function processingRefusal(error: ImageProcessingError, multiple: boolean): AppError {
  if (error.reason === 'too-many-pixels') {
    return new AppError('BAD_REQUEST', multiple ? `Each image must be at most ${megapixels} megapixels` : `Image must be at most ${megapixels} megapixels`);
  }
  return new AppError('BAD_REQUEST', multiple ? uploadMessages.notAllImages : uploadMessages.notAnImage);
}

/**
 * Checks every file with the same rules and wording as the forms, then re-encodes them all.
 * Nothing is stored here, so one bad file refuses the whole upload before anything is written.
 */
export async function prepareImages(files: readonly ReceivedFile[], options: PrepareImagesOptions): Promise<PreparedImage[]> {
  const facts = files.map(factsOf);
  const problem = options.multiple
    ? checkImageFiles(facts, options.maxFiles, options.tooManyMessage)
    : facts.length === 0
      ? uploadMessages.noFiles
      : facts.length > 1
        ? options.tooManyMessage
        : checkImageFile(facts[0]!);
  if (problem) throw new AppError('BAD_REQUEST', problem);

  try {
    // The checks above let through only JPEG, PNG and WebP.
    return await Promise.all(
      files.map(async (file, index) => ({
        ...(await processImage(file.buffer, facts[index]!.type as AcceptedImageType)),
        filename: file.filename,
      })),
    );
  } catch (error) {
    if (error instanceof ImageProcessingError) throw processingRefusal(error, options.multiple);
    throw error;
  }
}
