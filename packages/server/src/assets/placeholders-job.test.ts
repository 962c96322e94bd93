import { dirname } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { backfillPlaceholders, PLACEHOLDER_BATCH, placeholderBackfillJob } from './placeholders-job.ts';
import { dominantColour } from './variants.ts';

function solid(r: number, g: number, b: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g, b } } })
    .toFormat(format)
    .toBuffer();
}

describe.each(ENGINES)('the placeholder backfill on %s', (engine) => {
  const suite = useTestApp(engine);
  let count = 0;
  const assetsDir = () => dirname(dirname(suite.ctx.assets.pathOf('site', 'name')));

  /** An image stored as before 0031: no placeholder colour. */
  async function olderUpload(bytes: Uint8Array, contentType: string, extension: string) {
    const website = await demoWebsite(suite.db);
    const name = `older-${++count}.${extension}`;
    const { id } = await suite.ctx.assets.put(website.id, { name, contentType, bytes });
    return id;
  }
  const placeholderOf = async (id: string) =>
    (await suite.db.selectFrom('assets').select('placeholder').where('id', '=', id).executeTakeFirstOrThrow())
      .placeholder;

  it('runs daily on the worker and sets the colour of older raster images from their files', async () => {
    const red = await solid(220, 20, 20, 'jpeg');
    const ids = {
      jpeg: await olderUpload(red, 'image/jpeg', 'jpg'),
      png: await olderUpload(await solid(20, 20, 220, 'png'), 'image/png', 'png'),
      webp: await olderUpload(await solid(20, 200, 20, 'webp'), 'image/webp', 'webp'),
      corrupt: await olderUpload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'image/jpeg', 'jpg'),
      svg: await olderUpload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        'svg',
      ),
    };
    const changed: string[] = [];
    const worker = new Worker({
      deps: testDeps(suite.db, new Clock(Date.now()), {
        assetsDir: assetsDir(),
        siteChanged: async (websiteId) => void changed.push(websiteId),
      }),
      jobs: [placeholderBackfillJob],
      periodic: [{ job: placeholderBackfillJob, everyMs: 24 * 60 * 60_000 }],
    });
    expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });
    expect(await placeholderOf(ids.jpeg)).toBe(await dominantColour(red));
    expect(await placeholderOf(ids.png)).toMatch(/^#[0-9a-f]{4}[c-f][0-9a-f]$/);
    expect(await placeholderOf(ids.webp)).toMatch(/^#[0-9a-f]{2}[a-f][0-9a-f]{3}$/);
    expect(await placeholderOf(ids.corrupt)).toBeNull();
    expect(await placeholderOf(ids.svg)).toBeNull();
    expect(changed).toEqual([(await demoWebsite(suite.db)).id]);
    // Once a day: the same period does not run it again.
    expect(await worker.runOnce()).toMatchObject({ ran: 0 });
  });

  it('walks many images in batches, and two runs at once set each colour once', async () => {
    const blue = await solid(30, 60, 200, 'png');
    const ids = await Promise.all(
      Array.from({ length: PLACEHOLDER_BATCH + 5 }, () => olderUpload(blue, 'image/png', 'png')),
    );
    const ctx = { db: suite.db, assetsDir: assetsDir(), siteChanged: async () => {} };
    const [first, second] = await Promise.all([backfillPlaceholders(ctx), backfillPlaceholders(ctx)]);
    expect(first + second).toBe(ids.length);
    const colour = await dominantColour(blue);
    for (const id of ids) expect(await placeholderOf(id)).toBe(colour);
    expect(await backfillPlaceholders(ctx)).toBe(0);
  });
});
