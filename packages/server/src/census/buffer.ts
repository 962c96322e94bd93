// Hits are written off the request path: a request only puts its hit in this buffer, and the buffer
// is written in batches, on a timer and whenever a batch is full. Memory is bounded: a full buffer
// (the database has fallen behind) drops the hit and counts it, so tracking never slows pages.

export interface HitBufferOptions<T> {
  /** Hits waiting at most (besides the batch being written); more are dropped and counted */
  capacity: number;
  /** Hits written per statement batch */
  batchSize: number;
  /** How often the buffer is written when no batch fills it */
  flushEveryMs: number;
  write(batch: T[]): Promise<void>;
  /** A batch that could not be written (it is dropped and counted: hits are not worth a retry loop) */
  onWriteError(error: unknown, lost: number): void;
}

export interface HitBufferStats {
  accepted: number;
  /** Dropped because the buffer was full */
  dropped: number;
  /** Not counted: the request's user agent is a bot's (isbot) */
  bots: number;
  written: number;
  /** Lost to a failed write */
  failed: number;
  /** Waiting to be written */
  buffered: number;
}

export class HitBuffer<T> {
  private hits: T[] = [];
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly counts = { accepted: 0, dropped: 0, bots: 0, written: 0, failed: 0 };

  constructor(private readonly options: HitBufferOptions<T>) {}

  /** Takes a hit; false when the buffer is full and it was dropped. Never waits. */
  offer(hit: T): boolean {
    if (this.hits.length >= this.options.capacity) {
      this.counts.dropped++;
      return false;
    }
    this.hits.push(hit);
    this.counts.accepted++;
    if (this.hits.length >= this.options.batchSize && !this.flushing) void this.flush();
    return true;
  }

  /** A bot's hit, not offered: only counted, so the stats say how much was turned away. */
  countBot(): void {
    this.counts.bots++;
  }

  /** Writes everything buffered (and what arrives meanwhile); one flush runs at a time. */
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.drain().finally(() => {
        this.flushing = null;
      });
    }
    return this.flushing;
  }

  /** Starts the periodic flush; the timer does not keep the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushEveryMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  stats(): HitBufferStats {
    return { ...this.counts, buffered: this.hits.length };
  }

  private async drain(): Promise<void> {
    while (this.hits.length > 0) {
      const batch = this.hits.splice(0, this.options.batchSize);
      try {
        await this.options.write(batch);
        this.counts.written += batch.length;
      } catch (error) {
        this.counts.failed += batch.length;
        this.options.onWriteError(error, batch.length);
      }
    }
  }
}
