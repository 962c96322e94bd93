// A worker's census hits sent to the primary over a real IPC channel (a forked stand-in for the
// primary, test/census-primary-stand-in.mjs): the hits of one turn go as one message and each is
// answered with its own outcome; hits waiting for the primary are bounded (more are turned away at
// once and counted, as are those the primary's full buffer turns away); and hits the primary never
// answered fail when it goes, never hang.
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { ForwardedHits } from './cluster.ts';

const STAND_IN = new URL('../../test/census-primary-stand-in.mjs', import.meta.url);

let primary: ChildProcess | undefined;

async function startPrimary(): Promise<ChildProcess> {
  primary = fork(STAND_IN, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await once(primary, 'message');
  return primary;
}

async function messagesReceived(child: ChildProcess): Promise<number> {
  child.send('messages');
  for (;;) {
    const [message] = (await once(child, 'message')) as [{ type?: string; count?: number }];
    if (message?.type === 'messages') return message.count ?? -1;
  }
}

afterEach(() => {
  primary?.kill('SIGKILL');
  primary = undefined;
});

describe('a worker’s census hits written by the primary', () => {
  it('sends the hits of one turn as one message and answers each', async () => {
    const child = await startPrimary();
    const hits = new ForwardedHits<string>(child, 100);
    const first = await Promise.all(['a', 'b', 'c'].map((hit) => hits.offer(hit)));
    const second = await Promise.all(['d', 'e'].map((hit) => hits.offer(hit)));
    expect([...first, ...second]).toEqual(['written', 'written', 'written', 'written', 'written']);
    expect(await messagesReceived(child)).toBe(2);
    expect(hits.stats()).toMatchObject({ accepted: 5, written: 5, dropped: 0, failed: 0, buffered: 0 });
    await hits.stop();
  });

  it('turns hits away at once beyond its capacity, counting them', async () => {
    const child = await startPrimary();
    child.send('hold');
    const hits = new ForwardedHits<string>(child, 3);
    const waiting = ['a', 'b', 'c'].map((hit) => hits.offer(hit));
    expect(await hits.offer('d')).toBe('full');
    expect(hits.stats()).toMatchObject({ accepted: 3, dropped: 1, buffered: 3 });
    // The primary goes without answering: the waiting hits fail rather than hang.
    child.kill('SIGKILL');
    expect(await Promise.all(waiting)).toEqual(['failed', 'failed', 'failed']);
    expect(hits.stats()).toMatchObject({ failed: 3, buffered: 0 });
    await hits.flush();
  });

  it('counts a hit the primary’s full buffer turned away as dropped, not accepted', async () => {
    const child = await startPrimary();
    child.send('full');
    const hits = new ForwardedHits<string>(child, 10);
    expect(await hits.offer('a')).toBe('full');
    expect(hits.stats()).toMatchObject({ accepted: 0, dropped: 1, written: 0, buffered: 0 });
  });

  it('fails a hit offered once the primary is gone', async () => {
    const child = await startPrimary();
    const hits = new ForwardedHits<string>(child, 10);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(await hits.offer('late')).toBe('failed');
  });
});
