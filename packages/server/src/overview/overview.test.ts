// The overview on both engines: what needs attention counted from the site's own rows, today's
// orders, the checklist ticking itself as the owner works, and each part only for a role that may
// open the screen it is about.
import { SiteUserRole } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoWebsite, signedInWithRole, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { inventory } from '../commerce/catalogue/owner.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { insertOutboxMail } from '../mail/repository.ts';

const OVERVIEW = '/api/config/overview';
const countOf = (body: { attention: { kind: string; count: number }[] }, kind: string) =>
  body.attention.find((item) => item.kind === kind)?.count;

describe.each(ENGINES)('the config area’s overview on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let site: Website;

  beforeAll(async () => {
    site = await demoWebsite(suite.db);
  });

  it('counts what waits: unread submissions, held comments, low stock and failed mail', async () => {
    const db = suite.db;
    await db.updateTable('form_submissions').set({ is_read: 1 }).where('website_id', '=', site.id).execute();
    await db.updateTable('comments').set({ status: 'approved' }).where('website_id', '=', site.id).execute();
    await db
      .updateTable('product_variants')
      .set({ unlimited: 0, qty_in_stock: 100 })
      .where('website_id', '=', site.id)
      .execute();
    await db.updateTable('mail_outbox').set({ status: 'sent' }).where('website_id', '=', site.id).execute();
    const calm = (await owner().get(OVERVIEW)).json();
    expect(calm.attention).toEqual([
      { kind: 'submissions', count: 0 },
      { kind: 'comments', count: 0 },
      { kind: 'lowStock', count: 0 },
      { kind: 'failedMail', count: 0 },
    ]);

    const submission = await db
      .selectFrom('form_submissions')
      .select('id')
      .where('website_id', '=', site.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('form_submissions').set({ is_read: 0 }).where('id', '=', submission.id).execute();
    const comment = await db
      .selectFrom('comments')
      .select('id')
      .where('website_id', '=', site.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('comments').set({ status: 'pending' }).where('id', '=', comment.id).execute();
    const variants = await db
      .selectFrom('product_variants')
      .select('id')
      .where('website_id', '=', site.id)
      .limit(2)
      .execute();
    await db
      .updateTable('product_variants')
      .set({ qty_in_stock: 3 }) // the store's threshold: 3 or fewer is low
      .where(
        'id',
        'in',
        variants.map((v) => v.id),
      )
      .execute();
    const mail = {
      website_id: site.id,
      kind: 'test',
      to_address: 'a@example.com',
      from_address: null,
      subject: 'x',
      html: '',
      text_body: '',
    };
    await insertOutboxMail(db, { ...mail, id: newId() }, Date.now());
    const failed = newId();
    await insertOutboxMail(db, { ...mail, id: failed }, Date.now());
    await db.updateTable('mail_outbox').set({ status: 'failed' }).where('id', '=', failed).execute();

    const busy = (await owner().get(OVERVIEW)).json();
    expect(busy.attention).toEqual([
      { kind: 'submissions', count: 1 },
      { kind: 'comments', count: 1 },
      { kind: 'lowStock', count: 2 },
      { kind: 'failedMail', count: 1 },
    ]);
    // Counted by the inventory screen's own rule: the same variants it flags.
    expect((await inventory(db, site)).variants.filter((v) => v.lowStock)).toHaveLength(2);
  });

  it('counts today’s orders and their total, test orders too, and the visitors of today', async () => {
    const before = (await owner().get(OVERVIEW)).json();
    expect(before.today.visitors).toEqual(expect.any(Number));
    const order = await suite.db
      .selectFrom('orders')
      .select(['id', 'grand_total_cents'])
      .where('website_id', '=', site.id)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    await suite.db.updateTable('orders').set({ created_at: Date.now() }).where('id', '=', order.id).execute();
    const after = (await owner().get(OVERVIEW)).json();
    expect(after.today.orders).toEqual({
      count: before.today.orders.count + 1,
      totalCents: before.today.orders.totalCents + Number(order.grand_total_cents),
      currency: 'USD',
    });
  });

  it('ticks the checklist as the owner adds a logo, chooses a design, edits the home page and publishes', async () => {
    const steps = async () =>
      Object.fromEntries(
        ((await owner().get(OVERVIEW)).json().checklist as { id: string; done: boolean }[]).map((s) => [
          s.id,
          s.done,
        ]),
      );
    expect(await steps()).toEqual({ logo: false, design: false, home: false, publish: false });

    const image = await suite.db
      .selectFrom('assets')
      .select(['name', 'width', 'height'])
      .where('website_id', '=', site.id)
      .where('content_type', 'like', 'image/%')
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const headerFooter = (await owner().get('/api/site-header-footer')).json();
    const logo = { src: `/s/${image.name}`, width: image.width ?? 0, height: image.height ?? 0 };
    const saved = await owner().request('PUT', '/api/site-header-footer', {
      json: { ...headerFooter, header: { ...headerFooter.header, logo } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await steps()).toEqual({ logo: true, design: false, home: false, publish: false });
    const look = (await owner().get('/api/config/site-look')).json().look;
    const chosen = await owner().request('PUT', '/api/config/site-look', {
      json: { ...look, radius: 'round' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(await steps()).toEqual({ logo: true, design: true, home: false, publish: false });

    // The home page's draft, as the canvas saves it, then its publication.
    const { pages } = (await owner().get('/api/config/pages')).json();
    const home = pages.find((p: { fullUrl: string }) => p.fullUrl === '/');
    const detail = (await owner().get(`/api/config/pages/${home.id}`)).json();
    const draft = await owner().request('PUT', `/api/config/layouts/${detail.layout.id}`, {
      json: { version: detail.layout.version, sections: detail.layout.sections },
    });
    expect(draft.statusCode).toBe(200);
    expect(await steps()).toEqual({ logo: true, design: true, home: true, publish: false });
    const published = await owner().request('PUT', `/api/config/pages/${home.id}`, {
      json: { publicationState: 1 },
    });
    expect(published.statusCode).toBe(200);
    expect(await steps()).toEqual({ logo: true, design: true, home: true, publish: true });
  });

  it('shows each role only what it may act on, and nothing to a role without the config area', async () => {
    const site2 = { websiteId: site.id, engine };
    const moderator = await signedInWithRole(suite, site2, {
      role: SiteUserRole.moderator,
      name: 'moderator',
    });
    const asModerator = (await moderator.get(OVERVIEW)).json();
    expect(asModerator).toEqual({
      today: { visitors: null, orders: null },
      attention: [{ kind: 'comments', count: expect.any(Number) }],
      checklist: null,
    });
    const manager = await signedInWithRole(suite, site2, {
      role: SiteUserRole.storeManager,
      name: 'manager',
    });
    const asManager = (await manager.get(OVERVIEW)).json();
    expect(asManager.today.orders).toMatchObject({ currency: 'USD' });
    expect(asManager.attention.map((item: { kind: string }) => item.kind)).toEqual(['lowStock']);
    expect(countOf(asManager, 'lowStock')).toEqual(expect.any(Number));
    const viewer = await signedInWithRole(suite, site2, { role: SiteUserRole.viewer, name: 'viewer' });
    expect((await viewer.get(OVERVIEW)).statusCode).toBe(403);
  });
});
