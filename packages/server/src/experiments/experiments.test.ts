// A/B split tests on both engines: an owner splits the home page's hero, changes variant B, publishes
// and starts the test; visitors are shown one variant each, the same one on every reload (cached or
// not) and about half of them each; the runtime's note and a conversion show in the results, which
// the reporting role may read and an editor may not; a winner ends the test for everyone.
import { SiteUserRole, splitFeatureName } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { contextOf, DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, signedInWithRole, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import type { Layout, PageSummary } from '../content/schemas.ts';
import type { Website } from '../db/schema.ts';
import { DEMO_EXPERIMENT_ID, DEMO_QUOTE_B } from '../seed/demo-experiment.ts';
import type { Experiment, ExperimentResults } from './routes.ts';

const HEADLINE_A = 'Everyday pottery, made slowly';
const HEADLINE_B = 'Mugs that keep your mornings slow';

describe.each(ENGINES)('split tests on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let address = 0;
  let experiment: Experiment;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  const visitor = () => suite.client(DEMO_HOST, `10.31.${engine === 'sqlite' ? 1 : 2}.${++address}`);
  const headlineOf = (html: string) =>
    html.includes(HEADLINE_B) ? 'B' : html.includes(HEADLINE_A) ? 'A' : '?';

  async function homeLayout(): Promise<{ pageId: string; layout: Layout }> {
    const pages = (await owner().get('/api/config/pages')).json().pages as PageSummary[];
    const home = pages.find((page) => page.urlId === 'home');
    if (!home) throw new Error('no home page');
    const detail = (await owner().get(`/api/config/pages/${home.id}`)).json();
    return { pageId: home.id, layout: detail.layout as Layout };
  }

  const signedInAs = (role: number, name: string) =>
    signedInWithRole(suite, { websiteId: website.id, engine }, { role, name });

  it('splits a section into variant A as it was and variant B, a copy with ids of its own', async () => {
    const { layout } = await homeLayout();
    const hero = layout.sections[0];
    if (!hero) throw new Error('no hero');
    const refused = await owner().request('POST', '/api/config/experiments', {
      json: { layoutId: layout.id, version: layout.version, sectionId: 'no-such-section', name: 'Hero' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe(
      'This section is not on the page any more. Reload to see the latest version.',
    );
    const response = await owner().request('POST', '/api/config/experiments', {
      json: { layoutId: layout.id, version: layout.version, sectionId: hero.id, name: 'Hero headline' },
    });
    expect(response.statusCode).toBe(200);
    experiment = response.json().experiment;
    expect(experiment).toMatchObject({ name: 'Hero headline', state: 'draft', winner: null });
    const split = response.json().layout as Layout;
    expect(split.sections).toHaveLength(layout.sections.length + 1);
    const [a, b] = split.sections;
    expect(a?.split).toEqual({ experiment: experiment.id, variant: 'A' });
    expect(b?.split).toEqual({ experiment: experiment.id, variant: 'B' });
    expect(a?.id).toBe(hero.id);
    expect(b?.id).not.toBe(hero.id);
    expect(b?.blocks.map((block) => block.id)).not.toContain(hero.blocks[0]?.id);
    expect(b?.blocks.map((block) => block.type)).toEqual(hero.blocks.map((block) => block.type));
    // A section split already is refused.
    const again = await owner().request('POST', '/api/config/experiments', {
      json: { layoutId: layout.id, version: split.version, sectionId: hero.id, name: 'Again' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.sectionId).toBe('This section is already part of a split test.');
  });

  it('shows variant A to everyone until the test is started', async () => {
    const { pageId, layout } = await homeLayout();
    const sections = structuredClone(layout.sections);
    const headingB = sections[1]?.blocks.find((block) => block.type === 'heading');
    if (!headingB) throw new Error('no heading in B');
    headingB.data.text = HEADLINE_B;
    const saved = await owner().request('PUT', `/api/config/layouts/${layout.id}`, {
      json: { version: layout.version, sections },
    });
    expect(saved.statusCode).toBe(200);
    const published = await owner().request('PUT', `/api/config/pages/${pageId}`, {
      json: { publicationState: 1 },
    });
    expect(published.statusCode).toBe(200);
    for (let i = 0; i < 6; i++) expect(headlineOf((await visitor().get('/')).body)).toBe('A');
  });

  it('starts the test: each visitor sees one variant on every reload, about half each', async () => {
    const started = await owner().request('PUT', `/api/config/experiments/${experiment.id}`, {
      json: { move: 'start' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().experiment.state).toBe('running');
    const again = await owner().request('PUT', `/api/config/experiments/${experiment.id}`, {
      json: { move: 'start' },
    });
    expect(again.statusCode).toBe(409);
    const seen = { A: 0, B: 0, '?': 0 };
    for (let i = 0; i < 60; i++) {
      const someone = visitor();
      const first = await someone.get('/');
      const shown = headlineOf(first.body);
      seen[shown]++;
      // Reloads (the second one from the page cache) show the same variant.
      for (let reload = 0; reload < 2; reload++)
        expect(headlineOf((await someone.get('/')).body)).toBe(shown);
      const features = contextOf(first.body).features as Record<string, { variant: string }>;
      expect(features[splitFeatureName(experiment.id)]?.variant).toBe(String(shown === 'B'));
    }
    expect(seen['?']).toBe(0);
    expect(seen.A).toBeGreaterThanOrEqual(15);
    expect(seen.B).toBeGreaterThanOrEqual(15);
  });

  it('notes what a page view showed and counts a conversion after it', async () => {
    await suite.db.deleteFrom('experiment_exposures').execute();
    const someone = visitor();
    const shown = headlineOf((await someone.get('/')).body);
    const referer = { referer: `http://${DEMO_HOST}/` };
    const noted = await someone.request('POST', '/api/experiments/RecordExposure', {
      json: { experiments: [experiment.id, 'ffffffffffffffffffffffff'] },
      headers: referer,
      crumb: false,
    });
    expect(noted.statusCode).toBe(204);
    // A second note the same day counts the visitor once.
    await someone.request('POST', '/api/experiments/RecordExposure', {
      json: { experiments: [experiment.id] },
      headers: referer,
      crumb: false,
    });
    const click = await someone.request('POST', '/api/census/button-click', {
      json: { id: 'hero-shop', buttonText: 'Visit the shop', clickthroughUrl: '/shop' },
      headers: referer,
      crumb: false,
    });
    expect(click.statusCode).toBe(204);
    await suite.ctx.censusEvents.flush();
    // A visitor who saw the other variant (or the same) and did not convert.
    const other = visitor();
    await other.get('/');
    await other.request('POST', '/api/experiments/RecordExposure', {
      json: { experiments: [experiment.id] },
      headers: referer,
      crumb: false,
    });
    const rows = await suite.db
      .selectFrom('experiment_exposures')
      .select(['variant'])
      .where('website_id', '=', website.id)
      .execute();
    expect(rows).toHaveLength(2);
    const results = (await owner().get('/api/config/experiments/results')).json()
      .results as ExperimentResults[];
    const result = results.find((r) => r.experiment.id === experiment.id);
    const mine = result?.variants.find((v) => v.variant === shown);
    expect(mine?.conversions).toBe(1);
    expect(result?.variants.reduce((sum, v) => sum + v.visitors, 0)).toBe(2);
    expect(result?.variants.reduce((sum, v) => sum + v.conversions, 0)).toBe(1);
  });

  it('notes nothing for a bot, and refuses a malformed note with 400', async () => {
    await suite.db.deleteFrom('experiment_exposures').execute();
    const referer = { referer: `http://${DEMO_HOST}/` };
    const note = (json: unknown, headers: Record<string, string> = {}) =>
      visitor().request('POST', '/api/experiments/RecordExposure', {
        json,
        headers: { ...referer, ...headers },
        crumb: false,
      });
    const bot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    expect((await note({ experiments: [experiment.id] }, { 'user-agent': bot })).statusCode).toBe(204);
    for (const body of [
      {},
      { experiments: ['not an id'] },
      { experiments: Array.from({ length: 31 }, () => experiment.id) },
      { experiments: experiment.id },
    ])
      expect((await note(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(await suite.db.selectFrom('experiment_exposures').selectAll().execute()).toEqual([]);
  });

  it('computes visitors, conversions and rates from known rows', async () => {
    await suite.db.deleteFrom('experiment_exposures').execute();
    await suite.db.deleteFrom('census_events').execute();
    const day = '2026-03-02';
    const at = Date.UTC(2026, 2, 2, 10);
    const exposures = [...Array(10).keys()].map((i) => ({
      website_id: website.id,
      experiment_id: experiment.id,
      day,
      visitor_hash: `visitor-${i}`,
      variant: i < 4 ? 'A' : 'B',
      first_seen_at: at,
    }));
    await suite.db.insertInto('experiment_exposures').values(exposures).execute();
    let ids = 0;
    const event = (hash: string, kind: string, created_at: number, eventDay = day, subject_id = '') => ({
      website_id: website.id,
      id: String(++ids).padStart(24, '0'),
      created_at,
      day: eventDay,
      kind,
      subject_id,
      page_path: '/',
      visitor_hash: hash,
      payload: '{}',
    });
    await suite.db
      .insertInto('census_events')
      .values([
        event('visitor-0', 'button-click', at + 1000), // A converted
        event('visitor-0', 'button-click', at + 2000), // twice: still one visitor
        event('visitor-1', 'button-render', at + 1000), // not a conversion
        event('visitor-2', 'button-click', at - 1000), // before seeing it
        event('visitor-4', 'button-click', at + 5000), // B converted
        event('visitor-5', 'event', at + 5000, day, 'order'), // B converted: RecordEvent's order
        event('visitor-6', 'button-click', at + 5000, '2026-03-03'), // another day
        event('visitor-7', 'event', at + 5000, day, 'page-printed'), // an event that is no conversion
        event('visitor-8', 'analytics', at + 5000, day, 'add_to_cart'), // B converted: an add to cart
        event('visitor-9', 'event', at + 5000, day, 'form-submission'), // B converted: a form sent
      ])
      .execute();
    const answer = await owner().get('/api/config/experiments/results');
    expect(answer.statusCode).toBe(200);
    const result = (answer.json().results as ExperimentResults[]).find(
      (r) => r.experiment.id === experiment.id,
    );
    expect(result?.variants).toEqual([
      { variant: 'A', visitors: 4, conversions: 1, conversionRate: 0.25 },
      { variant: 'B', visitors: 6, conversions: 4, conversionRate: 4 / 6 },
    ]);
  });

  it('lets the reporting role read results but not change tests, and refuses an editor the results', async () => {
    const reporting = await signedInAs(SiteUserRole.reporting, 'reporter');
    expect((await reporting.get('/api/config/experiments/results')).statusCode).toBe(200);
    const stop = await reporting.request('PUT', `/api/config/experiments/${experiment.id}`, {
      json: { move: 'stop' },
    });
    expect(stop.statusCode).toBe(403);
    const editor = await signedInAs(SiteUserRole.editor, 'editor');
    expect((await editor.get('/api/config/experiments')).statusCode).toBe(200);
    expect((await editor.get('/api/config/experiments/results')).statusCode).toBe(403);
    expect((await visitor().get('/api/config/experiments/results')).statusCode).toBe(401);
  });

  it('shows A to everyone while stopped, and the winner once chosen, with the draft keeping only it', async () => {
    const stopped = await owner().request('PUT', `/api/config/experiments/${experiment.id}`, {
      json: { move: 'stop' },
    });
    expect(stopped.json().experiment.state).toBe('stopped');
    for (let i = 0; i < 6; i++) expect(headlineOf((await visitor().get('/')).body)).toBe('A');
    const won = await owner().request('POST', `/api/config/experiments/${experiment.id}/winner`, {
      json: { variant: 'B' },
    });
    expect(won.statusCode).toBe(200);
    expect(won.json().experiment).toMatchObject({ state: 'ended', winner: 'B' });
    const draft = won.json().layout as Layout;
    expect(draft.sections.some((section) => section.split?.experiment === experiment.id)).toBe(false);
    expect(JSON.stringify(draft.sections)).toContain(HEADLINE_B);
    expect(JSON.stringify(draft.sections)).not.toContain(HEADLINE_A);
    for (let i = 0; i < 6; i++) expect(headlineOf((await visitor().get('/')).body)).toBe('B');
    const restart = await owner().request('PUT', `/api/config/experiments/${experiment.id}`, {
      json: { move: 'start' },
    });
    expect(restart.statusCode).toBe(409);
    expect(restart.json().error).toBe('This split test has ended: its winner was kept.');
  });
});

describe.each(ENGINES)('the demo’s split test on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  it('runs on the home page’s quote with two weeks of results, B ahead', async () => {
    const results = (await owner().get('/api/config/experiments/results')).json()
      .results as ExperimentResults[];
    const demo = results.find((result) => result.experiment.id === DEMO_EXPERIMENT_ID);
    expect(demo?.experiment).toMatchObject({ name: 'Home page quote', state: 'running' });
    const [a, b] = demo?.variants ?? [];
    expect(a?.visitors).toBeGreaterThan(14 * 30 - 1);
    expect(b?.visitors).toBeGreaterThan(14 * 30 - 1);
    expect(b?.conversionRate).toBeGreaterThan(a?.conversionRate ?? 1);
    const quotes = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const html = (await suite.client(DEMO_HOST, `10.32.${engine === 'sqlite' ? 1 : 2}.${i}`).get('/')).body;
      quotes.add(html.includes(DEMO_QUOTE_B) ? 'B' : 'A');
    }
    expect([...quotes].sort()).toEqual(['A', 'B']);
  });
});
