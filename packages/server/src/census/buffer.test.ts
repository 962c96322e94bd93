// The hit buffer alone: a hit is answered only once the batch holding it is written (group commit),
// hits arriving together share a batch and those arriving during a write go in the next, a full
// buffer turns hits away at once and counts them, and one bad hit in a batch loses no good one.
import { describe, expect, it } from 'vitest';
import { HitBuffer } from './buffer.ts';

const BAD = -1;

function buffer(options: { capacity?: number; batchSize?: number; down?: boolean } = {}) {
  const written: number[][] = [];
  const tried: number[][] = [];
  const errors: number[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const hits = new HitBuffer<number>({
    capacity: options.capacity ?? 100,
    batchSize: options.batchSize ?? 10,
    async write(batch) {
      tried.push(batch);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      // One transaction: a bad hit fails its whole batch, as a refused row does in the database.
      if (options.down || batch.includes(BAD)) throw new Error('refused');
      written.push(batch);
    },
    onWriteError: (_error, lost) => errors.push(lost),
  });
  return {
    hits,
    written,
    tried,
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

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('HitBuffer', () => {
  it('answers a hit only once its batch is written', async () => {
    const { hits, holdWrites, releaseWrites } = buffer();
    holdWrites();
    let answered: string | undefined;
    void hits.offer(1).then((written) => {
      answered = written;
    });
    await turn();
    await turn();
    expect(answered).toBeUndefined();
    expect(hits.stats()).toMatchObject({ accepted: 1, written: 0 });
    releaseWrites();
    await hits.flush();
    expect(answered).toBe('written');
    expect(hits.stats()).toMatchObject({ written: 1, buffered: 0 });
  });

  it('writes hits that arrive together in one batch, at most batchSize each, in order', async () => {
    const { hits, written } = buffer({ batchSize: 10 });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => hits.offer(i)));
    expect(answers.every((a) => a === 'written')).toBe(true);
    expect(written.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(written.flat()).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(hits.stats()).toEqual({ accepted: 25, dropped: 0, bots: 0, written: 25, failed: 0, buffered: 0 });
  });

  it('puts the hits arriving during a write in the next batch, together', async () => {
    const { hits, written, holdWrites, releaseWrites } = buffer();
    holdWrites();
    const first = hits.offer(0);
    await turn();
    const later = [1, 2, 3].map((i) => hits.offer(i));
    releaseWrites();
    await Promise.all([first, ...later]);
    expect(written).toEqual([[0], [1, 2, 3]]);
  });

  it('turns hits away at once when full, counting them, and takes them again once written', async () => {
    const { hits, written, holdWrites, releaseWrites } = buffer({ capacity: 20, batchSize: 10 });
    holdWrites();
    const first = Array.from({ length: 10 }, (_, i) => hits.offer(i));
    await turn();
    // The first batch is being written (held); twenty more wait, the bound; the last ten are turned away.
    const more = Array.from({ length: 30 }, (_, i) => hits.offer(10 + i));
    expect(await Promise.all(more.slice(20))).toEqual(Array(10).fill('full'));
    expect(hits.stats()).toMatchObject({ accepted: 30, dropped: 10, buffered: 20 });
    releaseWrites();
    expect(new Set(await Promise.all([...first, ...more.slice(0, 20)]))).toEqual(new Set(['written']));
    expect(written.flat()).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(await hits.offer(99)).toBe('written');
    await hits.stop();
    expect(hits.stats()).toEqual({ accepted: 31, dropped: 10, bots: 0, written: 31, failed: 0, buffered: 0 });
  });

  it('writes the good hits of a batch one bad hit failed, and tells only the bad hit’s request', async () => {
    const { hits, written, errors } = buffer();
    const answers = await Promise.all([1, 2, BAD, 4].map((hit) => hits.offer(hit)));
    expect(answers).toEqual(['written', 'written', 'failed', 'written']);
    expect(written.flat().sort()).toEqual([1, 2, 4]);
    expect(errors).toEqual([1]);
    expect(hits.stats()).toMatchObject({ written: 3, failed: 1, buffered: 0 });
  });

  it('answers every hit failed when the database refuses all, and goes on', async () => {
    const { hits, errors, tried } = buffer({ batchSize: 4, down: true });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => hits.offer(i)));
    expect(answers.every((a) => a === 'failed')).toBe(true);
    // Each batch once, then each of its hits alone.
    expect(tried.map((batch) => batch.length)).toEqual([4, 1, 1, 1, 1, 2, 1, 1]);
    expect(errors).toEqual([1, 1, 1, 1, 1, 1]);
    expect(hits.stats()).toMatchObject({ written: 0, failed: 6, buffered: 0 });
  });
});
