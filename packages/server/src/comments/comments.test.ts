// Comments on both engines: the demo's journal shows its approved comments; a visitor's comment is
// held, mailed to the moderators, approved from the queue and then on the post's (cached) page at its
// #comment-{id}; a reply to a reply attaches to its top-level comment; a commenter skips moderation;
// the honeypot, the flood limits (one address refused, past the site's held unmailed), closed comments and markup in comment text; the provider's thread,
// its count script on the blog's list, and their CSP.
import {
  COMMENT_BULK_MAX,
  COMMENT_MESSAGES,
  commentCountLabel,
  FORM_MESSAGES,
  SiteUserRole,
} from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha.ts';
import { ENGINES } from '../../test/engines.ts';
import type { Client } from '../../test/harness.ts';
import { demoWebsite, signedInWithRole, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { findCollectionByUrlId, findItem } from '../content/repository.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { DEMO_COMMENTS } from '../seed/demo-comments.ts';
import { itemPath } from '../shared/page-paths.ts';
import { insertComment } from './repository.ts';
import { COMMENTS_PER_ADDRESS, COMMENTS_PER_SITE, QUEUE_PAGE_SIZE } from './service.ts';

describe.each(ENGINES)('comments on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let postId: string;
  let postPath: string;
  let address = 0;
  const visitor = () => suite.client(undefined, `10.41.${engine === 'sqlite' ? 1 : 2}.${++address}`);
  const visitorComment = (text: string) => ({ name: 'Robin <b>', email: 'robin@example.com', text });

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    const journal = await findCollectionByUrlId(suite.db, website.id, 'journal');
    const post = journal && (await findItem(suite.db, website.id, journal.id, 'chasing-plum'));
    if (!journal || !post) throw new Error('no demo post');
    postId = post.id;
    postPath = itemPath(journal, post);
  });

  const comment = (client: Client, body: unknown, id = postId) =>
    client.request('POST', `/api/comments/posts/${id}`, { json: body });
  const queue = async (status = 'pending') =>
    (await owner().get(`/api/config/comments?status=${status}`)).json();
  const settings = (change: Record<string, unknown>) =>
    owner().request('PUT', '/api/config/site-settings', { json: change });

  const commentMails = async () =>
    (
      await suite.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'comment')
        .where('website_id', '=', website.id)
        .execute()
    ).length;

  const signedInAs = (role: number, name: string) =>
    signedInWithRole(
      suite,
      { websiteId: website.id, engine },
      { role, name, remoteAddress: `10.42.${engine === 'sqlite' ? 1 : 2}.${++address}` },
    );

  it('shows the demo’s approved comments on the post, a reply inside its thread, without emails', async () => {
    const html = (await visitor().get(postPath)).body;
    for (const { name } of DEMO_COMMENTS) expect(html).toContain(name);
    expect(html).toMatch(/<ol class="comment-replies">.*Mara Quill/s);
    expect(html).not.toContain('june@example.com');
    expect(html).toContain('<a href="https://glazy.org" rel="nofollow ugc noopener">https://glazy.org</a>');
    expect(html).toContain('data-island="comment-form"');
  });

  it("spec 2 §9 'Relative time': each comment's date is a <time> with its exact moment, for the runtime to tell relative", async () => {
    const html = (await visitor().get(postPath)).body;
    const times = [
      ...html.matchAll(
        /<p class="comment-meta"><strong>[^<]+<\/strong> · <time (?:dateTime|datetime)="([^"]+)">([^<]+)<\/time>/g,
      ),
    ];
    expect(times).toHaveLength(DEMO_COMMENTS.length);
    for (const [, iso, date] of times) {
      expect(new Date(iso ?? '').toISOString()).toBe(iso);
      // The date as the site writes it: right without JavaScript, and the same for every visitor.
      expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
  });

  it('holds a visitor’s comment, mails the moderators, and shows it once approved at #comment-{id}', async () => {
    const reader = visitor();
    const before = (await reader.get(postPath)).body; // cached now
    expect(before).not.toContain('Held until approved');
    const response = await comment(reader, visitorComment('Held until approved'));
    expect(response.statusCode).toBe(201);
    const posted = response.json();
    expect(posted).toMatchObject({ status: 'pending', message: COMMENT_MESSAGES.awaitingModeration });
    expect(posted.link).toBe(`${postPath}#comment-${posted.id}`);
    expect((await visitor().get(postPath)).body).not.toContain('Held until approved');

    const mails = await suite.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'comment')
      .where('website_id', '=', website.id)
      .execute();
    expect(mails.map((mail) => mail.to_address)).toContain('owner@example.com');
    expect(mails.at(-1)?.subject).toBe(
      'A comment awaits approval on Chasing a plum glaze for two years (Fern & Kiln)',
    );

    const pending = await queue();
    const held = pending.comments.find((c: { id: string }) => c.id === posted.id);
    expect(held).toMatchObject({ authorEmail: 'robin@example.com', status: 'pending' });
    expect(held.post.link).toBe(posted.link);
    expect(pending.counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await owner().request('PUT', `/api/config/comments/${posted.id}`, {
      json: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(204);
    const after = (await visitor().get(postPath)).body;
    expect(after).toContain(`id="comment-${posted.id}"`);
    expect(after).toContain('Robin &lt;b&gt;');
    expect(after).not.toContain('robin@example.com');

    expect((await owner().request('DELETE', `/api/config/comments/${posted.id}`)).statusCode).toBe(204);
    expect((await visitor().get(postPath)).body).not.toContain(`comment-${posted.id}`);
    expect((await owner().request('DELETE', `/api/config/comments/${posted.id}`)).statusCode).toBe(404);
  });

  it('marks a shown comment as spam: it leaves the post for the spam tab, and “not spam” brings it back', async () => {
    const posted = (await comment(visitor(), visitorComment('Cheap pots here'))).json();
    const setStatus = (status: string) =>
      owner().request('PUT', `/api/config/comments/${posted.id}`, { json: { status } });
    expect((await setStatus('approved')).statusCode).toBe(204);
    expect((await visitor().get(postPath)).body).toContain(`id="comment-${posted.id}"`); // cached now
    expect((await setStatus('spam')).statusCode).toBe(204);
    expect((await visitor().get(postPath)).body).not.toContain(`comment-${posted.id}`);
    const ids = async (status: string) =>
      ((await queue(status)).comments as { id: string }[]).map((c) => c.id);
    expect(await ids('spam')).toContain(posted.id);
    expect(await ids('approved')).not.toContain(posted.id);
    expect((await setStatus('approved')).statusCode).toBe(204);
    expect((await visitor().get(postPath)).body).toContain(`id="comment-${posted.id}"`);
    await owner().request('DELETE', `/api/config/comments/${posted.id}`);
  });

  it('acts on a flood in one request: 60 from 60 addresses approved, marked spam or deleted in bulk', async () => {
    const flood: string[] = [];
    for (let n = 0; n < 60; n++) {
      const posted = await comment(
        visitor(),
        visitorComment(`Cheap viagra ${n} https://a.example https://b.example`),
      );
      expect(posted.statusCode).toBe(201);
      flood.push(posted.json().id);
    }
    const pending = (await queue()).comments as { id: string; spamHint: unknown }[];
    expect(pending.find((c) => c.id === flood[59])?.spamHint).toEqual({
      links: 2,
      words: ['viagra'],
      likely: true,
    });
    const bulk = (body: unknown, client = owner()) =>
      client.request('POST', '/api/config/comments/bulk', { json: body });
    // The single actions' permission and crumb; a limit on how many at once; only known actions.
    const viewer = await signedInAs(SiteUserRole.viewer, 'bulk-viewer');
    expect((await bulk({ ids: flood.slice(0, 2), action: 'spam' }, viewer)).statusCode).toBe(403);
    const noCrumb = await owner().request('POST', '/api/config/comments/bulk', {
      json: { ids: flood.slice(0, 2), action: 'spam' },
      crumb: false,
    });
    expect(noCrumb.statusCode).toBe(403);
    expect((await bulk({ ids: Array(COMMENT_BULK_MAX + 1).fill(flood[0]), action: 'spam' })).statusCode).toBe(
      400,
    );
    expect((await bulk({ ids: [], action: 'spam' })).statusCode).toBe(400);
    expect((await bulk({ ids: flood.slice(0, 2), action: 'publish' })).statusCode).toBe(400);

    const spam = await bulk({ ids: [...flood.slice(0, 50), newId()], action: 'spam' });
    expect(spam.json()).toEqual({ changed: 50 });
    const ids = async (status: string) =>
      ((await queue(status)).comments as { id: string }[]).map((c) => c.id);
    const spamIds = await ids('spam');
    expect(flood.slice(0, 50).every((id) => spamIds.includes(id))).toBe(true);
    expect((await bulk({ ids: flood.slice(50, 55), action: 'approve' })).json()).toEqual({ changed: 5 });
    expect((await visitor().get(postPath)).body).toContain(`id="comment-${flood[50]}"`);
    expect((await bulk({ ids: flood, action: 'delete' })).json()).toEqual({ changed: 60 });
    const left = [...(await ids('pending')), ...(await ids('approved')), ...(await ids('spam'))];
    expect(flood.filter((id) => left.includes(id))).toEqual([]);
    expect((await visitor().get(postPath)).body).not.toContain(`id="comment-${flood[50]}"`);
  });

  it('asks for a solved captcha when the site says so, and takes each solution once', async () => {
    const reader = visitor();
    expect((await reader.get(postPath)).body).not.toContain('data-captcha-required');
    await settings({ commentsCaptcha: true });
    try {
      expect((await reader.get(postPath)).body).toContain('data-captcha-required');
      const unsolved = await comment(reader, visitorComment('No captcha'));
      expect([unsolved.statusCode, unsolved.json().error]).toEqual([400, FORM_MESSAGES.captchaIncomplete]);
      const { captchaKey } = await solveCaptcha(reader);
      const solved = await comment(reader, { ...visitorComment('Solved'), captchaKey });
      expect(solved.statusCode).toBe(201);
      const replayed = await comment(reader, { ...visitorComment('Again'), captchaKey });
      expect(replayed.json().error).toBe(FORM_MESSAGES.captchaIncomplete);
    } finally {
      await settings({ commentsCaptcha: false });
    }
  });

  it('counts each post’s approved comments on the blog’s list, which follows an approval at once', async () => {
    const countOnList = async () => {
      const html = (await visitor().get('/journal')).body;
      const link = new RegExp(`<a href="${postPath}#comments">([^<]+)</a>`).exec(html);
      return link?.[1];
    };
    const before = await countOnList(); // the list is cached now
    const shown = (await visitor().get(postPath)).body.match(/<article class="comment"/g)?.length ?? 0;
    expect(before).toBe(commentCountLabel(shown));
    const posted = (await comment(visitor(), visitorComment('Counted once approved'))).json();
    expect(await countOnList()).toBe(before);
    await owner().request('PUT', `/api/config/comments/${posted.id}`, { json: { status: 'approved' } });
    expect(await countOnList()).toBe(commentCountLabel(shown + 1));
    await owner().request('DELETE', `/api/config/comments/${posted.id}`);
    expect(await countOnList()).toBe(before);
  });

  it('attaches a reply to a reply to its top-level comment, and a moderator’s reply approves what it answers', async () => {
    const top = (await comment(visitor(), visitorComment('Top comment'))).json();
    const reply = await owner().request('POST', `/api/config/comments/${top.id}/replies`, {
      json: { text: 'Thanks for writing' },
    });
    expect(reply.statusCode).toBe(201);
    const replyId = reply.json().id;
    const nested = (
      await comment(visitor(), { ...visitorComment('Reply to the reply'), parentId: replyId })
    ).json();
    const approved = (await queue('approved')).comments as { id: string; parentId: string | null }[];
    expect(approved.find((c) => c.id === top.id)?.parentId).toBeNull();
    expect(approved.find((c) => c.id === replyId)?.parentId).toBe(top.id);
    const held = (await queue()).comments as { id: string; parentId: string | null }[];
    expect(held.find((c) => c.id === nested.id)?.parentId).toBe(top.id);
  });

  it('shows a commenter’s and a moderator’s comment at once; a viewer’s waits; a viewer may not moderate', async () => {
    const commenter = await signedInAs(SiteUserRole.commenter, 'commenter');
    const mine = await comment(commenter, { text: 'Trusted words' });
    expect(mine.json()).toMatchObject({ status: 'approved', message: COMMENT_MESSAGES.published });
    expect((await visitor().get(postPath)).body).toContain('Trusted words');
    const moderator = await signedInAs(SiteUserRole.moderator, 'moderator');
    expect((await comment(moderator, { text: 'From the studio' })).json().status).toBe('approved');
    expect((await moderator.get('/api/config/comments')).statusCode).toBe(200);
    const viewer = await signedInAs(SiteUserRole.viewer, 'viewer');
    expect((await comment(viewer, { text: 'Viewer words' })).json().status).toBe('pending');
    expect((await viewer.get('/api/config/comments')).statusCode).toBe(403);
  });

  it('refuses what is missing, the honeypot, an unknown post or thread, and past the flood limit', async () => {
    const reader = visitor();
    const missing = await comment(reader, { name: '', email: 'nope', text: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      name: COMMENT_MESSAGES.nameRequired,
      text: COMMENT_MESSAGES.textRequired,
    });
    const bot = await comment(reader, { ...visitorComment('Buy now'), website: 'http://spam.example' });
    expect(bot.statusCode).toBe(400);
    expect((await comment(reader, visitorComment('x'), '0123456789abcdef01234567')).statusCode).toBe(404);
    const orphan = await comment(reader, { ...visitorComment('x'), parentId: '0123456789abcdef01234567' });
    expect(orphan.json().errors).toEqual({ parentId: COMMENT_MESSAGES.unknownComment });
    const flooder = visitor();
    for (let n = 0; n < COMMENTS_PER_ADDRESS; n++)
      expect((await comment(flooder, visitorComment(`Flood ${n}`))).statusCode).toBe(201);
    const limited = await comment(flooder, visitorComment('One too many'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(COMMENT_MESSAGES.rateLimited);
  });

  it('holds a comment past the site’s flood limit for moderation, unmailed, even when unmoderated', async () => {
    // A flood from 100 addresses this minute, as their marks.
    const now = Date.now();
    await suite.db
      .insertInto('form_rate_hits')
      .values(
        Array.from({ length: COMMENTS_PER_SITE }, (_, i) => ({
          id: newId(),
          website_id: website.id,
          form_id: 'comments',
          address: `10.43.${i >> 8}.${i & 255}`,
          at: now,
        })),
      )
      .execute();
    await settings({ commentsModerated: false });
    const mailsBefore = await commentMails();
    const response = await comment(visitor(), visitorComment('A real reader in a flood'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      message: COMMENT_MESSAGES.awaitingModeration,
    });
    expect(await commentMails()).toBe(mailsBefore);
    expect((await queue()).comments.map((c: { text: string }) => c.text)).toContain(
      'A real reader in a flood',
    );
    await settings({ commentsModerated: true });
    await suite.db.deleteFrom('form_rate_hits').where('form_id', '=', 'comments').execute();
  });

  it('shows the comments unmoderated when the site says so, and takes none when comments are off', async () => {
    expect((await settings({ commentsModerated: false })).json()).toMatchObject({ commentsModerated: false });
    expect((await comment(visitor(), visitorComment('Straight in'))).json().status).toBe('approved');
    await settings({ commentsModerated: true, commentsEnabled: false });
    expect((await comment(visitor(), visitorComment('Closed'))).statusCode).toBe(409);
    expect((await visitor().get(postPath)).body).not.toContain('class="comments"');
    await settings({ commentsEnabled: true });
  });

  it('replaces ours with the provider’s thread, its host allowed in that page’s CSP only', async () => {
    const bad = await settings({ commentProviderShortname: 'evil.example/x' });
    expect(bad.statusCode).toBe(400);
    expect((await settings({ commentProviderShortname: 'Fern-Kiln' })).json()).toMatchObject({
      commentProviderShortname: 'fern-kiln',
    });
    try {
      const page = await visitor().get(postPath);
      expect(page.body).toContain('id="disqus_thread"');
      expect(page.body).not.toContain('data-island="comment-form"');
      expect(page.headers['content-security-policy']).toContain('https://fern-kiln.disqus.com');
      const home = await visitor().get('/');
      expect(home.headers['content-security-policy']).not.toContain('disqus');
      expect((await comment(visitor(), visitorComment('Ours are closed'))).statusCode).toBe(409);
      const approved = (await queue('approved')).comments as { post: { link: string } }[];
      expect(approved[0]?.post.link).toBe(`${postPath}#disqus_thread`);
    } finally {
      await settings({ commentProviderShortname: null });
    }
  });

  it('loads the provider’s count script on the blog’s list only, its host in that list’s CSP', async () => {
    const countScript =
      '<script id="dsq-count-scr" src="https://fern-kiln.disqus.com/count.js" defer=""></script>';
    const before = await visitor().get('/journal');
    expect(before.body).not.toContain('dsq-count-scr');
    expect(before.headers['content-security-policy']).not.toContain('disqus');
    await settings({ commentProviderShortname: 'fern-kiln' });
    try {
      const list = await visitor().get('/journal');
      expect(list.body).toContain(countScript);
      // The links keep their words until the script counts them.
      expect(list.body).toContain(`<a href="${postPath}#disqus_thread">Comments</a>`);
      // Drawn after the links it counts (deferred, it runs once they are all parsed), not in the head.
      expect(list.body.indexOf(countScript)).toBeGreaterThan(list.body.lastIndexOf('#disqus_thread"'));
      const policy = list.headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self' https:\/\/fern-kiln\.disqus\.com;/);
      expect(policy).not.toContain('disquscdn');
      const post = await visitor().get(postPath);
      expect(post.body).not.toContain('dsq-count-scr');
      const home = await visitor().get('/');
      expect(home.body).not.toContain('dsq-count-scr');
      expect(home.headers['content-security-policy']).not.toContain('disqus');
    } finally {
      await settings({ commentProviderShortname: null });
    }
    expect((await visitor().get('/journal')).body).not.toContain('dsq-count-scr');
  });

  it('pages the queue newest first: each page’s `older` leads to the next, none lost at equal times', async () => {
    const at = 1_700_000_000_000;
    // Pairs share a time, so the order falls back to the id there.
    const rows = Array.from({ length: QUEUE_PAGE_SIZE + 7 }, (_, index) => ({
      id: newId(),
      item_id: postId,
      parent_id: null,
      status: 'spam',
      author_name: `Bulk ${index}`,
      author_email: 'bulk@example.com',
      account_id: null,
      member_id: null,
      text: 'Bulk',
      created_at: at + Math.floor(index / 2),
    }));
    for (const row of rows) await insertComment(suite.db, website.id, row);
    try {
      const first = await (await owner().get('/api/config/comments?status=spam')).json();
      expect(first.comments).toHaveLength(QUEUE_PAGE_SIZE);
      expect(first.older).toMatch(/^\d+\.[0-9a-f]{24}$/);
      const second = await (
        await owner().get(`/api/config/comments?status=spam&before=${first.older}`)
      ).json();
      expect(second.older).toBeNull();
      const seen = [...first.comments, ...second.comments].map((c: { id: string }) => c.id);
      const newestFirst = [...rows]
        .filter((row) => seen.includes(row.id))
        .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1))
        .map((row) => row.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(rows.every((row) => seen.includes(row.id))).toBe(true);
      expect(seen.filter((id) => rows.some((row) => row.id === id))).toEqual(newestFirst);

      const bad = await owner().get('/api/config/comments?status=spam&before=yesterday');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Not a place in the comments queue.');
    } finally {
      await suite.db.deleteFrom('comments').where('author_email', '=', 'bulk@example.com').execute();
    }
  });
});
