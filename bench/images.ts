// BENCH_ONLY=images: the image pipeline (issue 14 §1). A photo-like 2400 × 1600 JPEG (smoothed noise:
// the demo's own images are SVG, served as they are) is sent for a 1000-px slot as the original and
// as the rendition each Accept header negotiates; and the first request's time to make the 1000w
// rendition (sharp, then the atomic write to the disk cache), p50 over fresh cache entries, against a
// cached read. In process: the server's VariantCache, as GET /s/{name}?format=1000w uses it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { parseCrop } from '../packages/server/src/assets/crop.ts';
import { VariantCache } from '../packages/server/src/assets/variants.ts';

const RUNS = 9;
const ACCEPTS = [
  ['AVIF (Chromium, Firefox, Safari 16+)', 'image/avif,image/webp,*/*'],
  ['WebP', 'image/webp,*/*'],
  ['JPEG (no modern format)', '*/*'],
] as const;

function photo(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

function p50(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function imageReport(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-images-'));
  try {
    const path = join(dir, 'photo.jpg');
    const original = await photo();
    writeFileSync(path, original);
    const cache = new VariantCache(join(dir, '.variants'));
    const none = parseCrop({});
    const lines = [
      `original 2400 × 1600 JPEG: ${(original.length / 1024).toFixed(0)} KB`,
      '| Accept | 1000w rendition | of the original | first request p50 | cached p50 |',
      '|---|---|---|---|---|',
    ];
    for (const [label, accept] of ACCEPTS) {
      const firsts: number[] = [];
      const cached: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        const version = `${label.slice(0, 4)}-${run}`;
        const source = { path, contentType: 'image/jpeg', folder: 'bench', version };
        const started = performance.now();
        bytes = (await cache.get(source, 1000, accept, none)).bytes.length;
        firsts.push(performance.now() - started);
        const again = performance.now();
        await cache.get(source, 1000, accept, none);
        cached.push(performance.now() - again);
      }
      const share = `${((bytes / original.length) * 100).toFixed(1)} %`;
      lines.push(
        `| ${label} | ${(bytes / 1024).toFixed(0)} KB | ${share} | ${p50(firsts).toFixed(0)} ms | ${p50(cached).toFixed(1)} ms |`,
      );
    }
    return lines.join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
