import { newBlobId } from '@stallplan/service-kit/store';
import type { FileStore } from '../plugins/file-store.js';
import type { PreparedImage } from './prepare-images.js';

/**
 * Stores each image with its thumbnail and returns the images' ids in order. The image's id is
 * made first, so each names the other: the image its `thumbnailId`, the thumbnail its `imageId`
 * (the orphan sweep keeps a thumbnail exactly as long as its image). All or nothing: if one write
 * fails, the files already written for this upload are removed again.
 */
export async function storeImages(files: FileStore, images: readonly PreparedImage[], field: string): Promise<string[]> {
  const written: string[] = [];
  const imageIds: string[] = [];
  try {
    for (const { image, thumbnail, filename } of images) {
      const imageId = newBlobId();
      const thumbnailId = await files.put(thumbnail.buffer, {
        contentType: thumbnail.contentType,
        filename,
        metadata: { variant: 'thumbnail', field, width: thumbnail.width, height: thumbnail.height, imageId },
      });
      written.push(thumbnailId);
      written.push(
        await files.put(image.buffer, {
          contentType: image.contentType,
          filename,
          metadata: { variant: 'image', field, width: image.width, height: image.height, thumbnailId },
          id: imageId,
        }),
      );
      imageIds.push(imageId);
    }
  } catch (error) {
    await Promise.allSettled(written.map((id) => files.delete(id)));
    throw error;
  }
  return imageIds;
}
