import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_SIZE_LADDER } from '@tessera/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { BAD_FOCAL_POINT_MESSAGE, BAD_RATIO_MESSAGE, focalCropBox } from './crop.ts';
import {
  BAD_IMAGE_WIDTH_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  negotiateFormat,
  UNREADABLE_IMAGE_MESSAGE,
} from './variants.ts';

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** Red on the left half, blue on the right: which half a crop kept shows in its colour. */
function redBlue(width: number, height: number): Promise<Buffer> {
  const half = { width: width / 2, height, channels: 3 as const };
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: { create: { ...half, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
}

describe('focalCropBox', () => {
  it('keeps the largest box of the ratio, centred on the focal point as far as the edges allow', () => {
    expect(focalCropBox(1600, 900, 1, { x: 0.5, y: 0.5 })).toEqual({
      left: 350,
      top: 0,
      width: 900,
      height: 900,
    });
    expect(focalCropBox(1600, 900, 1, { x: 0, y: 0.5 })).toEqual({
      left: 0,
      top: 0,
      width: 900,
      height: 900,
    });
    expect(focalCropBox(1600, 900, 1, { x: 1, y: 0.5 })).toEqual({
      left: 700,
      top: 0,
      width: 900,
      height: 900,
    });
    expect(focalCropBox(900, 1600, 16 / 9, { x: 0.5, y: 0.2 })).toEqual({
      left: 0,
      top: 67,
      width: 900,
      height: 506,
    });
  });
});

describe('negotiateFormat', () => {
  it('prefers AVIF, then WebP, then JPEG, keeping PNG for PNG originals', () => {
    expect(negotiateFormat(AVIF_FIRST, 'image/jpeg')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*', 'image/jpeg')).toBe('webp');
    expect(negotiateFormat('*/*', 'image/jpeg')).toBe('jpeg');
    expect(negotiateFormat(undefined, 'image/png')).toBe('png');
  });
});

describe.each(ENGINES)('image renditions on %s', (engine) => {
  const suite = useTestApp(engine);
  let count = 0;
  const upload = async (bytes: Uint8Array, contentType = 'image/jpeg', extension = 'jpg') => {
    const website = await demoWebsite(suite.db);
    const name = `kiln-${++count}.${extension}`;
    await suite.ctx.assets.put(website.id, { name, contentType, bytes });
    return name;
  };
  const get = (url: string, accept = '*/*') => suite.client().get(url, { accept });

  it('makes the ladder width in the accepted format, varying by Accept', async () => {
    const name = await upload(await photo(1600, 900));
    for (const [accept, type] of [
      [AVIF_FIRST, 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['*/*', 'image/jpeg'],
    ] as const) {
      const response = await get(`/s/${name}?format=750w`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers.vary).toBe('Accept');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([750, 422]);
    }
  });

  it('answers every ladder width in AVIF, WebP and JPEG with the right size and type', async () => {
    const name = await upload(await photo(2600, 104));
    for (const width of IMAGE_SIZE_LADDER) {
      for (const [accept, type, format] of [
        [AVIF_FIRST, 'image/avif', 'heif'],
        ['image/webp,*/*', 'image/webp', 'webp'],
        ['*/*', 'image/jpeg', 'jpeg'],
      ] as const) {
        const response = await get(`/s/${name}?format=${width}w`, accept);
        expect(response.headers['content-type'], `${width}w ${type}`).toBe(type);
        const meta = await sharp(response.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height], `${width}w ${type}`).toEqual([
          format,
          width,
          Math.round((width * 104) / 2600),
        ]);
      }
    }
  });

  it('serves the file-name form (/s/name/750w) like the query form, with the same ETag and Vary', async () => {
    const name = await upload(await photo(1600, 900));
    const byQuery = await get(`/s/${name}?format=750w`, 'image/webp');
    const byName = await get(`/s/${name}/750w`, 'image/webp');
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['content-type']).toBe('image/webp');
    expect(byName.headers.vary).toBe('Accept');
    expect(byName.headers['cache-control']).toBe(byQuery.headers['cache-control']);
    expect(byName.headers.etag).toBe(byQuery.headers.etag);
    expect(byName.rawPayload.equals(byQuery.rawPayload)).toBe(true);
    const meta = await sharp(byName.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([750, 422]);
    const revalidated = await suite.client().get(`/s/${name}/750w`, {
      accept: 'image/webp',
      'if-none-match': String(byName.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    const cropped = await get(`/s/${name}/300w?crop=fill&ratio=1`, 'image/jpeg');
    expect((await sharp(cropped.rawPayload).metadata()).height).toBe(300);
  });

  it('refuses in the file-name form what the query form refuses', async () => {
    const name = await upload(await photo(800, 600));
    for (const format of ['700w', '750', 'big']) {
      const response = await get(`/s/${name}/${format}`);
      expect(response.statusCode, format).toBe(400);
      expect(response.body).toContain(BAD_IMAGE_WIDTH_MESSAGE);
    }
    expect((await get('/s/no-such-file.jpg/300w')).statusCode).toBe(404);
    const corrupt = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9]));
    const response = await get(`/s/${corrupt}/300w`);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(UNREADABLE_IMAGE_MESSAGE);
  });

  it('never makes an image larger than its original', async () => {
    const name = await upload(await photo(640, 480));
    const response = await get(`/s/${name}?format=1500w`, 'image/webp');
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
  });

  it('serves SVG as it is, whatever width is asked', async () => {
    const response = await get('/s/studio-hills.svg?format=500w');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers widths off the ladder and non-images with a 400 that says why', async () => {
    const name = await upload(await photo(800, 600));
    for (const format of ['700w', '750', 'big', '99999w']) {
      const response = await get(`/s/${name}?format=${format}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(BAD_IMAGE_WIDTH_MESSAGE);
    }
    const text = await upload(Buffer.from('Mugs: 24 EUR'), 'text/plain', 'txt');
    const response = await get(`/s/${text}?format=300w`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(NOT_AN_IMAGE_MESSAGE);
  });

  it('answers a corrupt original with a 422, and keeps serving', async () => {
    const name = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]));
    const response = await get(`/s/${name}?format=300w`);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(UNREADABLE_IMAGE_MESSAGE);
    expect((await get('/s/studio-hills.svg')).statusCode).toBe(200);
  });

  it('makes a rendition once for concurrent first requests, then serves it from disk', async () => {
    const name = await upload(await photo(1200, 800));
    const before = suite.ctx.assets.variants.made;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(`/s/${name}?format=500w`, 'image/webp')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(suite.ctx.assets.variants.made - before).toBe(1);
    const again = await get(`/s/${name}?format=500w`, 'image/webp');
    expect(again.statusCode).toBe(200);
    expect(suite.ctx.assets.variants.made - before).toBe(1);
    const revalidated = await suite.client().get(`/s/${name}?format=500w`, {
      accept: 'image/webp',
      'if-none-match': String(again.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('crops to a ratio around the focal point (cover), or fits inside it (contain)', async () => {
    const name = await upload(await redBlue(1600, 900));
    const colourOf = async (query: string) => {
      const response = await get(`/s/${name}?format=500w&${query}`, 'image/webp');
      expect(response.statusCode).toBe(200);
      const { dominant } = await sharp(response.rawPayload).stats();
      const { width, height } = await sharp(response.rawPayload).metadata();
      return { size: `${width}x${height}`, red: dominant.r > dominant.b };
    };
    expect(await colourOf('crop=content-fill&ratio=1&focal=0.1,0.5')).toEqual({ size: '500x500', red: true });
    expect(await colourOf('crop=cover&ratio=1&focal=0.9,0.5')).toEqual({ size: '500x500', red: false });
    expect((await colourOf('crop=fit&ratio=1')).size).toBe('500x281');
    expect((await colourOf('crop=unknown&ratio=1')).size).toBe('500x281');
  });

  it('answers a bad ratio or focal point with a 400 that says why', async () => {
    const name = await upload(await photo(800, 600));
    for (const ratio of ['0', '-1', 'wide', '1000']) {
      const response = await get(`/s/${name}?format=300w&crop=fill&ratio=${ratio}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(BAD_RATIO_MESSAGE);
    }
    const response = await get(`/s/${name}?format=300w&crop=fill&ratio=1&focal=left`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(BAD_FOCAL_POINT_MESSAGE);
  });

  it('drops an image’s renditions with the image', async () => {
    const website = await demoWebsite(suite.db);
    const name = await upload(await photo(800, 600));
    expect((await get(`/s/${name}?format=300w`, 'image/webp')).statusCode).toBe(200);
    const file = await suite.ctx.assets.open(website.id, name);
    const folder = join(dirname(dirname(suite.ctx.assets.pathOf(website.id, name))), '.variants', website.id);
    expect(await readdir(join(folder, file?.row.id ?? ''))).toHaveLength(1);
    expect(await suite.ctx.assets.remove(website.id, file?.row.id ?? '')).toBe(true);
    expect(await readdir(folder)).not.toContain(file?.row.id);
  });
});
