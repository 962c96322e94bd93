// Image work (renditions, placeholder colours) runs in a child process that exits once idle. sharp's
// decoded images leave native memory in glibc's arenas that a process keeps for its whole life: a
// serving process at 105 MB idle held 140–160 MB after a visitor's first look at the demo's
// galleries, 110 MB when that work was done elsewhere. The child starts on the first job (about
// 0.2 s, once per burst), takes every job until none has come for IDLE_MS, and its memory goes
// with it.
import type { ChildProcess } from 'node:child_process';
import { forkEntry } from '../shared/entries.ts';
import type { ImageJob } from './image-jobs.ts';
import type { ImageAnswer, ImageRequest } from './image-process.ts';

/** How long the image process waits for another job before it is let go. */
const IDLE_MS = 5000;

interface Pending {
  resolve: (result: Buffer | string | null) => void;
  reject: (error: Error) => void;
}

class ImageWorker {
  private child: ChildProcess | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private idle: NodeJS.Timeout | undefined;

  run(job: ImageJob): Promise<Buffer | string | null> {
    clearTimeout(this.idle);
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      hold(child, true);
      child.send({ id, job } satisfies ImageRequest);
    });
  }

  private start(): ChildProcess {
    // Buffers cross as bytes, not as JSON arrays of numbers.
    const child = forkEntry(import.meta.url, 'image-process', { serialization: 'advanced' });
    child.on('message', (answer: ImageAnswer) => this.answer(answer));
    child.on('exit', (code, signal) => this.gone(child, `the image process ended (${signal ?? code})`));
    child.on('error', (error) => this.gone(child, error.message));
    this.child = child;
    return child;
  }

  private answer({ id, result, error }: ImageAnswer): void {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    if (error) waiting?.reject(new Error(error));
    else waiting?.resolve(asBuffer(result));
    if (this.pending.size === 0 && this.child) {
      hold(this.child, false);
      clearTimeout(this.idle);
      this.idle = setTimeout(() => this.letGo(), IDLE_MS);
      this.idle.unref();
    }
  }

  private letGo(): void {
    if (this.pending.size > 0 || !this.child) return;
    const child = this.child;
    this.child = null;
    child.disconnect();
  }

  /** The process is gone: a job it still had fails (the request answers 500 and can be retried). */
  private gone(child: ChildProcess, reason: string): void {
    if (this.child !== child) return;
    this.child = null;
    for (const waiting of this.pending.values()) waiting.reject(new Error(reason));
    this.pending.clear();
  }
}

/** The child keeps this process running while it has jobs, not while it idles. */
function hold(child: ChildProcess, held: boolean): void {
  if (held) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** Bytes arrive as a Uint8Array (the structured clone of a Buffer): the same memory, as a Buffer. */
function asBuffer(result: Buffer | Uint8Array | string | null): Buffer | string | null {
  if (!(result instanceof Uint8Array) || Buffer.isBuffer(result)) return result;
  return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
}

/** This process's image worker: one child at most, started on demand. */
export const imageWorker = new ImageWorker();
