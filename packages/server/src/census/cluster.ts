// A cluster's census hits, written by one process: the primary. On SQLite, each worker writing its
// own small batches took turns at the one write lock, and every turn emptied the other's page cache:
// a hit cost about half as much again with two writers as in one process (docs/performance.md,
// "One writer for the cluster"). On PostgreSQL, which takes concurrent writers, the workers' batches
// competed for the same roll-up rows, and one writer's larger batches cost a fifth less CPU a hit
// ("One writer on PostgreSQL too"). A worker sends the hits its requests offered in one turn of its
// event loop as one message; the primary offers them to its own HitBuffer (group commit, batches of
// every worker's hits) and answers each hit's outcome once its batch is committed. Only then does the
// worker's request answer, so a hit is acknowledged only once it is on disk, as in one process.
import type { Worker } from 'node:cluster';
import type { HitBufferStats, HitIngest, HitWrite } from './buffer.ts';

const HITS_MESSAGE = 'tessera:census-hits';
const WRITTEN_MESSAGE = 'tessera:census-written';

interface HitsMessage<T> {
  type: typeof HITS_MESSAGE;
  batch: number;
  hits: T[];
}

interface WrittenMessage {
  type: typeof WRITTEN_MESSAGE;
  batch: number;
  outcomes: HitWrite[];
}

const isMessage = (message: unknown, type: string): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === type &&
  typeof (message as { batch?: unknown }).batch === 'number';

const isHitsMessage = <T>(message: unknown): message is HitsMessage<T> =>
  isMessage(message, HITS_MESSAGE) && Array.isArray((message as { hits?: unknown }).hits);

const isWrittenMessage = (message: unknown): message is WrittenMessage =>
  isMessage(message, WRITTEN_MESSAGE) && Array.isArray((message as { outcomes?: unknown }).outcomes);

type Done = (outcome: HitWrite) => void;

/** The IPC channel to the primary: a worker's `process` (in the tests, a forked process's handle) */
export interface PrimaryChannel {
  readonly connected: boolean;
  send?(
    message: unknown,
    sendHandle: undefined,
    options: undefined,
    callback: (error: Error | null) => void,
  ): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message' | 'disconnect', listener: (message: unknown) => void): unknown;
  once(event: 'disconnect', listener: () => void): unknown;
}

/** A worker's hits, written by the primary: what ctx.census is in a cluster's worker. */
export class ForwardedHits<T> implements HitIngest<T> {
  private outgoing: T[] = [];
  private outgoingDone: Done[] = [];
  /** Each message sent and not yet answered: its hits' resolvers, in order */
  private readonly sent = new Map<number, Done[]>();
  private batches = 0;
  /** Offered and not yet answered: bounded by the capacity, as a HitBuffer's waiting hits are */
  private unanswered = 0;
  private idle: (() => void)[] = [];
  private readonly counts = { accepted: 0, dropped: 0, bots: 0, written: 0, failed: 0 };

  /** `capacity`: hits this worker lets wait for the primary at most; more are turned away and counted. */
  constructor(
    private readonly channel: PrimaryChannel,
    private readonly capacity: number,
  ) {
    channel.on('message', this.onMessage);
    // The primary is gone (the worker exits too): nothing unanswered will be written by it.
    channel.once('disconnect', this.failUnanswered);
  }

  offer(hit: T): Promise<HitWrite> {
    if (this.unanswered >= this.capacity) {
      this.counts.dropped++;
      return Promise.resolve('full');
    }
    this.counts.accepted++;
    this.unanswered++;
    if (this.outgoing.length === 0) setImmediate(this.send);
    this.outgoing.push(hit);
    return new Promise<HitWrite>((done) => this.outgoingDone.push(done));
  }

  countBot(): void {
    this.counts.bots++;
  }

  flush(): Promise<void> {
    if (this.unanswered === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  async stop(): Promise<void> {
    await this.flush();
    this.channel.off('message', this.onMessage);
    this.channel.off('disconnect', this.failUnanswered);
  }

  stats(): HitBufferStats {
    return { ...this.counts, buffered: this.unanswered };
  }

  /** The hits of one turn of the event loop, as one message. */
  private readonly send = (): void => {
    const message: HitsMessage<T> = { type: HITS_MESSAGE, batch: ++this.batches, hits: this.outgoing };
    this.sent.set(message.batch, this.outgoingDone);
    this.outgoing = [];
    this.outgoingDone = [];
    if (!this.channel.connected || !this.channel.send) {
      this.answer(message.batch, []);
      return;
    }
    this.channel.send(message, undefined, undefined, (error: Error | null) => {
      if (error) this.answer(message.batch, []);
    });
  };

  private readonly onMessage = (message: unknown): void => {
    if (isWrittenMessage(message)) this.answer(message.batch, message.outcomes);
  };

  private readonly failUnanswered = (): void => {
    for (const batch of [...this.sent.keys()]) this.answer(batch, []);
  };

  /** Settles a message's hits; a hit without an outcome (the message was lost) failed. */
  private answer(batch: number, outcomes: HitWrite[]): void {
    const done = this.sent.get(batch);
    if (!done) return;
    this.sent.delete(batch);
    done.forEach((settle, i) => {
      const outcome = outcomes[i] ?? 'failed';
      // Turned away by the primary's full buffer: dropped, as by this one, not accepted.
      if (outcome === 'full') this.counts.accepted--;
      this.counts[outcome === 'written' ? 'written' : outcome === 'full' ? 'dropped' : 'failed']++;
      settle(outcome);
    });
    this.unanswered -= done.length;
    if (this.unanswered === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
}

/**
 * The primary's side: the hits a worker sends go to `writer` (awaited: the primary opens the
 * database once the first worker has made it), and each one's outcome goes back once settled.
 */
export function writeForwardedHits<T>(worker: Worker, writer: () => Promise<HitIngest<T>> | undefined): void {
  worker.on('message', async (message: unknown) => {
    if (!isHitsMessage<T>(message)) return;
    let outcomes: HitWrite[];
    try {
      const buffer = await writer();
      if (!buffer) throw new Error('no census writer');
      outcomes = await Promise.all(message.hits.map((hit) => buffer.offer(hit)));
    } catch {
      outcomes = message.hits.map(() => 'failed');
    }
    const answer: WrittenMessage = { type: WRITTEN_MESSAGE, batch: message.batch, outcomes };
    // A worker gone meanwhile took its requests with it: the answer has no one to reach.
    if (worker.isConnected()) worker.send(answer, undefined, undefined, () => {});
  });
}
