import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_IMAGE_BYTES,
  MAX_PORTFOLIO_IMAGES,
  MAX_STALL_IMAGES,
  UPLOAD_FIELDS,
  UPLOADED_FILE_PATH_PREFIX,
  uploadMessages,
  uploadRoutes as uploadContract,
} from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { prepareImages } from './prepare-images.js';
import { readFileParts } from './read-file-parts.js';
import { storeImages } from './store-images.js';

interface UploadKind {
  field: string;
  maxFiles: number;
  multiple: boolean;
  tooManyMessage: string;
}

const LOGO: UploadKind = { field: UPLOAD_FIELDS.logo, maxFiles: 1, multiple: false, tooManyMessage: 'Choose only one image for the logo' };
const PORTFOLIO: UploadKind = {
  field: UPLOAD_FIELDS.portfolio,
  maxFiles: MAX_PORTFOLIO_IMAGES,
  multiple: true,
  tooManyMessage: uploadMessages.tooManyPortfolio,
};
const TESTIMONIAL: UploadKind = {
  field: UPLOAD_FIELDS.testimonial,
  maxFiles: MAX_STALL_IMAGES,
  multiple: true,
  tooManyMessage: uploadMessages.tooManyStallImages,
};

const fileUrl = (id: string) => `${UPLOADED_FILE_PATH_PREFIX}${id}`;

/**
 * Image uploads (see docs/marketplace.md#uploads). Public, as self-registration uploads
 * too; the gateway limits how often a client may call them. Each file's bytes decide whether it
 * is an image, never its declared type or name; accepted images are re-encoded and kept in the blob store.
 */
export default async function uploadRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  await fastify.register(multipart, {
    // Over-size files are cut at the limit and refused with the documented sentence, not a parser error.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PORTFOLIO_IMAGES },
  });
  // Any other body type is refused without reading it, in words that fit an upload.
  fastify.addContentTypeParser('*', (_request, _payload, done) => {
    done(new AppError('BAD_REQUEST', 'Send images as multipart/form-data.'), undefined);
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function receive(request: FastifyRequest, kind: UploadKind): Promise<string[]> {
    const files = await readFileParts(request, kind);
    const images = await prepareImages(files, kind);
    return storeImages(fastify.files, images, kind.field);
  }

  const { uploadLogo, uploadPortfolio, uploadTestimonialImages } = uploadContract;

  app.route({
    ...fromContract(uploadLogo, { tags: ['uploads'] }),
    handler: async (request) => {
      const [id] = await receive(request, LOGO);
      if (!id) throw new AppError('BAD_REQUEST', uploadMessages.noFiles);
      return { success: true as const, url: fileUrl(id) };
    },
  });

  app.route({
    ...fromContract(uploadPortfolio, { tags: ['uploads'] }),
    handler: async (request) => {
      const ids = await receive(request, PORTFOLIO);
      return { success: true as const, images: ids.map((id) => ({ url: fileUrl(id) })) };
    },
  });

  app.route({
    ...fromContract(uploadTestimonialImages, { tags: ['uploads'] }),
    handler: async (request) => {
      const ids = await receive(request, TESTIMONIAL);
      return { success: true as const, images: ids.map((id) => ({ url: fileUrl(id) })) };
    },
  });
}
