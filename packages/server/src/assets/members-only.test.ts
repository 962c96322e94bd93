// Members-only files (issue 31) on both engines: a file the owner marks for member areas is, at /s/
// (the original, its renditions in both address forms, a document's download), the same 404 as a
// missing file to a visitor, a member of another area and an account without a role; it is served,
// never to be stored by any cache, to a member of one of its areas, the owner and a contributor who
// may preview. A rendition made for a member is not handed to a visitor, nor one made while the file
// was public. Unmarking makes it public again with the usual caching; an area deleted later leaves
// the file closed. The owner's calls refuse bad input with 4xx and change nothing.
import { MEMBERS_ONLY_FILE_MESSAGES, SiteUserRole } from '@tessera/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import type { Client } from '../../test/harness.ts';
import {
  anotherSite,
  demoWebsite,
  signedInWithRole,
  useSignedInOwner,
  useTestApp,
} from '../../test/suite.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { addMembership, insertArea, insertMember } from '../members/repository.ts';
import { DEMO_MEMBER_AREAS } from '../seed/demo-members.ts';
import type { AssetFile } from './schemas.ts';

const [studioNotes, openStudio] = DEMO_MEMBER_AREAS.map((area) => area.id) as [string, string];
const MEMBER_PASSWORD = 'member password';
const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
let addressCounter = 0;

const markUrl = (file: { id: string }) => `/api/config/files/${file.id}/members-only`;

describe.each(ENGINES)('members-only files on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let studioMember: Client;
  let openStudioMember: Client;
  let count = 0;

  const visitor = () =>
    suite.client(undefined, `10.31.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`);

  /** A confirmed member of the demo site in `areaId`, signed in with the spec's session call. */
  async function memberOf(areaId: string): Promise<Client> {
    const id = newId();
    const email = `files.${id}@example.com`;
    await insertMember(suite.db, website.id, {
      id,
      email,
      name: 'File Reader',
      password_hash: await hashPassword(MEMBER_PASSWORD),
      verified_at: suite.ctx.now(),
      created_at: suite.ctx.now(),
    });
    await addMembership(suite.db, website.id, areaId, id, suite.ctx.now());
    const client = visitor();
    const signedIn = await client.request('POST', '/api/site-users/account/session', {
      json: { email, password: MEMBER_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    return client;
  }

  /** A stored file of the site, as the library lists it. */
  async function stored(bytes: Uint8Array, contentType: string, extension: string): Promise<AssetFile> {
    const name = `members-${engine}-${++count}.${extension}`;
    await suite.ctx.assets.put(website.id, { name, contentType, bytes });
    const response = await owner().get(`/api/config/files?q=${name}`);
    const file = (response.json() as { files: AssetFile[] }).files.find((f) => f.name === name);
    if (!file) throw new Error(`${name} is not listed`);
    return file;
  }

  const photo = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 80, b: 40 } } })
      .jpeg()
      .toBuffer();

  async function mark(file: AssetFile, areaIds: string[]): Promise<AssetFile> {
    const response = await owner().request('PUT', markUrl(file), { json: { areaIds } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { file: AssetFile }).file;
  }

  /** The addresses of a file: the original, and for an image a rendition in both sizeFormat forms. */
  const addressesOf = (file: AssetFile) =>
    file.kind === 'image'
      ? [file.src, `${file.src}?format=300w`, `${file.src}/500w?crop=fill&ratio=1`]
      : [file.src];

  /** What a missing file answers: a marked file refused must be indistinguishable from it. */
  const answerShape = (response: Awaited<ReturnType<Client['get']>>) => ({
    status: response.statusCode,
    body: response.body,
    contentType: response.headers['content-type'],
    cacheControl: response.headers['cache-control'],
    etag: response.headers.etag,
    disposition: response.headers['content-disposition'],
  });

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    studioMember = await memberOf(studioNotes);
    openStudioMember = await memberOf(openStudio);
  });

  it('lists the site’s member areas with the files, and each file’s mark', async () => {
    const file = await stored(Buffer.from('glaze recipes'), 'text/plain', 'txt');
    expect(file.memberAreaIds).toBeNull();
    const marked = await mark(file, [openStudio, studioNotes, openStudio]);
    expect(marked).toEqual({ ...file, memberAreaIds: [openStudio, studioNotes] });
    const listed = (await owner().get(`/api/config/files?q=${file.name}`)).json() as {
      files: AssetFile[];
      memberAreas: { id: string; name: string }[];
    };
    expect(listed.files.map((f) => f.memberAreaIds)).toEqual([[openStudio, studioNotes]]);
    expect(listed.memberAreas).toEqual(DEMO_MEMBER_AREAS.map(({ id, name }) => ({ id, name })));
  });

  it('answers a visitor, a member of another area and an account without a role exactly as for a missing file', async () => {
    const image = await mark(await stored(await photo(), 'image/jpeg', 'jpg'), [studioNotes]);
    const document = await mark(await stored(Buffer.from('firing log'), 'text/plain', 'txt'), [studioNotes]);
    const stranger = await signedInWithRole(
      suite,
      { websiteId: website.id, engine },
      { role: SiteUserRole.commenter, name: `files-commenter-${engine}` },
    );
    const missing = answerShape(await visitor().get('/s/no-such-file.jpg'));
    expect(missing).toMatchObject({ status: 404, body: 'File not found.', cacheControl: 'no-store' });
    for (const address of [...addressesOf(image), ...addressesOf(document), `${image.src}?format=bogus`]) {
      for (const [who, client] of [
        ['a visitor', visitor()],
        ['a member of another area', openStudioMember],
        ['a commenter', stranger],
      ] as const) {
        const response = await client.get(address, { accept: AVIF_FIRST });
        expect(answerShape(response), `${address} to ${who}`).toEqual(missing);
      }
    }
  });

  it('serves the file, its renditions and its download to a member of its area and to contributors, never to be stored', async () => {
    const bytes = await photo();
    const image = await mark(await stored(bytes, 'image/jpeg', 'jpg'), [studioNotes, openStudio]);
    const pdf = Buffer.from('%PDF-1.4\n% members only\n');
    const document = await mark(await stored(pdf, 'application/pdf', 'pdf'), [studioNotes]);
    const viewer = await signedInWithRole(
      suite,
      { websiteId: website.id, engine },
      { role: SiteUserRole.viewer, name: `files-viewer-${engine}` },
    );
    for (const [who, client] of [
      ['a member of its area', studioMember],
      ['the owner', owner()],
      ['a viewer (may preview)', viewer],
    ] as const) {
      const original = await client.get(image.src);
      expect(original.statusCode, who).toBe(200);
      expect(original.rawPayload.equals(bytes), who).toBe(true);
      expect(original.headers['cache-control'], who).toBe('private, no-store');
      for (const address of addressesOf(image).slice(1)) {
        const rendition = await client.get(address, { accept: AVIF_FIRST });
        expect(rendition.statusCode, `${address} to ${who}`).toBe(200);
        expect(rendition.headers['content-type']).toBe('image/avif');
        expect(rendition.headers['cache-control'], `${address} to ${who}`).toBe('private, no-store');
      }
      const download = await client.get(document.src);
      expect(download.statusCode, who).toBe(200);
      expect(download.headers['content-disposition'], who).toMatch(/^attachment;/);
      expect(download.headers['cache-control'], who).toBe('private, no-store');
    }
    // The other area of the image opens it too; only the document's area opens the document.
    expect((await openStudioMember.get(image.src)).statusCode).toBe(200);
    expect((await openStudioMember.get(document.src)).statusCode).toBe(404);
    // The renditions made above are on disk now: still nothing for a visitor.
    for (const address of addressesOf(image))
      expect((await visitor().get(address, { accept: AVIF_FIRST })).statusCode, address).toBe(404);
  });

  it('closes a file marked after it was served publicly, renditions made then included, and opens it again when unmarked', async () => {
    const file = await stored(await photo(), 'image/jpeg', 'jpg');
    for (const address of addressesOf(file)) {
      const response = await visitor().get(address, { accept: AVIF_FIRST });
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
    await mark(file, [studioNotes]);
    for (const address of addressesOf(file))
      expect((await visitor().get(address, { accept: AVIF_FIRST })).statusCode, address).toBe(404);

    const cleared = await owner().request('DELETE', markUrl(file));
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as { file: AssetFile }).file.memberAreaIds).toBeNull();
    for (const address of addressesOf(file)) {
      const response = await visitor().get(address, { accept: AVIF_FIRST });
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
    // Clearing a file that is not marked is no error.
    expect((await owner().request('DELETE', markUrl(file))).statusCode).toBe(200);
  });

  it('keeps a file closed when every area it was marked for is deleted', async () => {
    const areaId = newId();
    await insertArea(suite.db, website.id, {
      id: areaId,
      name: `Kiln crew ${engine}`,
      description: '',
      access: 'free',
      created_at: suite.ctx.now(),
    });
    const crew = await memberOf(areaId);
    const file = await mark(await stored(Buffer.from('crew rota'), 'text/plain', 'txt'), [areaId]);
    expect((await crew.get(file.src)).statusCode).toBe(200);
    expect((await owner().request('DELETE', `/api/config/member-areas/${areaId}`)).statusCode).toBe(204);
    expect((await crew.get(file.src)).statusCode).toBe(404);
    expect((await visitor().get(file.src)).statusCode).toBe(404);
    expect((await owner().get(file.src)).statusCode).toBe(200);
    const listed = (await owner().get(`/api/config/files?q=${file.name}`)).json() as { files: AssetFile[] };
    expect(listed.files[0]?.memberAreaIds).toEqual([areaId]);
  });

  it('refuses bad marks with the field’s message and changes nothing', async () => {
    const file = await stored(Buffer.from('price list'), 'text/plain', 'txt');
    const otherHost = await anotherSite(suite, `files-other-${engine}`, 'Other');
    const otherSite = await suite.db
      .selectFrom('websites')
      .selectAll()
      .where('identifier', '=', `files-other-${engine}`)
      .executeTakeFirstOrThrow();
    const otherArea = newId();
    await insertArea(suite.db, otherSite.id, {
      id: otherArea,
      name: 'Elsewhere',
      description: '',
      access: 'free',
      created_at: suite.ctx.now(),
    });
    const refusals: [unknown, number, Record<string, string> | undefined][] = [
      [{ areaIds: [] }, 400, { areaIds: MEMBERS_ONLY_FILE_MESSAGES.areasRequired }],
      [{ areaIds: ['0123456789abcdef01234567'] }, 400, { areaIds: MEMBERS_ONLY_FILE_MESSAGES.unknownArea }],
      [{ areaIds: [studioNotes, otherArea] }, 400, { areaIds: MEMBERS_ONLY_FILE_MESSAGES.unknownArea }],
      [{ areaIds: ['not an id'] }, 400, { 'areaIds.0': MEMBERS_ONLY_FILE_MESSAGES.notAnArea }],
      [
        { areaIds: Array.from({ length: 51 }, () => studioNotes) },
        400,
        { areaIds: MEMBERS_ONLY_FILE_MESSAGES.tooManyAreas },
      ],
      [{ areaIds: studioNotes }, 400, undefined],
      [{}, 400, undefined],
      [null, 400, undefined],
    ];
    for (const [body, status, errors] of refusals) {
      const response = await owner().request('PUT', markUrl(file), { json: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error, JSON.stringify(body)).toEqual(expect.any(String));
      if (errors) expect(response.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    const valid = { json: { areaIds: [studioNotes] } };
    expect(
      (await owner().request('PUT', '/api/config/files/0123456789abcdef01234567/members-only', valid))
        .statusCode,
    ).toBe(404);
    expect((await owner().request('PUT', '/api/config/files/nope/members-only', valid)).statusCode).toBe(400);
    // Another site's file is no file here, and its owner's session there marks nothing here.
    const { id: otherFileId } = await suite.ctx.assets.put(otherSite.id, {
      name: 'other-file.txt',
      contentType: 'text/plain',
      bytes: Buffer.from('x'),
    });
    expect(
      (await owner().request('PUT', `/api/config/files/${otherFileId}/members-only`, valid)).statusCode,
    ).toBe(404);
    expect((await suite.client(otherHost).get('/s/other-file.txt')).statusCode).toBe(200);
    // Who may not: a visitor (401), a member, who holds no account (401), an account without the permission (403).
    expect((await visitor().request('PUT', markUrl(file), valid)).statusCode).toBe(401);
    expect((await studioMember.request('PUT', markUrl(file), valid)).statusCode).toBe(401);
    const viewer = await signedInWithRole(
      suite,
      { websiteId: website.id, engine },
      { role: SiteUserRole.viewer, name: `files-refused-viewer-${engine}` },
    );
    expect((await viewer.request('PUT', markUrl(file), valid)).statusCode).toBe(403);
    expect((await viewer.request('DELETE', markUrl(file))).statusCode).toBe(403);

    const row = await suite.db
      .selectFrom('assets')
      .select('member_area_ids')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(row.member_area_ids).toBeNull();
    expect((await visitor().get(file.src)).statusCode).toBe(200);
  });
});
