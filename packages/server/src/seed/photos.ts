// Raster demo pictures: a generated landscape (images.ts) rendered by sharp to a JPEG with film
// grain, so the demo's gallery goes through the image pipeline (ladder renditions, placeholder
// colour) like a real upload. The same seed always gives the same bytes, so a render is kept in a
// cache folder keyed by what went into it: only the first start of a machine pays for it (~0.4 s
// an image), and the test suites, which seed the demo once per file, do not.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSharp } from '../assets/sharp.ts';
import { generateImage } from './images.ts';

/** The size of a demo photo: wider than the ladder's 1500 rung, so every rung below it is made. */
export const PHOTO_SIZE = { width: 2400, height: 1600 };
const JPEG_QUALITY = 82;
/** Grain around mid-grey, blended soft-light: a faint texture that leaves the colours as they are. */
const GRAIN = { base: 108, spread: 40 };
/** Changes whenever the rendering below does, so a cached render of older code is not reused. */
const RENDER_VERSION = 'photo-1';
const CACHE_FOLDER = join(tmpdir(), 'tessera-demo-photos');

/** One byte of grain a pixel, from the same generator as the drawing, so the seed fixes the bytes. */
function grain(seed: number, pixels: number): Buffer {
  let state = seed >>> 0 || 1;
  const bytes = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = GRAIN.base + ((state >>> 24) % GRAIN.spread);
  }
  return bytes;
}

async function render(svg: string, seed: number, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .composite([
      { input: grain(seed, width * height), raw: { width, height, channels: 1 }, blend: 'soft-light' },
    ])
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** The JPEG of the landscape `seed` draws, at PHOTO_SIZE unless told. */
export async function generatePhoto(
  alt: string,
  seed: number,
  { width, height } = PHOTO_SIZE,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { svg } = generateImage('photo', alt, seed, width, height);
  const key = createHash('sha256').update(`${RENDER_VERSION}\n${seed}\n${svg}`).digest('hex').slice(0, 32);
  const cached = join(CACHE_FOLDER, `${key}.jpg`);
  const bytes = await readFile(cached).catch(async () => {
    const made = await render(svg, seed, width, height);
    await keep(cached, made);
    return made;
  });
  return { bytes, width, height };
}

/** Written under a temporary name and renamed: a concurrent reader never sees half a file. */
async function keep(path: string, bytes: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(CACHE_FOLDER, { recursive: true });
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch {
    // Only a cache: the next start renders it again.
    await rm(temporary, { force: true });
  }
}
