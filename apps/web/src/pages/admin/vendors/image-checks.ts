import { checkImageFile, checkImageFiles, type ImageFileFacts } from '@stallplan/contracts';

/** The logo: one image, checked as the server will check it, before it is sent. */
export function checkLogoFile(file: ImageFileFacts): string | null {
  return checkImageFile(file);
}

/**
 * Images added to a list that already holds some (a portfolio, a testimonial's stall photos):
 * the limit counts what is already there, so the saved vendor never exceeds it.
 */
export function checkAddedImages(existing: number, files: readonly ImageFileFacts[], max: number, tooManyMessage: string): string | null {
  if (files.length > 0 && existing + files.length > max) return tooManyMessage;
  return checkImageFiles(files, max, tooManyMessage);
}
