// Scheduled publication on both engines: an item or collection scheduled for a time is published by
// its job at that time (or by the sweep, if no job was queued), and the site's change hook runs, so
// visitors' pages, lists and the site's version agree with the stored state.
import { ItemPublicationState } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { demoPage, demoWebsite, useTestApp } from '../../../test/suite.ts';
import { publishSiteChange } from '../../content/publish.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../definition.ts';
import { JOBS, PERIODIC_JOBS } from '../registry.ts';
import { Clock, testDeps } from '../test-support/support.ts';
import { Worker } from '../worker.ts';
import { schedulePublication } from './service.ts';

const HOUR = 60 * 60 * 1000;
const isPublication = (job: JobDefinition) => job.name.startsWith('publication.');

async function journalItem(db: Db, urlId: string) {
  const journal = await demoPage(db, 'journal');
  return db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', journal.website_id)
    .where('collection_id', '=', journal.id)
    .where('url_id', '=', urlId)
    .executeTakeFirstOrThrow();
}

describe.each(ENGINES)('scheduled publication on %s', (engine) => {
  const suite = useTestApp(engine);

  function worker(clock: Clock, changes: string[], periodic = false) {
    return new Worker({
      deps: testDeps(suite.db, clock, {
        siteChanged: async (websiteId) => {
          changes.push(websiteId);
          await publishSiteChange(suite.ctx, websiteId, ['site']);
        },
      }),
      // Only publication's jobs: the demo site's "ready" mail, queued on first start, is not theirs.
      jobs: JOBS.filter(isPublication),
      periodic: periodic ? PERIODIC_JOBS.filter((p) => isPublication(p.job)) : [],
    });
  }

  it('publishes a scheduled item at its time, and the site shows it from then on', async () => {
    const website = await demoWebsite(suite.db);
    const item = await journalItem(suite.db, 'chasing-plum');
    const clock = new Clock(Date.now());
    const at = clock.now() + HOUR;
    expect(
      await schedulePublication(suite.db, { websiteId: website.id, kind: 'item', id: item.id, at }),
    ).toBe(true);
    await publishSiteChange(suite.ctx, website.id, ['site']);
    const visitor = suite.client();
    expect((await visitor.get('/journal/chasing-plum')).statusCode).toBe(404);
    expect((await visitor.get('/journal')).body).not.toContain(item.title);

    const changes: string[] = [];
    const w = worker(clock, changes);
    expect((await w.runOnce()).ran).toBe(0);
    clock.advance(HOUR - 1);
    expect((await w.runOnce()).ran).toBe(0);
    const before = await demoWebsite(suite.db);
    clock.advance(1);
    expect(await w.runOnce()).toMatchObject({ ran: 1, done: 1 });

    expect(await journalItem(suite.db, 'chasing-plum')).toMatchObject({
      publication_state: ItemPublicationState.published,
      published_at: at,
    });
    expect(changes).toEqual([website.id]);
    expect((await demoWebsite(suite.db)).version).toBeGreaterThan(before.version);
    // Published in the stored state, so shown although the real clock has not reached `at`.
    expect((await visitor.get('/journal/chasing-plum')).statusCode).toBe(200);
    expect((await visitor.get('/journal')).body).toContain(item.title);
  });

  it('does nothing at the old time when something was rescheduled later', async () => {
    const website = await demoWebsite(suite.db);
    const item = await journalItem(suite.db, 'studio-open-days');
    const clock = new Clock(Date.now());
    const request = { websiteId: website.id, kind: 'item' as const, id: item.id };
    await schedulePublication(suite.db, { ...request, at: clock.now() + HOUR }, clock.now());
    await schedulePublication(suite.db, { ...request, at: clock.now() + 2 * HOUR }, clock.now());
    const changes: string[] = [];
    const w = worker(clock, changes);
    clock.advance(HOUR);
    expect(await w.runOnce()).toMatchObject({ ran: 1, done: 1 });
    expect((await journalItem(suite.db, 'studio-open-days')).publication_state).toBe(
      ItemPublicationState.scheduled,
    );
    expect(changes).toEqual([]);
    clock.advance(HOUR);
    expect(await w.runOnce()).toMatchObject({ ran: 1, done: 1 });
    expect((await journalItem(suite.db, 'studio-open-days')).publication_state).toBe(
      ItemPublicationState.published,
    );
    expect(changes).toEqual([website.id]);
  });

  it('queues one job per item and time, and nothing for something that does not exist', async () => {
    const website = await demoWebsite(suite.db);
    const item = await journalItem(suite.db, 'why-we-fire-with-gas');
    const request = { websiteId: website.id, kind: 'item' as const, id: item.id, at: Date.now() + 5 * HOUR };
    await schedulePublication(suite.db, request);
    await schedulePublication(suite.db, request);
    const jobs = await suite.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', 'like', `publish:item:${website.id}:${item.id}:%`)
      .execute();
    expect(jobs).toHaveLength(1);
    expect(await schedulePublication(suite.db, { ...request, id: 'f'.repeat(24) })).toBe(false);
    expect(
      await suite.db.selectFrom('jobs').select('id').where('payload', 'like', '%ffffffffffff%').execute(),
    ).toEqual([]);
    // Put back as it was for the next test.
    await suite.db
      .updateTable('items')
      .set({ publication_state: ItemPublicationState.published, published_at: item.published_at })
      .where('website_id', '=', website.id)
      .where('id', '=', item.id)
      .execute();
  });

  it('publishes, through the periodic sweep, scheduled items and collections that no job was queued for', async () => {
    const website = await demoWebsite(suite.db);
    const workshops = await demoPage(suite.db, 'workshops');
    const item = await journalItem(suite.db, 'why-we-fire-with-gas');
    const clock = new Clock(Date.now());
    // Scheduled in the past by hand, as an import or a lost job would leave them.
    await suite.db
      .updateTable('collections')
      .set({ publication_state: ItemPublicationState.scheduled, published_at: clock.now() - 1000 })
      .where('website_id', '=', website.id)
      .where('id', '=', workshops.id)
      .execute();
    await suite.db
      .updateTable('items')
      .set({ publication_state: ItemPublicationState.scheduled, published_at: clock.now() - 1000 })
      .where('website_id', '=', website.id)
      .where('id', '=', item.id)
      .execute();
    // A draft waits in the page's layout: the sweep publishes it, and search then finds it.
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const { layout } = (await owner.get(`/api/config/pages/${workshops.id}`)).json() as {
      layout: { id: string; version: number; sections: { blocks: { type: string; data: object }[] }[] };
    };
    const sections = layout.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) =>
        block.type === 'heading'
          ? { ...block, data: { ...block.data, text: 'Quokka glazing weekend' } }
          : block,
      ),
    }));
    const draft = await owner.request('PUT', `/api/config/layouts/${layout.id}`, {
      json: { version: layout.version, sections },
    });
    expect(draft.statusCode).toBe(200);
    await publishSiteChange(suite.ctx, website.id, ['site']);
    const visitor = suite.client();
    const found = async () => (await visitor.get('/search?q=quokka')).body.includes('href="/workshops"');
    expect(await found()).toBe(false);
    // Due is visible at once (isPubliclyVisible); the sweep makes the stored state agree.
    expect((await visitor.get('/workshops')).statusCode).toBe(200);
    expect((await demoPage(suite.db, 'workshops')).publication_state).toBe(ItemPublicationState.scheduled);

    const changes: string[] = [];
    await worker(clock, changes, true).runOnce();

    expect((await demoPage(suite.db, 'workshops')).publication_state).toBe(ItemPublicationState.published);
    expect((await journalItem(suite.db, 'why-we-fire-with-gas')).publication_state).toBe(
      ItemPublicationState.published,
    );
    expect(changes).toEqual([website.id]);
    expect((await visitor.get('/workshops')).statusCode).toBe(200);
    expect((await visitor.get('/workshops')).body).toContain('Quokka glazing weekend');
    expect(await found()).toBe(true);
  });
});
