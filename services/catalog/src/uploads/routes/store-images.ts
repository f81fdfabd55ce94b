import type { FileStore } from '../plugins/file-store.js';
import type { PreparedImage } from './prepare-images.js';

/**
 * Stores each image with its thumbnail and returns the images' ids in order. All or nothing: if
 * one write fails, the files already written for this upload are removed again.
 */
export async function storeImages(files: FileStore, images: readonly PreparedImage[], field: string): Promise<string[]> {
  const written: string[] = [];
  const imageIds: string[] = [];
  try {
    for (const { image, thumbnail, filename } of images) {
      const thumbnailId = await files.put(thumbnail.buffer, {
        contentType: thumbnail.contentType,
        filename,
        metadata: { variant: 'thumbnail', field, width: thumbnail.width, height: thumbnail.height },
      });
      written.push(thumbnailId);
      const imageId = await files.put(image.buffer, {
        contentType: image.contentType,
        filename,
        metadata: { variant: 'image', field, width: image.width, height: image.height, thumbnailId },
      });
      written.push(imageId);
      imageIds.push(imageId);
    }
  } catch (error) {
    await Promise.allSettled(written.map((id) => files.delete(id)));
    throw error;
  }
  return imageIds;
}
