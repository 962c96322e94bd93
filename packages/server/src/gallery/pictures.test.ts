// A gallery collection's pictures through the config API, on both engines: listed in their order,
// added from the site's images (captioned from the asset's title or file name, described by the
// image's alt text until given their own),
// changed, moved, moved to the trash, each refreshing the published page; bad input refused saying
// why, and concurrent moves and additions never losing a picture.
import { ContentItemType, GALLERY_FULL, ItemPublicationState, MAX_GALLERY_PICTURES } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { newId } from '../db/ids.ts';
import type { GalleryPicture } from './picture-routes.ts';
import { NOT_SITE_IMAGES, PICTURE_NOT_FOUND } from './pictures.ts';

const DEMO_CAPTIONS = ['Fern mugs', 'Oat bowls', 'Plum vase', 'Test tiles', 'Studio shelf', 'Kiln opening'];

describe.each(ENGINES)('gallery pictures on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  const base = async (urlId = 'gallery') =>
    `/api/config/galleries/${(await demoPage(suite.db, urlId)).id}/pictures`;
  const list = async (): Promise<GalleryPicture[]> => (await owner().get(await base())).json().pictures;
  const captions = async () => (await list()).map((p) => p.caption);
  const move = async (id: string, index: number) =>
    owner().request('PUT', `${await base()}/${id}/position`, { json: { index } });
  let uploads = 0;
  const image = async (name: string, alt = '') => {
    const website = await demoWebsite(suite.db);
    const stored = await suite.ctx.assets.put(website.id, {
      name: `upload-${++uploads}.png`,
      title: name,
      contentType: 'image/png',
      bytes: new Uint8Array([137, 80, 78, 71]),
      width: 40,
      height: 30,
      alt,
    });
    return stored.id;
  };
  const galleryOrder = (html: string) => [...html.matchAll(/data-caption="([^"]*)"/g)].map((m) => m[1]);

  it('lists the demo gallery’s pictures in order, each with its image’s alt text and a centred focus', async () => {
    const pictures = await list();
    expect(pictures.map((p) => p.caption)).toEqual(DEMO_CAPTIONS);
    expect(pictures[0]).toMatchObject({
      alt: 'Green hills under a pale sky',
      focalPoint: { x: 50, y: 50 },
      image: { src: '/s/gallery-1.jpg' },
    });
  });

  it('adds images at the end, changes one, moves one first and trashes one; the page follows each', async () => {
    expect(galleryOrder((await suite.client().get('/gallery')).body)).toEqual(DEMO_CAPTIONS);
    const a = await image('kiln_opening-2.png', 'Bowls stacked in a cooling kiln');
    const b = await image('写真.png');
    const added = await owner().request('POST', await base(), { json: { assetIds: [a, b] } });
    expect(added.statusCode).toBe(201);
    const pictures: GalleryPicture[] = added.json().pictures;
    expect(pictures.map((p) => p.caption)).toEqual([...DEMO_CAPTIONS, 'Kiln opening 2', '写真']);
    const [first, second] = pictures.slice(-2);
    expect(first).toMatchObject({ alt: 'Bowls stacked in a cooling kiln', image: { assetId: a } });
    expect(galleryOrder((await suite.client().get('/gallery')).body).slice(-2)).toEqual([
      'Kiln opening 2',
      '写真',
    ]);
    // The second has no latin letters: its address is 'picture'.
    expect((await suite.client().get('/gallery/picture')).statusCode).toBe(200);
    // Both in the site's search at once (the gallery's documents, rebuilt once for the two).
    const found = (await suite.client().get('/search?q=opening')).body;
    expect(found).toContain('href="/gallery/kiln-opening-2"');

    const changed = await owner().request('PUT', `${await base()}/${first?.id}`, {
      json: { caption: ' Cooling kiln ', alt: 'Warm bowls', focalPoint: { x: 20, y: 80 } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().picture).toMatchObject({
      caption: 'Cooling kiln',
      alt: 'Warm bowls',
      focalPoint: { x: 20, y: 80 },
    });
    expect(
      (await owner().request('PUT', `${await base()}/${first?.id}`, { json: { alt: '' } })).json().picture,
    ).toMatchObject({
      caption: 'Cooling kiln',
      alt: '',
      focalPoint: { x: 20, y: 80 },
    });
    await owner().request('PUT', `${await base()}/${first?.id}`, { json: { alt: 'Warm bowls' } });

    // Found by its new caption in the site's search, at its own page.
    expect((await suite.client().get('/search?q=cooling')).body).toContain('href="/gallery/kiln-opening-2"');

    const moved = await move(first?.id ?? '', 0);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().pictures[0].caption).toBe('Cooling kiln');
    const page = (await suite.client().get('/gallery')).body;
    expect(galleryOrder(page)[0]).toBe('Cooling kiln');
    expect(page).toContain('alt="Warm bowls"');
    expect(page).toContain('fx-20 fy-80');

    const trashed = await owner().request('DELETE', `${await base()}/${second?.id}`);
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json().pictures.map((p: GalleryPicture) => p.caption)).not.toContain('写真');
    expect(galleryOrder((await suite.client().get('/gallery')).body)).not.toContain('写真');
    expect((await suite.client().get('/gallery/picture')).statusCode).toBe(404);
    const row = await suite.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', second?.id ?? '')
      .executeTakeFirst();
    expect(row?.publication_state).toBe(ItemPublicationState.deleted);
    expect(row?.deleted_at).not.toBeNull();

    // Put the demo back as it was for the other tests.
    await owner().request('DELETE', `${await base()}/${first?.id}`);
    expect(await captions()).toEqual(DEMO_CAPTIONS);
  });

  it('refuses bad input saying why, and changes nothing', async () => {
    const [picture] = await list();
    const id = picture?.id ?? '';
    const put = async (json: unknown) => owner().request('PUT', `${await base()}/${id}`, { json });
    expect((await put({ caption: '  ' })).json().errors).toEqual({ caption: 'Please enter a caption.' });
    expect((await put({ alt: 'x'.repeat(501) })).json().errors).toEqual({
      alt: 'Alt text is at most 500 characters.',
    });
    expect((await put({ focalPoint: { x: 55, y: 50 } })).json().errors).toEqual({
      'focalPoint.x': 'In steps of 10%.',
    });
    expect((await put({ title: 'Other' })).statusCode).toBe(400);

    const tooFar = await move(id, 6);
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors).toEqual({
      index: 'This gallery has 6 pictures: choose a place from 0 to 5.',
    });
    expect((await move(id, -1)).json().errors).toEqual({
      index: 'Send the place as a whole number, 0 for first.',
    });

    const document = await suite.ctx.assets.put((await demoWebsite(suite.db)).id, {
      name: 'price-list.txt',
      contentType: 'text/plain',
      bytes: new Uint8Array([65]),
    });
    const add = async (assetIds: unknown) => owner().request('POST', await base(), { json: { assetIds } });
    expect((await add([document.id])).json().errors).toEqual({ assetIds: NOT_SITE_IMAGES });
    expect((await add([])).json().errors).toEqual({ assetIds: 'Choose at least one image.' });

    const missing = await owner().request('DELETE', `${await base()}/${'0'.repeat(24)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(PICTURE_NOT_FOUND);
    for (const notAGallery of [
      await owner().get(await base('journal')),
      await owner().request('POST', await base('journal'), { json: { assetIds: [await image('a.png')] } }),
      await owner().request('PUT', `${await base('journal')}/${id}/position`, { json: { index: 0 } }),
    ]) {
      expect(notAGallery.statusCode).toBe(404);
      expect(notAGallery.json().error).toBe('This gallery does not exist.');
    }
    expect(await captions()).toEqual(DEMO_CAPTIONS);
    expect((await list())[0]).toMatchObject({
      alt: 'Green hills under a pale sky',
      focalPoint: { x: 50, y: 50 },
    });
  });

  it('adds an image named twice once, captions it by its file name without a title, and follows its alt text', async () => {
    const untitled = await image('');
    await suite.db.updateTable('assets').set({ title: '' }).where('id', '=', untitled).execute();
    const added = await owner().request('POST', await base(), { json: { assetIds: [untitled, untitled] } });
    const pictures: GalleryPicture[] = added.json().pictures;
    expect(pictures.map((p) => p.caption)).toEqual([...DEMO_CAPTIONS, `Upload ${uploads}`]);
    // Without alt text of its own, the picture says what its image says, now and after a change.
    expect(pictures.at(-1)?.alt).toBe('');
    await suite.db
      .updateTable('assets')
      .set({ alt: 'A jug in the window' })
      .where('id', '=', untitled)
      .execute();
    expect((await list()).at(-1)?.alt).toBe('A jug in the window');
    await owner().request('DELETE', `${await base()}/${pictures.at(-1)?.id}`);
  });

  it(`refuses a picture past the gallery's ${MAX_GALLERY_PICTURES}, adding none`, async () => {
    const gallery = await demoPage(suite.db, 'gallery');
    const now = Date.now();
    const fillers = Array.from({ length: MAX_GALLERY_PICTURES - DEMO_CAPTIONS.length }, (_, i) => ({
      website_id: gallery.website_id,
      id: newId(),
      collection_id: gallery.id,
      record_type: ContentItemType.image,
      publication_state: ItemPublicationState.published,
      url_id: `filler-${i}`,
      title: `Filler ${i}`,
      excerpt: '',
      layout_id: null,
      asset_id: null,
      data: '{}',
      ordering: 100 + i,
      published_at: now,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    }));
    await suite.db.insertInto('items').values(fillers).execute();
    try {
      const full = await owner().request('POST', await base(), {
        json: { assetIds: [await image('one-more.png')] },
      });
      expect(full.statusCode).toBe(400);
      expect(full.json().errors).toEqual({ assetIds: GALLERY_FULL });
      expect(await list()).toHaveLength(MAX_GALLERY_PICTURES);
    } finally {
      await suite.db.deleteFrom('items').where('url_id', 'like', 'filler-%').execute();
    }
  });

  it('loses no picture when moves and additions land at the same moment', async () => {
    const pictures = await list();
    const ids = pictures.map((p) => p.id);
    const newImages = await Promise.all([image('night-firing.png'), image('raku.png')]);
    const answers = await Promise.all([
      move(ids[5] ?? '', 0),
      move(ids[0] ?? '', 5),
      owner().request('POST', await base(), { json: { assetIds: [newImages[0]] } }),
      move(ids[2] ?? '', 1),
      owner().request('POST', await base(), { json: { assetIds: [newImages[1]] } }),
      move(ids[3] ?? '', 4),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201, 201]);
    const after = await list();
    expect(after).toHaveLength(8);
    expect(new Set(after.map((p) => p.id)).size).toBe(8);
    expect(after.map((p) => p.caption).sort()).toEqual([...DEMO_CAPTIONS, 'Night firing', 'Raku'].sort());
    // Each in a place of its own: the next move cannot put two in one place.
    const places = await suite.db
      .selectFrom('items')
      .select('ordering')
      .where(
        'id',
        'in',
        after.map((p) => p.id),
      )
      .execute();
    expect(new Set(places.map((p) => p.ordering)).size).toBe(8);
    for (const picture of after.filter((p) => !ids.includes(p.id)))
      await owner().request('DELETE', `${await base()}/${picture.id}`);
    for (const [index, id] of ids.entries()) await move(id, index);
    expect(await captions()).toEqual(DEMO_CAPTIONS);
  });
});
