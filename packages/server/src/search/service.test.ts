// Search on both engines: what is found, what never is, ranking, limits, and keeping the index
// current as content changes.
import { ItemPublicationState } from '@tessera/core';
import { MATCH_END, MATCH_START } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../test/demo-site.ts';
import { ENGINES } from '../../test/engines.ts';
import { newId } from '../db/ids.ts';
import {
  ensureSearchIndex,
  reindexCollection,
  reindexItem,
  reindexItems,
  reindexLayoutOwner,
  reindexSite,
  SEARCH_RESULT_LIMIT,
  search,
} from './service.ts';

const shown = (text: string) => text.replaceAll(MATCH_START, '[').replaceAll(MATCH_END, ']');

describe.each(ENGINES)('search on %s', (engine) => {
  const demo = useDemoSite(engine);
  const visitor = { canPreview: false, now: Date.now(), homeCollectionId: null };
  const owner = { canPreview: true, now: Date.now(), homeCollectionId: null };

  async function find(query: string, options = visitor) {
    const { website } = await demo.site();
    return search(demo.db, website.id, query, options);
  }
  const hrefs = async (query: string, options = visitor) => (await find(query, options)).map((r) => r.href);

  type ItemFields = { title: string; excerpt?: string; state?: number; publishedAt?: number | null };

  async function addItem(collectionUrlId: string, fields: ItemFields) {
    const added = await insertItem(collectionUrlId, fields);
    await reindexItem(demo.db, added.websiteId, added.id);
    return { id: added.id, href: added.href };
  }

  /** An item stored and not yet indexed. */
  async function insertItem(collectionUrlId: string, fields: ItemFields) {
    const collection = await demo.collection(collectionUrlId);
    const id = newId();
    await demo.db
      .insertInto('items')
      .values({
        website_id: collection.website_id,
        id,
        collection_id: collection.id,
        record_type: 1,
        publication_state: fields.state ?? ItemPublicationState.published,
        url_id: `item-${id.slice(-8)}`,
        title: fields.title,
        excerpt: fields.excerpt ?? '',
        layout_id: null,
        asset_id: null,
        data: '{}',
        ordering: 0,
        published_at: fields.publishedAt === undefined ? Date.now() : fields.publishedAt,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    return { id, websiteId: collection.website_id, href: `/${collection.url_id}/item-${id.slice(-8)}` };
  }

  it('finds titles, excerpts and block text, case-insensitively, matched words marked', async () => {
    const results = await find('Plum');
    expect(results.map((r) => r.href).sort()).toEqual([
      // The Gallery designs and Slideshows pages by their gallery blocks' captions
      '/gallery-designs',
      '/gallery-slideshows',
      '/gallery/plum-vase',
      '/home',
      '/journal/chasing-plum',
    ]);
    const post = results.find((r) => r.href === '/journal/chasing-plum');
    expect(post && shown(post.title)).toBe('Chasing a [plum] glaze for two years');
    expect(post?.meta).toBe('Journal');
    // The home page is found by the text of one of its blocks.
    const home = results.find((r) => r.href === '/home');
    expect(home && shown(home.excerpt)).toContain('a smoky [plum] we have been chasing');
    expect(home?.meta).toBe('');
  });

  it('matches each word as the start of a word, and needs every word', async () => {
    expect((await hrefs('plu')).sort()).toEqual(await hrefs('plum').then((h) => h.sort()));
    expect((await hrefs('plum vase')).sort()).toEqual([
      '/gallery-designs',
      '/gallery-slideshows',
      '/gallery/plum-vase',
    ]);
    expect(await hrefs('plum zzzz')).toEqual([]);
    expect(await hrefs('lum')).toEqual([]);
  });

  it('reads query syntax as plain words: never an error', async () => {
    for (const query of ['"', '*', '(', ')', '"plum', 'plum*', '-plum', 'plum:', 'plum)', '^plum', "'"]) {
      const results = await find(query);
      if (/plum/i.test(query))
        expect(
          results.map((r) => r.href),
          query,
        ).toContain('/journal/chasing-plum');
      else expect(results, query).toEqual([]);
    }
    expect(await hrefs('AND OR (')).toEqual(await hrefs('and or'));
    expect(await hrefs('AND OR (')).not.toEqual([]);
    expect(await hrefs('NEAR(plum glaze)')).toEqual(await hrefs('near plum glaze'));
  });

  it('folds diacritics both ways, and marks the word as written', async () => {
    const { href } = await addItem('journal', { title: 'Café crème evenings', excerpt: 'Naïve glazes' });
    for (const query of ['cafe', 'CAFÉ', 'creme', 'naive']) {
      expect(await hrefs(query), query).toContain(href);
    }
    const [result] = await find('cafe');
    expect(result && shown(result.title)).toBe('[Café] crème evenings');
  });

  it('ranks a match in the title above one in the text', async () => {
    const inText = await addItem('journal', {
      title: 'A quiet week',
      excerpt: 'Mostly about zanzibar clay.',
    });
    const inTitle = await addItem('journal', { title: 'Zanzibar clay', excerpt: 'A report.' });
    expect(await hrefs('zanzibar')).toEqual([inTitle.href, inText.href]);
  });

  it('never finds drafts, unpublished pages, passwords, or scheduled items before their time', async () => {
    const draft = await addItem('journal', { title: 'Quokka draft', state: ItemPublicationState.draft });
    const later = await addItem('journal', {
      title: 'Quokka later',
      state: ItemPublicationState.scheduled,
      publishedAt: Date.now() + 60_000,
    });
    const due = await addItem('journal', {
      title: 'Quokka due',
      state: ItemPublicationState.scheduled,
      publishedAt: Date.now() - 60_000,
    });
    expect(await hrefs('quokka')).toEqual([due.href]);
    // Once its time has come, read at query time: no reindex needed.
    expect((await hrefs('quokka', { ...visitor, now: Date.now() + 120_000 })).sort()).toEqual(
      [due.href, later.href].sort(),
    );
    // Owners preview unpublished content, as on the pages themselves…
    expect((await hrefs('quokka', owner)).sort()).toEqual([draft.href, due.href, later.href].sort());
    expect(await hrefs('workshops', owner)).toContain('/workshops');
    expect(await hrefs('workshops')).toEqual([]);
    // …but nothing behind a password is in the index at all.
    for (const options of [visitor, owner]) {
      expect(await hrefs('trade prices', options)).toEqual([]);
      expect(await hrefs('wholesale', options)).not.toContain('/wholesale');
    }
  });

  it('hides a page the moment it is unpublished, and its items with it', async () => {
    const journal = await demo.collection('journal');
    const setState = (state: number) =>
      demo.db
        .updateTable('collections')
        .set({ publication_state: state })
        .where('id', '=', journal.id)
        .execute();
    await setState(ItemPublicationState.draft);
    expect(await hrefs('plum')).not.toContain('/journal/chasing-plum');
    expect(await hrefs('journal')).not.toContain('/journal');
    await setState(ItemPublicationState.published);
    expect(await hrefs('plum')).toContain('/journal/chasing-plum');
  });

  it('answers at most 50 results', async () => {
    const { website } = await demo.site();
    const gallery = await demo.collection('gallery');
    await demo.db
      .insertInto('items')
      .values(
        Array.from({ length: SEARCH_RESULT_LIMIT + 10 }, (_, i) => ({
          website_id: website.id,
          id: newId(),
          collection_id: gallery.id,
          record_type: 2,
          publication_state: ItemPublicationState.published,
          url_id: `wombat-${i}`,
          title: `Wombat number ${i}`,
          excerpt: '',
          layout_id: null,
          asset_id: null,
          data: '{}',
          ordering: 100 + i,
          published_at: Date.now(),
          created_at: Date.now(),
          updated_at: Date.now(),
        })),
      )
      .execute();
    // The collection's own document alone does not bring its new items in; with its items it does.
    await reindexCollection(demo.db, website.id, gallery.id);
    expect(await find('wombat')).toEqual([]);
    await reindexCollection(demo.db, website.id, gallery.id, { items: true });
    expect(await find('wombat')).toHaveLength(SEARCH_RESULT_LIMIT);
  });

  it('indexes several items in one go, and no other', async () => {
    const { website } = await demo.site();
    const indexed = await addItem('gallery', { title: 'Dugong notes' });
    await demo.db.updateTable('items').set({ title: 'Numbat notes' }).where('id', '=', indexed.id).execute();
    const added = [
      await insertItem('gallery', { title: 'Dugong vase' }),
      await insertItem('gallery', { title: 'Dugong bowl' }),
    ];
    await reindexItems(
      demo.db,
      website.id,
      added.map((item) => item.id),
    );
    expect((await hrefs('dugong')).sort()).toEqual([indexed.href, ...added.map((item) => item.href)].sort());
    // The gallery's item not named keeps its document as it was: its new title is not indexed yet.
    expect(await hrefs('numbat')).toEqual([]);
  });

  it('follows changes: a new title, a changed block, a rebuild', async () => {
    const { website } = await demo.site();
    const about = await demo.collection('about');
    await demo.db
      .updateTable('collections')
      .set({ title: 'About the pangolins' })
      .where('id', '=', about.id)
      .execute();
    expect(await hrefs('pangolins')).toEqual([]);
    await reindexCollection(demo.db, website.id, about.id);
    expect(await hrefs('pangolins')).toEqual(['/about']);

    const layout = await demo.db
      .selectFrom('layouts')
      .select('sections')
      .where('website_id', '=', website.id)
      .where('id', '=', about.layout_id ?? '')
      .executeTakeFirstOrThrow();
    await demo.db
      .updateTable('layouts')
      .set({ sections: layout.sections.replace('community-college pottery class', 'axolotl pottery class') })
      .where('website_id', '=', website.id)
      .where('id', '=', about.layout_id ?? '')
      .execute();
    await reindexLayoutOwner(demo.db, website.id, { collectionId: about.id, itemId: null });
    expect(await hrefs('axolotl')).toEqual(['/about']);
    expect(await hrefs('community college')).toEqual([]);

    await reindexSite(demo.db, website.id);
    expect(await hrefs('axolotl')).toEqual(['/about']);
  });

  it('builds the index at start when it is missing or older, and only then', async () => {
    const { website } = await demo.site();
    await demo.db.deleteFrom('search_documents').where('website_id', '=', website.id).execute();
    await demo.db.deleteFrom('platform_settings').where('key', '=', 'search_index_version').execute();
    expect(await hrefs('plum')).toEqual([]);
    expect(await ensureSearchIndex(demo.db)).toBe(true);
    expect(await hrefs('plum')).toContain('/journal/chasing-plum');
    expect(await ensureSearchIndex(demo.db)).toBe(false);
  });
});
