// The hit buffer alone: requests never wait for the database, a batch is written when it fills and
// on the timer, a full buffer drops and counts, and a failed write loses its batch, counted, once.
import { describe, expect, it } from 'vitest';
import { HitBuffer } from './buffer.ts';

function buffer(options: { capacity?: number; batchSize?: number; fail?: boolean } = {}) {
  const written: number[][] = [];
  const errors: number[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const hits = new HitBuffer<number>({
    capacity: options.capacity ?? 100,
    batchSize: options.batchSize ?? 10,
    flushEveryMs: 60_000,
    async write(batch) {
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      if (options.fail) throw new Error('database down');
      written.push(batch);
    },
    onWriteError: (_error, lost) => errors.push(lost),
  });
  return {
    hits,
    written,
    errors,
    holdWrites: () => {
      hold = true;
    },
    releaseWrites: () => {
      hold = false;
      release?.();
    },
  };
}

describe('HitBuffer', () => {
  it('writes a burst in batches, every hit landing once after a flush', async () => {
    const { hits, written } = buffer({ batchSize: 10 });
    for (let i = 0; i < 95; i++) expect(hits.offer(i)).toBe(true);
    await hits.flush();
    expect(written.every((batch) => batch.length <= 10)).toBe(true);
    expect(written.flat()).toEqual(Array.from({ length: 95 }, (_, i) => i));
    expect(hits.stats()).toEqual({ accepted: 95, dropped: 0, bots: 0, written: 95, failed: 0, buffered: 0 });
  });

  it('starts writing when a batch fills, without being asked', async () => {
    const { hits, written } = buffer({ batchSize: 5 });
    for (let i = 0; i < 5; i++) hits.offer(i);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([[0, 1, 2, 3, 4]]);
  });

  it('drops and counts hits when full, and takes them again once written', async () => {
    const { hits, written, holdWrites, releaseWrites } = buffer({ capacity: 20, batchSize: 10 });
    holdWrites();
    for (let i = 0; i < 40; i++) hits.offer(i);
    // The first batch is being written (held); twenty more wait, the bound; the last ten were dropped.
    expect(hits.stats()).toMatchObject({ accepted: 30, dropped: 10, buffered: 20 });
    expect(hits.offer(40)).toBe(false);
    releaseWrites();
    await hits.flush();
    expect(written.flat()).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(hits.offer(99)).toBe(true);
    await hits.stop();
    expect(hits.stats()).toEqual({ accepted: 31, dropped: 11, bots: 0, written: 31, failed: 0, buffered: 0 });
  });

  it('counts a batch lost to a failed write and goes on', async () => {
    const { hits, errors } = buffer({ batchSize: 4, fail: true });
    for (let i = 0; i < 6; i++) hits.offer(i);
    await hits.flush();
    expect(errors).toEqual([4, 2]);
    expect(hits.stats()).toMatchObject({ written: 0, failed: 6, buffered: 0 });
  });
});
