import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logStream } from './log-stream.ts';

describe('logStream', () => {
  it('drops lines past its bound while the output lags, then says how many', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tessera-log-')), 'log');
    const fd = openSync(file, 'a');
    const stream = logStream({ fd, maxBytes: 4096 });
    const line = `${JSON.stringify({ level: 30, msg: 'x'.repeat(80) })}\n`;
    // One tick: nothing has reached the file yet, so everything past 4 KB is waiting in memory.
    for (let i = 0; i < 1000; i++) stream.write(line);
    await new Promise((resolve) => stream.once('drain', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    stream.flushSync();
    closeSync(fd);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.length).toBeLessThan(100);
    const warning = JSON.parse(lines.at(-1) ?? '{}');
    expect(warning.level).toBe(40);
    const [dropped] = /^\d+/.exec(warning.msg) ?? [];
    expect(Number(dropped) + lines.length - 1).toBe(1000);
  });
});
