// The client builds' files: read once and held in memory, sent in the precompressed form the browser
// accepts (brotli, then gzip, else as is, read from disk), cached for a year, and nothing outside the
// build's folder.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from '../../test/harness.ts';
import { registerRoutes } from '../routes/register.ts';
import { readStaticFiles, staticRoute } from './static.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const script = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = () => 'tessera ${i}';\n`).join(''),
);
const style = Buffer.from('body { color: #1d1d1f; margin: 0 auto; }\n'.repeat(100));
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('static files of a client build', () => {
  let t: TestApp;
  let root: string;
  let dir: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tessera-static-'));
    dir = join(root, 'dist');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'assets/main-abc.js'), script);
    writeFileSync(join(dir, 'assets/main-abc.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets/main-abc.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'assets/style-abc.css'), style);
    writeFileSync(join(dir, 'assets/style-abc.css.gz'), gzipSync(style));
    writeFileSync(join(dir, 'assets/plain-abc.svg'), svg);
    writeFileSync(join(dir, 'assets/logo-abc.png'), png);
    writeFileSync(join(dir, 'assets/gone-abc.js'), script);
    writeFileSync(join(dir, 'assets/rebuilt-abc.js'), script);
    writeFileSync(join(dir, 'assets/rebuilt-abc.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, '.vite/manifest.json'), '{}');
    writeFileSync(join(root, 'outside.js'), 'secret');
    t = await startTestApp('sqlite');
    registerRoutes(t.app, t.ctx, [staticRoute({ dir, base: '/static/test/' })]);
  });

  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        host: DEMO_HOST,
        ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends brotli when accepted, with its headers, decoding to the file', async () => {
    const response = await get('/static/test/assets/main-abc.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
    expect(response.rawPayload.byteLength).toBeLessThan(script.byteLength);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'br;q=0.5, gzip']) {
      const response = await get('/static/test/assets/main-abc.js', accept);
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(gunzipSync(response.rawPayload).equals(script), accept).toBe(true);
    }
  });

  it('sends the file as is when neither is accepted', async () => {
    for (const accept of [undefined, '', 'identity', 'deflate', '*;q=0', 'br;q=0, gzip;q=0']) {
      const response = await get('/static/test/assets/main-abc.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.equals(script)).toBe(true);
    }
  });

  it('offers only the forms the build wrote', async () => {
    const css = await get('/static/test/assets/style-abc.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(css.rawPayload).equals(style)).toBe(true);
    const brOnly = await get('/static/test/assets/style-abc.css', 'br');
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.rawPayload.equals(style)).toBe(true);

    for (const [name, bytes, type] of [
      ['plain-abc.svg', svg, 'image/svg+xml'],
      ['logo-abc.png', png, 'image/png'],
    ] as const) {
      const response = await get(`/static/test/assets/${name}`, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('serves from memory: a file read once is sent after it left the disk', async () => {
    expect((await get('/static/test/assets/gone-abc.js', 'br')).statusCode).toBe(200);
    unlinkSync(join(dir, 'assets/gone-abc.js'));
    const response = await get('/static/test/assets/gone-abc.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it('holds a compressed file only compressed: its bytes as is come from disk, or a 404 once gone', async () => {
    const held = readStaticFiles(dir);
    expect(held.get('assets/main-abc.js')?.body).toBeNull();
    expect(held.get('assets/logo-abc.png')?.body?.equals(png)).toBe(true);
    unlinkSync(join(dir, 'assets/rebuilt-abc.js'));
    const brotli = await get('/static/test/assets/rebuilt-abc.js', 'br');
    expect(brotli.statusCode).toBe(200);
    expect(brotliDecompressSync(brotli.rawPayload).equals(script)).toBe(true);
    const plain = await get('/static/test/assets/rebuilt-abc.js', 'identity');
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toEqual({ error: 'Not found.' });
  });

  it('sends nothing outside the folder, no dotfile and no compressed file by its own name', async () => {
    for (const path of [
      '../outside.js',
      '..%2foutside.js',
      '%2e%2e/outside.js',
      'assets/..%2f..%2foutside.js',
      '.vite/manifest.json',
      '%2evite/manifest.json',
      'assets/main-abc.js.br',
      'assets/main-abc.js.gz',
      'assets/missing.js',
      'assets',
    ]) {
      const response = await get(`/static/test/${path}`, 'br, gzip');
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain('secret');
    }
    for (const path of [
      '..%2f..%2fpackage.json',
      '.vite/manifest.json',
      '%2e%2e%2f%2e%2e%2fsite%2fpackage.json',
    ]) {
      expect((await get(`/static/site/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('reads a folder that is not there as empty', () => {
    expect(readStaticFiles(join(root, 'never-built')).size).toBe(0);
  });
});
