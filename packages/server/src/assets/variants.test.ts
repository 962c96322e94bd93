import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
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
});
