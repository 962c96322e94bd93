// Hits are written by group commit: a request puts its hit in this buffer and waits until the batch
// holding it is committed, so an acknowledged hit is on disk (a kill -9 loses none), while the
// database sees one transaction per batch, not per hit. A batch is written as soon as the event loop
// has taken in the requests that arrived together, and the next one as soon as it is done: the
// batches grow with the load, with no timer. Memory is bounded: a full buffer (the database has
// fallen behind) turns a hit away at once and counts it, so tracking never queues without end.

export interface HitBufferOptions<T> {
  /** Hits waiting at most (besides the batch being written); more are turned away and counted */
  capacity: number;
  /** Hits written per transaction at most */
  batchSize: number;
  write(batch: T[]): Promise<void>;
  /** Hits that could not be written, each alone after its batch failed (their requests are told) */
  onWriteError(error: unknown, lost: number): void;
}

export interface HitBufferStats {
  accepted: number;
  /** Turned away because the buffer was full */
  dropped: number;
  /** Not counted: the request's user agent is a bot's (isbot) */
  bots: number;
  written: number;
  /** Not written: the hit failed even alone */
  failed: number;
  /** Waiting to be written */
  buffered: number;
}

/** What became of an offered hit: committed, turned away by a full buffer, or refused by the database */
export type HitWrite = 'written' | 'full' | 'failed';

/**
 * What takes a server process's hits: its own HitBuffer, or in a cluster's worker the
 * primary's, through ForwardedHits (census/cluster.ts). Either answers a hit once it is committed.
 */
export interface HitIngest<T> {
  /** Takes a hit; resolves once it is committed, at once when the buffer is full, or when it failed. */
  offer(hit: T): Promise<HitWrite>;
  /** A bot's hit, not offered: only counted, so the stats say how much was turned away. */
  countBot(): void;
  /** Resolves when every hit offered so far is written (or failed). */
  flush(): Promise<void>;
  /** Writes (or hands over) what is left before the process stops. */
  stop(): Promise<void>;
  stats(): HitBufferStats;
}

interface Waiting<T> {
  hit: T;
  done(outcome: HitWrite): void;
}

export class HitBuffer<T> implements HitIngest<T> {
  private waiting: Waiting<T>[] = [];
  private writing: Promise<void> | null = null;
  private readonly counts = { accepted: 0, dropped: 0, bots: 0, written: 0, failed: 0 };

  constructor(private readonly options: HitBufferOptions<T>) {}

  /** Takes a hit; resolves once it is committed, at once when the buffer is full, or when it failed. */
  offer(hit: T): Promise<HitWrite> {
    if (this.waiting.length >= this.options.capacity) {
      this.counts.dropped++;
      return Promise.resolve('full');
    }
    this.counts.accepted++;
    const written = new Promise<HitWrite>((done) => this.waiting.push({ hit, done }));
    if (!this.writing) this.writing = this.writeAll();
    return written;
  }

  /** A bot's hit, not offered: only counted, so the stats say how much was turned away. */
  countBot(): void {
    this.counts.bots++;
  }

  /** Resolves when every hit offered so far is written (or failed). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Writes what is left before the database closes. */
  stop(): Promise<void> {
    return this.flush();
  }

  stats(): HitBufferStats {
    return { ...this.counts, buffered: this.waiting.length };
  }

  /** Batch after batch until none waits; each starts after the event loop took in what arrived. */
  private async writeAll(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await this.writeBatch(this.waiting.splice(0, this.options.batchSize));
      }
    } finally {
      this.writing = null;
    }
  }

  /** One transaction for the batch; if it fails, each hit alone, so one bad hit loses no good one. */
  private async writeBatch(batch: Waiting<T>[]): Promise<void> {
    try {
      await this.options.write(batch.map((w) => w.hit));
      this.settle(batch, 'written');
    } catch (error) {
      if (batch.length === 1) {
        this.options.onWriteError(error, 1);
        this.settle(batch, 'failed');
        return;
      }
      for (const one of batch) await this.writeBatch([one]);
    }
  }

  private settle(batch: Waiting<T>[], outcome: 'written' | 'failed'): void {
    this.counts[outcome] += batch.length;
    for (const w of batch) w.done(outcome);
  }
}
