// The asset library's calls: uploads checked by content with the spec's messages and limits, SVG
// sanitised, the list and its search, rename, delete, and who may do any of it.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, type Client, PLATFORM_ADDRESS } from '../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { createAccount, findAccountByEmail } from '../identity/accounts.ts';
import { starterTemplate } from '../seed/starters/simple.ts';
import { createWebsite } from '../websites/create.ts';
import type { AssetFile } from './schemas.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
};

/** A real (decodable) PNG of one colour. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);

function upload(client: Client, name: string, bytes: Buffer, contentType = 'application/octet-stream') {
  return client.request('POST', `/api/config/files?name=${encodeURIComponent(name)}`, {
    body: bytes,
    headers: { 'content-type': contentType },
  });
}

const fileOf = (response: { json(): unknown }) => (response.json() as { file: AssetFile }).file;

async function listed(client: Client, q = ''): Promise<AssetFile[]> {
  const response = await client.get(`/api/config/files${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { files: AssetFile[] }).files;
}

describe.each(ENGINES)('the asset library on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  it('stores an image by what it is, not what it is called, with its size, and offers it to pickers', async () => {
    const response = await upload(owner(), 'Kiln at dusk (2).txt', png(64, 48));
    expect(response.statusCode).toBe(201);
    const file = fileOf(response);
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Kiln at dusk (2).txt',
      name: 'kiln-at-dusk-2.png',
      src: '/s/kiln-at-dusk-2.png',
      contentType: 'image/png',
      kind: 'image',
      size: png(64, 48).length,
      width: 64,
      height: 48,
      placeholder: '#585858',
      alt: '',
      memberAreaIds: null,
      // 64 pixels wide: smaller than every rendition the job would make, so nothing to process.
      processing: 'done',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const served = await suite.client().get(file.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png(64, 48))).toBe(true);

    const { assets } = (await owner().get('/api/config/assets')).json() as {
      assets: Record<string, unknown>[];
    };
    expect(assets[0]).toEqual({
      id: file.id,
      name: file.title,
      src: file.src,
      width: 64,
      height: 48,
      placeholder: '#585858',
      alt: '',
    });
  });

  it('gives a second file of the same name an address of its own', async () => {
    const first = fileOf(await upload(owner(), 'price list.txt', Buffer.from('Mugs: 24 EUR\n')));
    const second = fileOf(await upload(owner(), 'price list.txt', Buffer.from('Mugs: 26 EUR\n')));
    expect([first.name, second.name]).toEqual(['price-list.txt', 'price-list-2.txt']);
    expect([first.contentType, first.kind]).toEqual(['text/plain', 'document']);
    expect((await suite.client().get('/s/price-list-2.txt')).body).toBe('Mugs: 26 EUR\n');
  });

  it('refuses a file whose content is not a supported type, whatever its name, with the message', async () => {
    for (const [name, bytes] of [
      ['tool.png', ELF],
      ['empty.txt', Buffer.alloc(0)],
      ['almost.txt', Buffer.concat([Buffer.from('text '.repeat(1000)), Buffer.from([0, 1, 2])])],
    ] as const) {
      const response = await upload(owner(), name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({
        error: `The file ${name} is not a supported file type.`,
        errors: { file: `The file ${name} is not a supported file type.` },
      });
    }
    const names = (await listed(owner())).map((file) => file.title);
    expect(names).not.toContain('tool.png');
    expect(names).not.toContain('almost.txt');
  });

  it('refuses a file over its kind’s limit with the spec’s message, sizes 1024-based', async () => {
    const image = Buffer.concat([png(1, 1), Buffer.alloc(20_000_001 - png(1, 1).length)]);
    const response = await upload(owner(), 'huge.png', image);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The file huge.png is too large. The maximum allowed file size is 19.1 MB.',
      errors: { file: 'The file huge.png is too large. The maximum allowed file size is 19.1 MB.' },
    });
    // The same number of bytes is fine for a document, whose limit is 50 MB.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20_000_001 - 9, 0x20)]);
    const stored = await upload(owner(), 'catalogue.pdf', pdf);
    expect(stored.statusCode).toBe(201);
    expect(fileOf(stored)).toMatchObject({ name: 'catalogue.pdf', kind: 'document', size: 20_000_001 });
    expect((await listed(owner())).map((file) => file.title)).not.toContain('huge.png');
  });

  it('takes the bytes only as application/octet-stream, and a name', async () => {
    const json = await owner().request('POST', '/api/config/files?name=a.txt', { json: { text: 'hello' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send the file’s bytes as application/octet-stream.');
    const noName = await owner().request('POST', '/api/config/files?name=%20', {
      body: Buffer.from('hello'),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual({ name: 'Please enter a file name' });
    // No other route takes a file's bytes.
    const elsewhere = await owner().request('PUT', '/api/config/files/0123456789abcdef01234567', {
      body: Buffer.from('{"title":"x"}'),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('sanitises an SVG and still serves it sandboxed', async () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 200" onload="alert(1)">
  <style>&lt;/style&gt;&lt;script&gt;alert(2)&lt;/script&gt; @import url(https://evil.example/x.css); .sky { fill: #9bd }</style>
  <script>alert(3)</script>
  <a href="javascript:alert(4)"><rect class="sky" width="300" height="200" style="background:u\\72l(https://evil.example/t.png)"/></a>
  <use xlink:href="#hill"/><use href="https://evil.example/#x"/>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(5)"></iframe></foreignObject>
  <path id="hill" d="M0 200 Q150 80 300 200Z" fill="#475" onclick="alert(6)"/>
  <text>&x;</text>
</svg>`;
    const response = await upload(owner(), 'hills.svg', Buffer.from(svg));
    expect(response.statusCode).toBe(201);
    expect(fileOf(response)).toMatchObject({ contentType: 'image/svg+xml', width: 300, height: 200 });
    const served = await suite.client().get(fileOf(response).src);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const gone of [
      '<script',
      '<iframe',
      'onload',
      'onclick',
      'javascript:',
      'evil.example',
      'foreignObject',
      '@import',
      'ENTITY',
      'passwd',
    ])
      expect(served.body, gone).not.toContain(gone);
    // The style sheet's text lost every '<': nothing in it can close the element.
    expect(/<style>([^<]*)<\/style>/.exec(served.body)?.[1]).toContain('.sky { fill: #9bd }');
    for (const kept of [
      '<style>',
      '.sky { fill: #9bd }',
      'xlink:href="#hill"',
      'd="M0 200 Q150 80 300 200Z"',
      '&amp;x;',
    ])
      expect(served.body, kept).toContain(kept);
  });

  it('keeps an SVG that was only a script as an empty drawing', async () => {
    const response = await upload(owner(), 'trap.svg', Buffer.from('<svg><script>alert(1)'));
    expect(response.statusCode).toBe(201);
    const served = await suite.client().get(fileOf(response).src);
    expect(served.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });

  it('lists every kind of file, newest first, and finds them by name ignoring case', async () => {
    await upload(owner(), 'Glaze Notes 100%.txt', Buffer.from('fern: 3 coats'));
    const all = await listed(owner());
    expect(all[0]?.title).toBe('Glaze Notes 100%.txt');
    expect(new Set(all.map((file) => file.kind))).toEqual(new Set(['image', 'document']));
    expect((await listed(owner(), 'glaze notes')).map((file) => file.title)).toEqual([
      'Glaze Notes 100%.txt',
    ]);
    expect((await listed(owner(), '100%')).map((file) => file.title)).toEqual(['Glaze Notes 100%.txt']);
    // % and _ are themselves, not wildcards.
    expect(await listed(owner(), '_')).toEqual([]);
    expect((await listed(owner(), 'STUDIO-HILLS')).map((file) => file.name)).toEqual(['studio-hills.svg']);
  });

  it('renames the file in the library and keeps its address', async () => {
    const file = fileOf(await upload(owner(), 'IMG_2231.png', png(2, 2)));
    const renamed = await owner().request('PUT', `/api/config/files/${file.id}`, {
      json: { title: '  Kiln, first firing  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(fileOf(renamed)).toEqual({ ...file, title: 'Kiln, first firing' });
    expect((await suite.client().get(file.src)).statusCode).toBe(200);
    expect((await listed(owner(), 'first firing')).map((f) => f.id)).toEqual([file.id]);

    const empty = await owner().request('PUT', `/api/config/files/${file.id}`, { json: { title: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ title: 'Please enter a file name' });
    const missing = await owner().request('PUT', '/api/config/files/0123456789abcdef01234567', {
      json: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('touches only the host’s site: another site’s file cannot be listed, renamed or deleted here', async () => {
    const account = await findAccountByEmail(suite.db, ADMIN_EMAIL);
    const other = await createWebsite(suite.db, suite.ctx.assets, {
      identifier: 'library-other',
      title: 'Other',
      ownerAccountId: account?.id ?? '',
      template: starterTemplate('Other'),
      address: PLATFORM_ADDRESS,
    });
    const { id } = await suite.ctx.assets.put(other.id, {
      name: 'other-only.txt',
      contentType: 'text/plain',
      bytes: Buffer.from('x'),
    });
    expect((await listed(owner(), 'other-only')).length).toBe(0);
    const rename = await owner().request('PUT', `/api/config/files/${id}`, { json: { title: 'mine' } });
    expect(rename.statusCode).toBe(404);
    expect((await owner().request('DELETE', `/api/config/files/${id}`)).statusCode).toBe(404);
    expect(await suite.ctx.assets.open(other.id, 'other-only.txt')).not.toBeNull();
  });

  it('answers 401 to a visitor and 403 to an account without a role, and stores nothing', async () => {
    const visitor = suite.client();
    expect((await visitor.get('/api/config/files')).statusCode).toBe(401);
    expect((await upload(visitor, 'visitor.png', png(1, 1))).statusCode).toBe(401);
    await createAccount(suite.db, {
      email: 'library-stranger@example.com',
      password: 'stranger password',
      displayName: 'S',
    });
    const stranger = suite.client();
    expect((await stranger.signIn('library-stranger@example.com', 'stranger password')).statusCode).toBe(200);
    expect((await stranger.get('/api/config/files')).statusCode).toBe(403);
    expect((await upload(stranger, 'stranger.png', png(1, 1))).statusCode).toBe(403);
    const file = (await listed(owner()))[0] as AssetFile;
    expect((await stranger.request('DELETE', `/api/config/files/${file.id}`)).statusCode).toBe(403);
    const titles = (await listed(owner())).map((f) => f.title);
    expect(titles).not.toContain('visitor.png');
    expect(titles).not.toContain('stranger.png');
  });

  it('deletes a file: gone from the list and its address, and a page that showed it still renders', async () => {
    const website = await demoWebsite(suite.db);
    const hills = (await listed(owner(), 'studio-hills.svg'))[0] as AssetFile;
    const deleted = await owner().request('DELETE', `/api/config/files/${hills.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await suite.client().get('/s/studio-hills.svg')).statusCode).toBe(404);
    expect(await listed(owner(), 'studio-hills')).toEqual([]);
    expect(await suite.ctx.assets.open(website.id, 'studio-hills.svg')).toBeNull();
    expect((await owner().request('DELETE', `/api/config/files/${hills.id}`)).statusCode).toBe(404);
    // The home page's image block still holds the address; the page renders, the image is missing.
    const home = await suite.client().get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('/s/studio-hills.svg');
  });
});
