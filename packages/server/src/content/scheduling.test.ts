// Scheduling a page through the config pages API, on both engines: PUT /api/config/pages/:id with
// publicationState 2 and publishAt (an ISO 8601 time with its offset, in the future) stores the time
// and queues its publication; the worker publishes it at that time and visitors see it from then on.
// A missing, past or malformed time is refused naming publishAt; moving the page back to Available
// or Hidden cancels the schedule, so the job does nothing at the old time.
import { ItemPublicationState } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { publicationSweepJob, publishScheduledJob } from '../jobs/publication/service.ts';
import { Clock, testDeps } from '../jobs/test-support/support.ts';
import { Worker } from '../jobs/worker.ts';
import { PUBLISH_AT_MISSING, PUBLISH_AT_NOT_SCHEDULED, PUBLISH_AT_PAST } from './publication-checks.ts';
import { publishSiteChange } from './publish.ts';

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(ENGINES)('scheduling a page on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  const putPage = (id: string, json: unknown) => owner().request('PUT', `/api/config/pages/${id}`, { json });

  /** The worker of these tests: publication's jobs, a clock they move, the app's change hook. */
  function publicationWorker(clock: Clock, changes: string[]) {
    return new Worker({
      deps: testDeps(suite.db, clock, {
        siteChanged: async (websiteId) => {
          changes.push(websiteId);
          await publishSiteChange(suite.ctx, websiteId, ['site']);
        },
      }),
      jobs: [publishScheduledJob, publicationSweepJob],
      periodic: [],
    });
  }

  const publicationJobs = async (collectionId: string) =>
    suite.db
      .selectFrom('jobs')
      .select(['run_at', 'state', 'website_id'])
      .where('name', '=', 'publication.publish')
      .where('payload', 'like', `%${collectionId}%`)
      .orderBy('run_at')
      .execute();

  const listed = async (id: string) => {
    const { pages } = (await owner().get('/api/config/pages')).json() as { pages: { id: string }[] };
    return pages.find((p) => p.id === id);
  };

  it('schedules a hidden page: Scheduled with its time, listed so, queued, and still hidden from visitors', async () => {
    const workshops = await demoPage(suite.db, 'workshops');
    const website = await demoWebsite(suite.db);
    expect(workshops.publication_state).toBe(ItemPublicationState.draft);
    const at = Date.now() + HOUR;

    const response = await putPage(workshops.id, { publicationState: 2, publishAt: iso(at) });
    expect(response.statusCode).toBe(200);
    expect(response.json().page).toMatchObject({
      id: workshops.id,
      publicationState: 2,
      publicationLabel: 'Scheduled',
      publishAt: iso(at),
    });
    expect(await listed(workshops.id)).toMatchObject({ publicationLabel: 'Scheduled', publishAt: iso(at) });
    expect(await demoPage(suite.db, 'workshops')).toMatchObject({
      publication_state: ItemPublicationState.scheduled,
      published_at: at,
    });
    expect(await publicationJobs(workshops.id)).toEqual([
      { run_at: at, state: 'queued', website_id: website.id },
    ]);
    expect((await suite.client().get('/workshops')).statusCode).toBe(404);
    // The owner previews it as before.
    expect((await owner().get('/workshops')).statusCode).toBe(200);
  });

  it('is published by the worker at its time, and visitors see it from then on', async () => {
    const workshops = await demoPage(suite.db, 'workshops');
    const clock = new Clock(Date.now());
    const at = clock.now() + HOUR;
    expect((await putPage(workshops.id, { publicationState: 2, publishAt: iso(at) })).statusCode).toBe(200);
    const visitor = suite.client();
    expect((await visitor.get('/workshops')).statusCode).toBe(404);

    const changes: string[] = [];
    const worker = publicationWorker(clock, changes);
    clock.advance(HOUR - 1);
    await worker.runOnce();
    expect((await demoPage(suite.db, 'workshops')).publication_state).toBe(ItemPublicationState.scheduled);
    expect((await visitor.get('/workshops')).statusCode).toBe(404);

    clock.advance(1);
    expect(await worker.runOnce()).toMatchObject({ ran: 1, done: 1 });
    expect(changes).toEqual([workshops.website_id]);
    expect(await demoPage(suite.db, 'workshops')).toMatchObject({
      publication_state: ItemPublicationState.published,
      published_at: at,
    });
    // Published in the stored state: shown although the real clock has not reached `at`.
    const page = await visitor.get('/workshops');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Winter workshops');
    expect(await listed(workshops.id)).toMatchObject({ publicationLabel: 'Available', publishAt: null });
    expect((await putPage(workshops.id, { publicationState: 4 })).statusCode).toBe(200);
  });

  it('takes a time with any offset and answers it in UTC', async () => {
    const about = await demoPage(suite.db, 'about');
    const at = Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000;
    const local = new Date(at + 2 * HOUR).toISOString().replace('.000Z', '+02:00');
    const response = await putPage(about.id, { publicationState: 2, publishAt: local });
    expect(response.statusCode).toBe(200);
    expect(response.json().page.publishAt).toBe(iso(at));
    expect((await putPage(about.id, { publicationState: 1 })).statusCode).toBe(200);
  });

  it.each([
    ['Scheduled without a time', { publicationState: 2 }, PUBLISH_AT_MISSING],
    ['a time in the past', { publicationState: 2, publishAt: iso(Date.now() - 60_000) }, PUBLISH_AT_PAST],
    [
      'a time without Scheduled',
      { publicationState: 1, publishAt: iso(Date.now() + HOUR) },
      PUBLISH_AT_NOT_SCHEDULED,
    ],
    ['a time alone', { publishAt: iso(Date.now() + HOUR) }, PUBLISH_AT_NOT_SCHEDULED],
    ['a time in words', { publicationState: 2, publishAt: 'tomorrow at nine' }, expect.any(String)],
    ['a time without its offset', { publicationState: 2, publishAt: '2099-03-12T16:30' }, expect.any(String)],
    ['epoch milliseconds', { publicationState: 2, publishAt: Date.now() + HOUR }, expect.any(String)],
    ['a null time', { publicationState: 2, publishAt: null }, expect.any(String)],
  ])('refuses %s with 400 naming publishAt, and changes nothing', async (_name, body, message) => {
    const contact = await demoPage(suite.db, 'contact');
    const { version } = await demoWebsite(suite.db);
    const response = await putPage(contact.id, { title: 'Changed', ...body });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(Object.keys(answer.errors)).toEqual(['publishAt']);
    expect(answer.errors.publishAt).toEqual(message);
    expect(await demoPage(suite.db, 'contact')).toEqual(contact);
    expect(await publicationJobs(contact.id)).toEqual([]);
    expect((await demoWebsite(suite.db)).version).toBe(version);
  });

  it('refuses the time that is now, on the server’s clock', async () => {
    const contact = await demoPage(suite.db, 'contact');
    const response = await putPage(contact.id, { publicationState: 2, publishAt: iso(Date.now()) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ publishAt: PUBLISH_AT_PAST });
  });

  it('answers 404 for an unknown page, and queues nothing', async () => {
    const id = 'e'.repeat(24);
    const response = await putPage(id, { publicationState: 2, publishAt: iso(Date.now() + HOUR) });
    expect(response.statusCode).toBe(404);
    expect(await publicationJobs(id)).toEqual([]);
  });

  it('changes the title and schedules in one request', async () => {
    const gallery = await demoPage(suite.db, 'gallery');
    const at = Date.now() + 3 * HOUR;
    const response = await putPage(gallery.id, {
      title: 'Gallery soon',
      publicationState: 2,
      publishAt: iso(at),
    });
    expect(response.json().page).toMatchObject({ title: 'Gallery soon', publicationLabel: 'Scheduled' });
    expect(await demoPage(suite.db, 'gallery')).toMatchObject({ title: 'Gallery soon', published_at: at });
    expect((await putPage(gallery.id, { title: gallery.title, publicationState: 1 })).statusCode).toBe(200);
  });

  it.each([
    ['Hidden', 4, 404],
    ['Available', 1, 200],
  ])(
    'cancels the schedule when moved to %s: the job does nothing at the old time',
    async (_name, state, status) => {
      const journal = await demoPage(suite.db, 'journal');
      const clock = new Clock(Date.now());
      const at = clock.now() + HOUR;
      expect((await putPage(journal.id, { publicationState: 2, publishAt: iso(at) })).statusCode).toBe(200);
      const moved = await putPage(journal.id, { publicationState: state });
      expect(moved.json().page).toMatchObject({ publicationState: state, publishAt: null });
      expect((await suite.client().get('/journal')).statusCode).toBe(status);
      const since = (await demoPage(suite.db, 'journal')).published_at;

      const changes: string[] = [];
      clock.advance(HOUR);
      expect(await publicationWorker(clock, changes).runOnce()).toMatchObject({ ran: 1, done: 1 });
      expect(changes).toEqual([]);
      expect(await demoPage(suite.db, 'journal')).toMatchObject({
        publication_state: state,
        published_at: since,
      });
      expect((await suite.client().get('/journal')).statusCode).toBe(status);
      expect((await putPage(journal.id, { publicationState: 1 })).statusCode).toBe(200);
    },
  );

  it('made Available early, it is published since then, not since the time it was scheduled for', async () => {
    const shop = await demoPage(suite.db, 'shop');
    const at = Date.now() + 5 * HOUR;
    await putPage(shop.id, { publicationState: 2, publishAt: iso(at) });
    const before = Date.now();
    await putPage(shop.id, { publicationState: 1 });
    const published = (await demoPage(suite.db, 'shop')).published_at ?? 0;
    expect(published).toBeGreaterThanOrEqual(before);
    expect(published).toBeLessThan(at);
    // Available already: saving it Available again keeps the date.
    await putPage(shop.id, { publicationState: 1 });
    expect((await demoPage(suite.db, 'shop')).published_at).toBe(published);
  });

  it('rescheduled later, it is published at the new time only', async () => {
    const wholesale = await demoPage(suite.db, 'wholesale');
    const clock = new Clock(Date.now());
    const first = clock.now() + HOUR;
    const second = clock.now() + 2 * HOUR;
    await putPage(wholesale.id, { publicationState: 2, publishAt: iso(first) });
    await putPage(wholesale.id, { publicationState: 2, publishAt: iso(second) });
    expect((await publicationJobs(wholesale.id)).map((j) => j.run_at)).toEqual([first, second]);

    const changes: string[] = [];
    const worker = publicationWorker(clock, changes);
    // The app's periodic sweep may be queued beside them (it is, on a slow run): count this page's jobs.
    const states = async () => (await publicationJobs(wholesale.id)).map((j) => j.state);
    clock.advance(HOUR);
    expect(await worker.runOnce()).toMatchObject({ retried: 0, dead: 0 });
    expect(await states()).toEqual(['done', 'queued']);
    expect((await demoPage(suite.db, 'wholesale')).publication_state).toBe(ItemPublicationState.scheduled);
    expect(changes).toEqual([]);
    clock.advance(HOUR);
    expect(await worker.runOnce()).toMatchObject({ retried: 0, dead: 0 });
    expect(await states()).toEqual(['done', 'done']);
    expect((await demoPage(suite.db, 'wholesale')).publication_state).toBe(ItemPublicationState.published);
    expect(changes).toEqual([wholesale.website_id]);
  });
});
