// GET /s/{name}: an uploaded file, cached for an hour, then revalidated by its ETag with a 304.
import { utimes, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { ifNoneMatchHits } from '../http/conditional.ts';

describe('ifNoneMatchHits', () => {
  it('compares tags weakly, reads lists and *, and names nothing without a header', () => {
    expect(ifNoneMatchHits('"a-1"', '"a-1"')).toBe(true);
    expect(ifNoneMatchHits('W/"a-1"', '"a-1"')).toBe(true);
    expect(ifNoneMatchHits('"x", "a-1"', '"a-1"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a-1"')).toBe(true);
    expect(ifNoneMatchHits('"a-2"', '"a-1"')).toBe(false);
    expect(ifNoneMatchHits('a-1', '"a-1"')).toBe(false);
    expect(ifNoneMatchHits('', '"a-1"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"a-1"')).toBe(false);
  });
});

describe.each(ENGINES)('uploaded files on %s', (engine) => {
  const suite = useTestApp(engine);
  let count = 0;
  const upload = async (bytes: string) => {
    const website = await demoWebsite(suite.db);
    const name = `price-list-${++count}.txt`;
    await suite.ctx.assets.put(website.id, { name, contentType: 'text/plain', bytes: Buffer.from(bytes) });
    return { website, name };
  };

  it('sends the file with an hour of caching and an ETag', async () => {
    const { name } = await upload('Mugs: 24 EUR');
    const response = await suite.client().get(`/s/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Mugs: 24 EUR');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{24}-[0-9a-z]+-[0-9a-z]+"$/);
  });

  it('answers a matching If-None-Match with a bodiless 304 carrying the same validators', async () => {
    const { name } = await upload('Bowls: 30 EUR');
    const first = await suite.client().get(`/s/${name}`);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await suite.client().get(`/s/${name}`, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
    }
    const stale = await suite.client().get(`/s/${name}`, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('Bowls: 30 EUR');
  });

  it('gives each file its own ETag, and a new one when the file changes', async () => {
    const a = await upload('Plates: 18 EUR');
    const b = await upload('Plates: 18 EUR');
    const etagA = String((await suite.client().get(`/s/${a.name}`)).headers.etag);
    const etagB = String((await suite.client().get(`/s/${b.name}`)).headers.etag);
    expect(etagA).not.toBe(etagB);
    // The file is rewritten on disk (the record stays): the old ETag no longer matches.
    const path = suite.ctx.assets.pathOf(a.website.id, a.name);
    await writeFile(path, 'Plates: 20 EUR');
    await utimes(path, new Date(), new Date(Date.now() + 5000));
    const changed = await suite.client().get(`/s/${a.name}`, { 'if-none-match': etagA });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('Plates: 20 EUR');
    expect(changed.headers.etag).not.toBe(etagA);
  });

  it('answers a file that is not there with 404 and no ETag', async () => {
    const response = await suite.client().get('/s/no-such-file.pdf', { 'if-none-match': '*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });

  it('serves a download (a PDF, a text file) as an attachment under its name, an image inline', async () => {
    const { website, name } = await upload('Mugs: 24 EUR');
    const text = await suite.client().get(`/s/${name}`);
    expect(text.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    await suite.ctx.assets.put(website.id, {
      name: 'glaze-notes-2026.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4'),
    });
    const pdf = await suite.client().get('/s/glaze-notes-2026.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="glaze-notes-2026.pdf"; filename*=UTF-8''glaze-notes-2026.pdf`,
    );
    await suite.ctx.assets.put(website.id, {
      name: 'swatch.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect((await suite.client().get('/s/swatch.svg')).headers['content-disposition']).toBeUndefined();
  });
});
