// Spec 2 §8's processing strings, where their situations arise: after a raster image's upload a job
// on the worker makes its standard renditions; the file's record says how that ended.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FILE_PROCESSING_DEADLINE_MS } from '@tessera/core';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import type { Client } from '../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import type { JobDefinition } from '../jobs/definition.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { inTime, makeRenditions, PROCESSING_ATTEMPTS, renditionsJob } from './renditions-job.ts';
import type { AssetFile } from './schemas.ts';
import { VariantCache } from './variants.ts';

function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header says 640 × 480 but whose pixels are not there: sharp cannot read it. */
function brokenPng(): Buffer {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(640, 8);
  header.writeUInt32BE(480, 12);
  header.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    header,
    Buffer.alloc(64, 7),
  ]);
}

async function upload(client: Client, name: string, bytes: Buffer): Promise<AssetFile> {
  const response = await client.request('POST', `/api/config/files?name=${encodeURIComponent(name)}`, {
    body: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { file: AssetFile }).file;
}

describe.each(ENGINES)('spec 2 §8: file processing after upload, on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  const assetsDir = () => dirname(dirname(suite.ctx.assets.pathOf('site', 'name')));
  const renditionsOf = async (id: string) => {
    const folder = join(assetsDir(), '.variants', (await demoWebsite(suite.db)).id, id);
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  const stateOf = async (id: string) => {
    const response = await owner().get(`/api/config/files/${id}/processing`);
    return { status: response.statusCode, body: response.json() as { processing?: string; error?: string } };
  };
  const worker = (clock = new Clock(Date.now()), jobs: JobDefinition[] = [renditionsJob]) =>
    new Worker({ deps: testDeps(suite.db, clock, { assetsDir: assetsDir() }), jobs, periodic: [] });
  /** Runs rounds until no job is left: the sum of what they did. */
  const drain = async (w = worker()) => {
    const total = { ran: 0, done: 0, retried: 0, dead: 0 };
    for (;;) {
      const round = await w.runOnce();
      if (round.ran === 0) return total;
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += round[key];
    }
  };
  // Each test starts with no job of another's left in the queue.
  beforeEach(async () => void (await drain()));
  const payloadOf = async (id: string) => ({ websiteId: (await demoWebsite(suite.db)).id, assetId: id });

  it('answers the upload at once, then a worker job makes the ladder widths below the original', async () => {
    const file = await upload(owner(), 'kiln.jpg', await photo(640, 400));
    expect(file.processing).toBe('processing');
    expect(await stateOf(file.id)).toEqual({ status: 200, body: { processing: 'processing' } });
    const listed = (await owner().get('/api/config/files')).json() as { files: AssetFile[] };
    expect(listed.files.find((f) => f.id === file.id)?.processing).toBe('processing');

    expect(await drain()).toMatchObject({ ran: 1, done: 1 });
    expect(await stateOf(file.id)).toEqual({ status: 200, body: { processing: 'done' } });
    // 500, 300 and 100 pixels wide (750 and up would be the original again), as AVIF.
    const made = await renditionsOf(file.id);
    expect(made.map((name) => name.replace(/^.*-(\d+)\.avif$/, '$1'))).toEqual(['100', '300', '500']);
    // A visitor's first view reads the made rendition: no resizing on the request.
    const before = suite.ctx.assets.variants.made;
    const served = await suite.client().get(`${file.src}/300w`, { accept: 'image/avif,image/webp,*/*' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(suite.ctx.assets.variants.made).toBe(before);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
  });

  it('queues nothing for files with nothing to make: a thumbnail-sized image, an SVG, a document', async () => {
    const jobsBefore = await suite.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', renditionsJob.name)
      .execute();
    const files = [
      await upload(owner(), 'tiny.jpg', await photo(90, 60)),
      await upload(owner(), 'mark.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      await upload(owner(), 'notes.txt', Buffer.from('Glaze at cone 6\n')),
    ];
    expect(files.map((f) => f.processing)).toEqual(['done', 'done', 'done']);
    const jobsAfter = await suite.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', renditionsJob.name)
      .execute();
    expect(jobsAfter.length).toBe(jobsBefore.length);
  });

  it('is safe run twice at once: each rendition made once, the state set once', async () => {
    const file = await upload(owner(), 'twice.jpg', await photo(400, 300));
    const cache = new VariantCache(join(assetsDir(), '.variants'));
    const ctx = { db: suite.db, assetsDir: assetsDir() };
    const payload = await payloadOf(file.id);
    const outcomes = await Promise.all([
      makeRenditions(payload, ctx, cache),
      makeRenditions(payload, ctx, cache),
    ]);
    // Both make what is missing; whichever ends second may find it done already.
    expect(outcomes).toContain('done');
    for (const outcome of outcomes) expect(['done', 'skipped']).toContain(outcome);
    expect(await renditionsOf(file.id)).toHaveLength(2); // 300 and 100, no temporary files left
    expect(await makeRenditions(payload, ctx, cache)).toBe('skipped');
    expect(await stateOf(file.id)).toEqual({ status: 200, body: { processing: 'done' } });
  });

  it("ends 'File processing failed' when sharp cannot read the image, or its file is gone", async () => {
    const broken = await upload(owner(), 'broken.png', brokenPng());
    expect(broken.processing).toBe('processing');
    const missing = await upload(owner(), 'missing.jpg', await photo(640, 400));
    rmSync(suite.ctx.assets.pathOf((await demoWebsite(suite.db)).id, missing.name));
    // Failing is final: not tried again.
    expect(await drain()).toMatchObject({ ran: 2, done: 2, retried: 0 });
    for (const id of [broken.id, missing.id]) {
      expect(await stateOf(id)).toEqual({ status: 200, body: { processing: 'failed' } });
      expect(await renditionsOf(id)).toEqual([]);
    }
  });

  it("ends 'File processing failed to complete' when the worker gives up after its tries, or past the deadline", async () => {
    const file = await upload(owner(), 'stuck.jpg', await photo(640, 400));
    // Each try loses its image process (what a timed-out try does too): retried, then given up.
    const dying: JobDefinition = {
      ...renditionsJob,
      run: async () => {
        throw new Error('the image process ended (SIGKILL)');
      },
    };
    const clock = new Clock(Date.now());
    const tries = worker(clock, [dying]);
    for (let attempt = 1; attempt < PROCESSING_ATTEMPTS; attempt++) {
      expect(await tries.runOnce()).toMatchObject({ retried: 1 });
      expect((await stateOf(file.id)).body.processing).toBe('processing');
      clock.advance(60_000);
    }
    expect(await tries.runOnce()).toMatchObject({ dead: 1 });
    expect(await stateOf(file.id)).toEqual({ status: 200, body: { processing: 'incomplete' } });

    // No worker ever ran it: past the deadline it is shown as failed to complete.
    const late = await upload(owner(), 'late.jpg', await photo(640, 400));
    await suite.db
      .updateTable('assets')
      .set({ created_at: Date.now() - FILE_PROCESSING_DEADLINE_MS - 1000 })
      .where('id', '=', late.id)
      .execute();
    expect(await stateOf(late.id)).toEqual({ status: 200, body: { processing: 'incomplete' } });
  });

  it("ends cancelled for a file deleted while processing: no renditions left, the poll a 404 ('File processing cancelled')", async () => {
    const file = await upload(owner(), 'gone.jpg', await photo(640, 400));
    expect((await owner().request('DELETE', `/api/config/files/${file.id}`)).statusCode).toBe(204);
    expect(await makeRenditions(await payloadOf(file.id), { db: suite.db, assetsDir: assetsDir() })).toBe(
      'cancelled',
    );
    expect(await drain()).toMatchObject({ ran: 1, done: 1 });
    expect(await renditionsOf(file.id)).toEqual([]);
    const poll = await stateOf(file.id);
    expect(poll.status).toBe(404);
  });

  it('answers only those who may edit content', async () => {
    const file = await upload(owner(), 'private.jpg', await photo(640, 400));
    const visitor = await suite.client().get(`/api/config/files/${file.id}/processing`);
    expect([401, 403, 404]).toContain(visitor.statusCode);
    expect(visitor.body).not.toContain('processing');
  });
});

describe('a try of the renditions job', () => {
  it('ends when it runs out of time, so the worker retries it (then gives up: failed to complete)', async () => {
    const hanging = new Promise<never>(() => {});
    await expect(inTime(hanging, 20)).rejects.toThrow('File processing took longer than 0.02 s');
    await expect(inTime(Promise.resolve('done'), 20)).resolves.toBe('done');
  });
});
