import { readFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUFFER_SLAB_BYTES, setBufferSlabSize } from './buffer-slabs.ts';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

/** The MALLOC_MMAP_THRESHOLD_ default an npm script sets (`${MALLOC_MMAP_THRESHOLD_:-N}`). */
function mmapThresholdOf(script: string): number {
  const match = /MALLOC_MMAP_THRESHOLD_=\$\{MALLOC_MMAP_THRESHOLD_:-(\d+)\}/.exec(script);
  if (!match?.[1]) throw new Error(`no MALLOC_MMAP_THRESHOLD_ in: ${script}`);
  return Number(match[1]);
}

describe('Buffer slabs', () => {
  it.each(['start', 'worker'])('are mapped on their own under npm %s, so each goes back whole', (name) => {
    expect(BUFFER_SLAB_BYTES).toBeGreaterThanOrEqual(mmapThresholdOf(rootPackage.scripts[name]));
  });

  it("take zlib's output chunks, which would otherwise come from glibc's arena", () => {
    expect(constants.Z_DEFAULT_CHUNK).toBeLessThan(BUFFER_SLAB_BYTES / 2);
  });

  it('are what this process cuts its Buffers from once set', () => {
    const before = Buffer.poolSize;
    try {
      setBufferSlabSize();
      expect(Buffer.poolSize).toBe(BUFFER_SLAB_BYTES);
      // A new slab is made when the current one runs out: fill it, then a small Buffer's backing
      // store is a slab of the new size.
      Buffer.allocUnsafe(BUFFER_SLAB_BYTES / 2 - 1);
      Buffer.allocUnsafe(BUFFER_SLAB_BYTES / 2 - 1);
      expect(Buffer.allocUnsafe(16 * 1024).buffer.byteLength).toBe(BUFFER_SLAB_BYTES);
    } finally {
      Buffer.poolSize = before;
    }
  });
});
