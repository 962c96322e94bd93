// The blog through the config API and the published site, on both engines: posts made and edited
// (tags and categories held to core's limits and messages), the post URL format sanitised and
// followed, the list filtered by publication state, publication moves as for pages, tag and
// category pages listing exactly their posts, and cached pages dropped when a post changes.
import { BLOG_URL_TEMPLATE_NEEDS_SLUG, ItemPublicationState, SiteUserRole, TRASH_DAYS } from '@tessera/core';
import type { Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { NEEDS_PUBLISH } from '../content/publication-checks.ts';
import { purgeTrash } from '../content/trash/repository.ts';
import { createAccount } from '../identity/accounts.ts';
import { publishScheduledJob } from '../jobs/publication/service.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { PageCache } from '../render/cache.ts';
import { addMember } from '../websites/members.ts';
import type { BlogPosts, PostDetail, PostSummary } from './schemas.ts';

describe.each(ENGINES)('the blog on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  const journal = () => demoPage(suite.db, 'journal');

  async function listPosts(query = ''): Promise<BlogPosts> {
    const response = await owner().get(`/api/config/blogs/${(await journal()).id}/posts${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as BlogPosts;
  }

  async function postByUrl(urlId: string): Promise<PostSummary> {
    const post = (await listPosts()).posts.find((p) => p.urlId === urlId);
    if (!post) throw new Error(`no post ${urlId}`);
    return post;
  }

  const putPost = (id: string, json: unknown, client = owner()) =>
    client.request('PUT', `/api/config/posts/${id}`, { json });

  async function createPost(title: string): Promise<PostDetail> {
    const response = await owner().request('POST', `/api/config/blogs/${(await journal()).id}/posts`, {
      json: { title },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as PostDetail;
  }

  async function contributor(role: number, email: string) {
    const account = await createAccount(suite.db, {
      email,
      password: 'contributor password',
      displayName: email,
    });
    await addMember(suite.db, (await demoWebsite(suite.db)).id, account.id, role);
    const client = suite.client();
    expect((await client.signIn(email, 'contributor password')).statusCode).toBe(200);
    return client;
  }

  it('makes a Hidden post by the signed-in owner and edits every field of it', async () => {
    const made = await createPost('Salt firing, at last!');
    expect(made.post).toMatchObject({
      title: 'Salt firing, at last!',
      urlId: 'salt-firing-at-last',
      publicationState: ItemPublicationState.draft,
      publicationLabel: 'Hidden',
      tags: [],
      categories: [],
      image: null,
    });
    expect(made.post.author).not.toBe('');
    expect(made.layout).toMatchObject({ sections: [], hasDraft: false });
    // One title twice: the second gets its own URL.
    expect((await createPost('Salt firing, at last!')).post.urlId).toBe('salt-firing-at-last-2');

    const image = await suite.db
      .selectFrom('assets')
      .select('id')
      .where('website_id', '=', (await demoWebsite(suite.db)).id)
      .where('name', '=', 'post-kiln.svg')
      .executeTakeFirstOrThrow();
    const edited = await putPost(made.post.id, {
      title: 'Salt firing',
      urlId: 'salt-firing',
      excerpt: 'Soda, salt and a lot of smoke.',
      author: 'Mara Quill',
      tags: [' Salt ', 'Kiln'],
      categories: ['Process'],
      imageId: image.id,
      publishedAt: '2026-03-09T10:00:00Z',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().post).toMatchObject({
      title: 'Salt firing',
      urlId: 'salt-firing',
      excerpt: 'Soda, salt and a lot of smoke.',
      author: 'Mara Quill',
      tags: ['Salt', 'Kiln'],
      categories: ['Process'],
      image: { id: image.id, src: '/s/post-kiln.svg' },
      publishedAt: '2026-03-09T10:00:00.000Z',
      fullUrl: '/journal/salt-firing',
    });
    const read = (await owner().get(`/api/config/posts/${made.post.id}`)).json() as PostDetail;
    expect(read.post).toEqual(edited.json().post);
    // Hidden: visitors do not see it; the owner previews it.
    expect((await suite.client().get('/journal/salt-firing')).statusCode).toBe(404);
    expect((await owner().get('/journal/salt-firing')).statusCode).toBe(200);
  });

  it('refuses a tag of 51 characters and a category of 26 with core’s messages, storing nothing', async () => {
    const post = await postByUrl('studio-open-days');
    const tag = await putPost(post.id, { title: 'Changed', tags: ['x'.repeat(51)] });
    expect(tag.statusCode).toBe(400);
    expect(tag.json()).toEqual({
      error: 'Tags cannot be longer than 50 characters.',
      errors: { tags: 'Tags cannot be longer than 50 characters.' },
    });
    const category = await putPost(post.id, { categories: ['y'.repeat(26)] });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors).toEqual({ categories: 'Categories cannot be longer than 25 characters.' });
    const twice = await putPost(post.id, { tags: ['Test tiles', 'test  TILES'] });
    expect(twice.json().errors).toEqual({ tags: 'This tag already exists' });
    // At the limits they are kept.
    const fits = await putPost(post.id, { tags: ['Studio', 'x'.repeat(50)], categories: ['y'.repeat(25)] });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().post).toMatchObject({
      title: 'Studio open days are back',
      categories: ['y'.repeat(25)],
    });
    expect((await putPost(post.id, { tags: ['Studio'], categories: ['News'] })).statusCode).toBe(200);
  });

  it('sanitises the post URL format with core, refuses one without %t, and posts follow it', async () => {
    const blog = await journal();
    const put = (postUrlTemplate: string) =>
      owner().request('PUT', `/api/config/blogs/${blog.id}`, { json: { postUrlTemplate } });
    const refused = await put('%Y/%m/%d');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ postUrlTemplate: BLOG_URL_TEMPLATE_NEEDS_SLUG });

    const saved = await put(' Notes %Y/%M/%d/%T_! ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().blog).toMatchObject({ postUrlTemplate: 'notes-%y/%m/%d/%t', fullUrl: '/journal' });
    const plum = await postByUrl('chasing-plum');
    const date = new Date(plum.publishedAt ?? '');
    const path = `/journal/notes-${date.getUTCFullYear()}/${date.getUTCMonth() + 1}/${date.getUTCDate()}/chasing-plum`;
    expect(plum.fullUrl).toBe(path);
    const page = await suite.client().get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Chasing a plum glaze');
    expect(page.body).toMatch(new RegExp(`rel="canonical" href="[^"]*${path}"`));
    // The old address and a wrong date are not the post's any more.
    expect((await suite.client().get('/journal/chasing-plum')).statusCode).toBe(404);
    expect((await suite.client().get('/journal/notes-1999/1/1/chasing-plum')).statusCode).toBe(404);
    expect((await suite.client().get('/journal')).body).toContain(`href="${path}"`);
    expect((await suite.client().get('/search?q=plum')).body).toContain(`href="${path}"`);

    expect((await put('%t')).statusCode).toBe(200);
    expect((await suite.client().get('/journal/chasing-plum')).statusCode).toBe(200);
  });

  it('lists a blog’s posts filtered by publication state', async () => {
    const hidden = await createPost('A hidden draft');
    const all = await listPosts();
    expect(all.blog).toMatchObject({ title: 'Journal', postUrlTemplate: '%t' });
    expect(all.posts.map((p) => p.urlId)).toEqual(expect.arrayContaining(['chasing-plum', 'a-hidden-draft']));
    const available = await listPosts('?state=1');
    expect(available.posts.length).toBeGreaterThanOrEqual(3);
    expect(available.posts.every((p) => p.publicationLabel === 'Available')).toBe(true);
    const drafts = await listPosts('?state=4');
    expect(drafts.posts.map((p) => p.id)).toContain(hidden.post.id);
    expect(drafts.posts.every((p) => p.publicationState === 4)).toBe(true);
    expect((await listPosts('?state=3')).posts).toEqual([]);
    const bad = await owner().get(`/api/config/blogs/${(await journal()).id}/posts?state=9`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('state');
    // A page is not a blog.
    expect(
      (await owner().get(`/api/config/blogs/${(await demoPage(suite.db, 'about')).id}/posts`)).statusCode,
    ).toBe(404);
  });

  it('moves a post as a page moves: review without publish, 400 off the table, publishing its body’s draft', async () => {
    const made = await createPost('Glaze recipes');
    const layout = made.layout;
    if (!layout) throw new Error('a post has a body');
    const sections: Section[] = [
      {
        id: 'section-1',
        background: { kind: 'none' },
        theme: 'light',
        width: 'wide',
        padding: 'medium',
        blocks: [{ id: 'heading-1', type: 'heading', version: 1, data: { text: 'Our oat glaze', level: 2 } }],
      },
    ];
    const draft = await owner().request('PUT', `/api/config/layouts/${layout.id}`, {
      json: { version: layout.version, sections },
    });
    expect(draft.statusCode).toBe(200);

    const campaigns = await contributor(SiteUserRole.campaignsEditor, 'blog-campaigns@example.com');
    const publish = await putPost(made.post.id, { publicationState: 1 }, campaigns);
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toEqual({ error: NEEDS_PUBLISH });
    const review = await putPost(made.post.id, { publicationState: 3 }, campaigns);
    expect(review.json().post).toMatchObject({ publicationState: 3, publicationLabel: 'Needs Review' });
    const off = await putPost(made.post.id, { publicationState: 3 });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors).toEqual({
      publicationState: 'A post that is Needs Review cannot become Needs Review.',
    });

    const approved = await putPost(made.post.id, { publicationState: 1, tags: ['Glazes'] });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().post).toMatchObject({ publicationLabel: 'Available', tags: ['Glazes'] });
    expect(approved.json().post.publishedAt).not.toBeNull();
    const page = await suite.client().get('/journal/glaze-recipes');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Our oat glaze');
    const detail = (await owner().get(`/api/config/posts/${made.post.id}`)).json() as PostDetail;
    expect(detail.layout?.hasDraft).toBe(false);
    const revisions = (await owner().get(`/api/config/layouts/${layout.id}/revisions`)).json().revisions;
    expect(revisions).toHaveLength(1);
    // Published, it is found by search.
    expect((await suite.client().get('/search?q=oat+glaze')).body).toContain('/journal/glaze-recipes');

    const trashed = await putPost(made.post.id, { publicationState: 6 });
    expect(trashed.json().post).toMatchObject({ publicationLabel: 'Deleted' });
    expect((await suite.client().get('/journal/glaze-recipes')).statusCode).toBe(404);
    expect((await putPost(made.post.id, { publicationState: 1 })).statusCode).toBe(400);
    expect((await putPost(made.post.id, { publicationState: 4 })).json().post.publicationLabel).toBe(
      'Hidden',
    );
  });

  it('schedules a post; the publication job publishes it and its body at its time', async () => {
    const made = await createPost('Spring sale');
    const at = Date.now() + 60 * 60 * 1000;
    const scheduled = await putPost(made.post.id, {
      publicationState: 2,
      publishAt: new Date(at).toISOString(),
      tags: ['Sale'],
    });
    expect(scheduled.json().post).toMatchObject({
      publicationLabel: 'Scheduled',
      publishAt: new Date(at).toISOString(),
    });
    expect((await putPost(made.post.id, { publishedAt: '2026-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await suite.client().get('/journal/tag/sale')).statusCode).toBe(404);
    const worker = new Worker({
      deps: testDeps(suite.db, new Clock(at + 1000), { siteChanged: async () => {} }),
      jobs: [publishScheduledJob],
      periodic: [],
    });
    await worker.runOnce();
    expect((await postByUrl('spring-sale')).publicationLabel).toBe('Available');
  });

  it('shows a tag’s and a category’s page with exactly their posts, linked from each post', async () => {
    const glazes = await suite.client().get('/journal/tag/glazes');
    expect(glazes.statusCode).toBe(200);
    expect(glazes.body).toContain('Posts tagged Glazes');
    const listed = [...glazes.body.matchAll(/<a href="(\/journal\/[a-z0-9-]+)"/g)].map((m) => m[1]).sort();
    const tagged = (await listPosts('?state=1')).posts
      .filter((p) => p.tags.some((t) => t.toLowerCase() === 'glazes'))
      .map((p) => p.fullUrl)
      .sort();
    expect(listed).toEqual(tagged);
    expect(listed).toEqual(
      expect.arrayContaining(['/journal/chasing-plum', '/journal/why-we-fire-with-gas']),
    );
    expect(listed).not.toContain('/journal/studio-open-days');

    const process = await suite.client().get('/journal/category/process');
    expect(process.statusCode).toBe(200);
    expect(process.body).toContain('Posts in Process');
    expect(process.body).not.toContain('/journal/studio-open-days');
    // Any case; a name no post carries is no page; a page is not a blog.
    expect((await suite.client().get('/journal/tag/GLAZES')).statusCode).toBe(200);
    expect((await suite.client().get('/journal/tag/nothing-here')).statusCode).toBe(404);
    expect((await suite.client().get('/about/tag/glazes')).statusCode).toBe(404);

    const plum = await suite.client().get('/journal/chasing-plum');
    expect(plum.body).toContain('<a href="/journal/tag/glazes">Glazes</a>');
    expect(plum.body).toContain('<a href="/journal/tag/test-tiles">Test tiles</a>');
    expect(plum.body).toContain('<a href="/journal/category/process">Process</a>');
    expect((await suite.client().get('/journal/tag/test-tiles')).statusCode).toBe(200);
  });

  it('drops the cached tag page and post when a post changes, and keeps unrelated pages', async () => {
    const website = await demoWebsite(suite.db);
    const visitor = suite.client();
    for (const path of ['/journal/tag/glazes', '/journal/why-we-fire-with-gas', '/about'])
      expect((await visitor.get(path)).statusCode).toBe(200);
    const cached = (path: string) => suite.ctx.pageCache.get(PageCache.key(website.id, path)) !== undefined;
    expect(cached('/journal/tag/glazes')).toBe(true);
    expect(cached('/about')).toBe(true);

    const gas = await postByUrl('why-we-fire-with-gas');
    expect((await putPost(gas.id, { title: 'Why gas, still' })).statusCode).toBe(200);
    expect(cached('/journal/tag/glazes')).toBe(false);
    expect(cached('/journal/why-we-fire-with-gas')).toBe(false);
    expect(cached('/about')).toBe(true);
    expect((await visitor.get('/journal/tag/glazes')).body).toContain('Why gas, still');

    // Its tag taken away, it leaves that tag's page.
    expect((await putPost(gas.id, { tags: ['Kiln'] })).statusCode).toBe(200);
    expect((await visitor.get('/journal/tag/glazes')).body).not.toContain('Why gas, still');
    expect((await visitor.get('/journal/tag/kiln')).body).toContain('Why gas, still');
  });

  it('purges a post left in the trash for the trash days, with its body and tags', async () => {
    const made = await createPost('Short-lived');
    expect((await putPost(made.post.id, { tags: ['Brief'] })).statusCode).toBe(200);
    expect((await putPost(made.post.id, { publicationState: 6 })).statusCode).toBe(200);
    const row = await suite.db
      .selectFrom('items')
      .select('deleted_at')
      .where('id', '=', made.post.id)
      .executeTakeFirstOrThrow();
    const day = 24 * 60 * 60 * 1000;
    await purgeTrash(suite.db, Number(row.deleted_at) + TRASH_DAYS * day - 1000);
    expect((await owner().get(`/api/config/posts/${made.post.id}`)).statusCode).toBe(200);
    const website = await demoWebsite(suite.db);
    expect(await purgeTrash(suite.db, Number(row.deleted_at) + TRASH_DAYS * day + 1000)).toContain(
      website.id,
    );
    expect((await owner().get(`/api/config/posts/${made.post.id}`)).statusCode).toBe(404);
    for (const table of ['item_terms', 'search_documents'] as const)
      expect(
        await suite.db.selectFrom(table).select('item_id').where('item_id', '=', made.post.id).execute(),
      ).toEqual([]);
    expect(
      await suite.db
        .selectFrom('layouts')
        .select('id')
        .where('id', '=', made.layout?.id ?? '')
        .execute(),
    ).toEqual([]);
  });

  it('lands every one of concurrent edits of one post’s tags whole', async () => {
    const post = await postByUrl('chasing-plum');
    const lists = [
      ['Glazes', 'Test tiles', 'A'],
      ['Glazes', 'Test tiles', 'B', 'C'],
      ['Glazes', 'Test tiles', 'D'],
    ];
    const answers = await Promise.all(lists.map((tags) => putPost(post.id, { tags })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // One of the lists, whole: never a mixture of two.
    expect(lists).toContainEqual((await postByUrl('chasing-plum')).tags);
  });
});
