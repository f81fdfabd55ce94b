import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, uploadMessages } from '@stallplan/contracts';
import type { FileStore } from '../src/uploads/plugins/file-store.js';
import type { PreparedImage } from '../src/uploads/routes/prepare-images.js';
import { storeImages } from '../src/uploads/routes/store-images.js';
import {
  buildUploadApp,
  cameraJpeg,
  closeUploadApp,
  gradient,
  jpegImage,
  oversizedPng,
  png,
  pngImage,
  storedFileCount,
  upload,
  webpImage,
  type FormFile,
} from './upload-fixtures.js';

const FILE_URL = /^\/api\/files\/[0-9a-f]{24}$/;
const textFile = (field: string): FormFile => ({
  field,
  bytes: new TextEncoder().encode('name,city\nStall Works,Mumbai\n'),
  filename: 'vendors.png',
  type: 'image/png',
});

describe('image uploads', () => {
  let app: FastifyInstance;
  let oversized: Buffer;

  beforeAll(async () => {
    app = await buildUploadApp();
    oversized = await oversizedPng();
  });
  afterAll(async () => {
    await closeUploadApp(app);
  });

  async function fetchImage(url: string) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { res, metadata: await sharp(res.rawPayload).metadata() };
  }

  /** A refused upload answers 400 with exactly this sentence and stores nothing. */
  async function expectRefused(url: string, files: FormFile[], error: string) {
    const before = await storedFileCount(app);
    const res = await upload(app, url, files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await storedFileCount(app)).toBe(before);
  }

  describe('POST /api/upload/logo', () => {
    it('stores a real PNG and serves it back as a PNG', async () => {
      const res = await upload(app, '/api/upload/logo', [png(await pngImage(120, 80), 'logo', 'logo.png')]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ success: true, url: expect.stringMatching(FILE_URL) });

      const { res: served, metadata } = await fetchImage(body.url);
      expect(served.headers['content-type']).toBe('image/png');
      expect(metadata).toMatchObject({ format: 'png', width: 120, height: 80 });
    });

    it('goes by the bytes, not the declared type or name', async () => {
      const jpeg = await jpegImage();
      const res = await upload(app, '/api/upload/logo', [{ field: 'logo', bytes: jpeg, filename: 'logo.bin', type: 'application/octet-stream' }]);
      expect(res.statusCode).toBe(200);
      const { res: served, metadata } = await fetchImage(res.json().url);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(metadata.format).toBe('jpeg');
    });

    it('turns a photo upright and strips its EXIF, GPS position included', async () => {
      const photo = await cameraJpeg();
      const original = await sharp(photo).metadata();
      expect(original.exif).toBeDefined();
      expect(original.orientation).toBe(6);

      const res = await upload(app, '/api/upload/logo', [{ field: 'logo', bytes: photo, filename: 'IMG_0042.jpg', type: 'image/jpeg' }]);
      expect(res.statusCode).toBe(200);
      const { res: served, metadata } = await fetchImage(res.json().url);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Stored upright: 300×200 taken sideways becomes 200×300.
      expect([metadata.width, metadata.height]).toEqual([200, 300]);
      expect(served.rawPayload.includes('StallCam')).toBe(false);
    });

    it('scales a large image down to 2000 px on its longest side and makes a 400 px WebP thumbnail', async () => {
      const big = await gradient(3000, 1500).jpeg().toBuffer();
      const res = await upload(app, '/api/upload/logo', [{ field: 'logo', bytes: big, filename: 'banner.jpg', type: 'image/jpeg' }]);
      expect(res.statusCode).toBe(200);
      const { url } = res.json();
      const { metadata } = await fetchImage(url);
      expect([metadata.width, metadata.height]).toEqual([2000, 1000]);

      const thumbnail = await fetchImage(`${url}/thumbnail`);
      expect(thumbnail.res.headers['content-type']).toBe('image/webp');
      expect(thumbnail.metadata).toMatchObject({ format: 'webp', width: 400, height: 200 });
    });

    it('refuses a text file named .png with the documented wording', async () => {
      await expectRefused('/api/upload/logo', [textFile('logo')], uploadMessages.notAnImage);
      expect(uploadMessages.notAnImage).toBe('File must be an image');
    });

    it('refuses a real image over 5 MB with the documented wording', async () => {
      expect(oversized.length).toBeGreaterThan(MAX_IMAGE_BYTES);
      expect(oversized.length).toBeLessThan(7 * 1024 * 1024);
      await expectRefused('/api/upload/logo', [png(oversized, 'logo', 'huge.png')], 'Image must be less than 5MB');
    });

    it('refuses a GIF, which is an image but not one of the accepted formats', async () => {
      const gif = await gradient(20, 20).gif().toBuffer();
      await expectRefused('/api/upload/logo', [{ field: 'logo', bytes: gif, filename: 'logo.png', type: 'image/png' }], uploadMessages.unsupportedType);
    });

    it('refuses bytes that start like a PNG but are not one', async () => {
      const fake = Buffer.concat([(await pngImage()).subarray(0, 16), Buffer.from('and then some text that is no image data at all')]);
      await expectRefused('/api/upload/logo', [png(fake, 'logo')], uploadMessages.notAnImage);
    });

    it('refuses a small file that claims an absurd number of pixels', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
      await expectRefused('/api/upload/logo', [png(bomb, 'logo')], 'Image must be at most 60 megapixels');
    });

    it('refuses an empty file', async () => {
      await expectRefused('/api/upload/logo', [png(new Uint8Array(), 'logo')], uploadMessages.empty);
    });

    it('refuses two logos at once', async () => {
      const image = await pngImage();
      await expectRefused('/api/upload/logo', [png(image, 'logo'), png(image, 'logo')], 'Choose only one image for the logo');
    });

    it('refuses a form without the logo field', async () => {
      const before = await storedFileCount(app);
      const textOnly = await upload(app, '/api/upload/logo', [], { vendorName: 'Stall Works' });
      expect(textOnly.statusCode).toBe(400);
      expect(textOnly.json()).toEqual({ success: false, error: uploadMessages.noFiles });

      const wrongField = await upload(app, '/api/upload/logo', [png(await pngImage(), 'image')]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json()).toEqual({ success: false, error: 'Send the image only in the form field "logo" (this form also had "image").' });
      expect(await storedFileCount(app)).toBe(before);
    });

    it('refuses a request that is not a form', async () => {
      const json = await app.inject({ method: 'POST', url: '/api/upload/logo', payload: { logo: 'data:image/png;base64,AAAA' } });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ success: false, error: 'Send the image as multipart/form-data in the form field "logo".' });

      const raw = await app.inject({ method: 'POST', url: '/api/upload/logo', payload: await pngImage(), headers: { 'content-type': 'image/png' } });
      expect(raw.statusCode).toBe(400);
      expect(raw.json()).toEqual({ success: false, error: 'Send images as multipart/form-data.' });

      const empty = await app.inject({ method: 'POST', url: '/api/upload/logo' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toContain('multipart/form-data');
    });

    it('refuses a multipart body it cannot parse', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/upload/logo',
        headers: { 'content-type': 'multipart/form-data; boundary=----stallplan' },
        payload: '------stallplan\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'The upload could not be read as multipart form data.' });
    });
  });

  describe('POST /api/upload/portfolio', () => {
    it('stores PNG, JPEG and WebP together and answers their addresses in order', async () => {
      const files: FormFile[] = [
        { field: 'portfolioImages', bytes: await pngImage(40, 30), filename: 'a.png', type: 'image/png' },
        { field: 'portfolioImages', bytes: await jpegImage(50, 30), filename: 'b.jpg', type: 'image/jpeg' },
        { field: 'portfolioImages', bytes: await webpImage(60, 30), filename: 'c.webp', type: 'image/webp' },
      ];
      const res = await upload(app, '/api/upload/portfolio', files);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        images: [{ url: expect.stringMatching(FILE_URL) }, { url: expect.stringMatching(FILE_URL) }, { url: expect.stringMatching(FILE_URL) }],
      });

      const served = await Promise.all(body.images.map(({ url }: { url: string }) => fetchImage(url)));
      expect(served.map(({ res: r }) => r.headers['content-type'])).toEqual(['image/png', 'image/jpeg', 'image/webp']);
      expect(served.map(({ metadata }) => [metadata.format, metadata.width])).toEqual([
        ['png', 40],
        ['jpeg', 50],
        ['webp', 60],
      ]);
    });

    it('takes ten images', async () => {
      const image = await pngImage(16, 16);
      const res = await upload(
        app,
        '/api/upload/portfolio',
        Array.from({ length: 10 }, (_, i) => png(image, 'portfolioImages', `p${i}.png`)),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().images).toHaveLength(10);
    });

    it('refuses eleven images with the documented wording', async () => {
      const image = await pngImage(16, 16);
      const eleven = Array.from({ length: 11 }, (_, i) => png(image, 'portfolioImages', `p${i}.png`));
      await expectRefused('/api/upload/portfolio', eleven, 'Maximum 10 images allowed');
    });

    it('refuses the whole set when one file is text, storing none of them', async () => {
      const files = [png(await pngImage(), 'portfolioImages'), textFile('portfolioImages'), png(await pngImage(), 'portfolioImages')];
      await expectRefused('/api/upload/portfolio', files, 'All files must be images');
    });

    it('refuses the whole set when one image is over 5 MB', async () => {
      await expectRefused(
        '/api/upload/portfolio',
        [png(await pngImage(), 'portfolioImages'), png(oversized, 'portfolioImages')],
        'Each image must be less than 5MB',
      );
    });

    it('refuses the whole set when one image cannot be decoded, after the others were fine', async () => {
      const broken = (await jpegImage()).subarray(0, 200);
      await expectRefused('/api/upload/portfolio', [png(await pngImage(), 'portfolioImages'), png(broken, 'portfolioImages')], uploadMessages.notAllImages);
    });

    it('refuses a form without the portfolioImages field', async () => {
      await expectRefused('/api/upload/portfolio', [], uploadMessages.noFiles);
    });
  });

  describe('POST /api/upload/testimonial', () => {
    it('stores five stall photos', async () => {
      const image = await jpegImage(32, 24);
      const res = await upload(
        app,
        '/api/upload/testimonial',
        Array.from({ length: 5 }, (_, i) => ({ field: 'stallImages', bytes: image, filename: `s${i}.jpg`, type: 'image/jpeg' })),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().images).toHaveLength(5);
      const { metadata } = await fetchImage(res.json().images[4].url);
      expect(metadata.format).toBe('jpeg');
    });

    it('refuses six with the documented wording', async () => {
      const image = await jpegImage(32, 24);
      const six = Array.from({ length: 6 }, (_, i) => ({ field: 'stallImages', bytes: image, filename: `s${i}.jpg`, type: 'image/jpeg' }));
      await expectRefused('/api/upload/testimonial', six, 'Maximum 5 images allowed per testimonial');
    });

    it('refuses portfolio images sent to the testimonial form', async () => {
      await expectRefused(
        '/api/upload/testimonial',
        [png(await pngImage(), 'portfolioImages')],
        'Send images only in the form field "stallImages" (this form also had "portfolioImages").',
      );
    });
  });

  describe('storing is all or nothing', () => {
    it('removes what it wrote when a later write fails', async () => {
      const written = new Set<string>();
      let puts = 0;
      const failingStore: FileStore = {
        async put() {
          puts += 1;
          if (puts === 4) throw new Error('disk full');
          const id = `file-${puts}`;
          written.add(id);
          return id;
        },
        async delete(id) {
          return written.delete(id);
        },
        stat: async () => null,
        open: async () => null,
        storedBefore: async () => [],
      };
      const image = { buffer: Buffer.from('x'), contentType: 'image/png' as const, width: 1, height: 1 };
      const prepared: PreparedImage[] = [
        { image, thumbnail: { ...image, contentType: 'image/webp' }, filename: 'a.png' },
        { image, thumbnail: { ...image, contentType: 'image/webp' }, filename: 'b.png' },
      ];
      await expect(storeImages(failingStore, prepared, 'portfolioImages')).rejects.toThrow('disk full');
      expect(puts).toBe(4);
      expect(written.size).toBe(0);
    });
  });
});
