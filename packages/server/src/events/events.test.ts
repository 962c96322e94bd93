// POST /api/events/RecordJavascriptErrors and /api/events/Trace: what the site's error reporter and
// logger send is stored per site, within the spec's limits, and capped so it cannot grow without end.
import { CRUMB_HEADER, ERROR_REPORTS_PER_PAGE, ERROR_STACK_MAX_LENGTH } from '@tessera/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN } from '../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { newId } from '../db/ids.ts';
import { CLIENT_EVENTS_KEPT_PER_SITE } from './service.ts';

const ERRORS_URL = '/api/events/RecordJavascriptErrors';
const TRACE_URL = '/api/events/Trace';

function report(message: string, extra: Record<string, unknown> = {}) {
  return {
    event: 'error',
    data: {
      message,
      stack: `Error: ${message}\n    at main.js:1:1`,
      url: 'http://demo.tessera.test/about',
      ...extra,
    },
    timestamp: 1_700_000_000_000,
  };
}

describe.each(ENGINES)('client events on %s', (engine) => {
  const suite = useTestApp(engine);
  let websiteId: string;

  beforeEach(async () => {
    websiteId = (await demoWebsite(suite.db)).id;
    await suite.db.deleteFrom('client_events').execute();
  });

  async function stored(kind: string) {
    const rows = await suite.db
      .selectFrom('client_events')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
  }

  describe('RecordJavascriptErrors', () => {
    describe(`spec 1 §7: 'JSON array of events (event, data, timestamp), with a crumb header'`, () => {
      it(`takes the crumb in the ${CRUMB_HEADER} header, with no crumb parameter`, async () => {
        const client = suite.client();
        await client.get('/api/auth/Crumb');
        const crumb = client.crumb ?? '';
        expect(crumb).not.toBe('');
        const response = await client.request('POST', ERRORS_URL, {
          json: [report('by header')],
          crumb: false,
          headers: { [CRUMB_HEADER]: crumb },
        });
        expect(response.statusCode).toBe(204);
        expect((await stored('javascript-error')).map((r) => r.payload.data.message)).toEqual(['by header']);
      });

      it('still takes the crumb parameter of pages from before the header', async () => {
        const response = await suite.client().request('POST', ERRORS_URL, { json: [report('by query')] });
        expect(response.statusCode).toBe(204);
        expect(await stored('javascript-error')).toHaveLength(1);
      });

      it('refuses a header crumb that is not the cookie’s with crumbFail and a fresh crumb', async () => {
        const client = suite.client();
        await client.get('/api/auth/Crumb');
        const response = await client.request('POST', ERRORS_URL, {
          json: [report('forged')],
          crumb: false,
          headers: { [CRUMB_HEADER]: 'forged.crumb' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ crumbFail: true, crumb: expect.any(String) });
        expect(await stored('javascript-error')).toHaveLength(0);
      });
    });

    it('stores each report for the site, with 204', async () => {
      const client = suite.client();
      const response = await client.request('POST', ERRORS_URL, {
        json: [report('first'), report('second', { line: 3 })],
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const rows = await stored('javascript-error');
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.website_id === websiteId)).toBe(true);
      expect(rows.map((r) => r.page_url)).toEqual([
        'http://demo.tessera.test/about',
        'http://demo.tessera.test/about',
      ]);
      expect(rows.map((r) => r.payload.data.message).sort()).toEqual(['first', 'second']);
      expect(rows[0]?.payload).toMatchObject({ event: 'error', timestamp: 1_700_000_000_000 });
    });

    it(`accepts ${ERROR_REPORTS_PER_PAGE} reports in one call and refuses more`, async () => {
      const client = suite.client();
      const many = (n: number) => Array.from({ length: n }, (_, i) => report(`error ${i}`));
      expect(
        (await client.request('POST', ERRORS_URL, { json: many(ERROR_REPORTS_PER_PAGE) })).statusCode,
      ).toBe(204);
      const tooMany = await client.request('POST', ERRORS_URL, { json: many(ERROR_REPORTS_PER_PAGE + 1) });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors).toEqual({ _: `At most ${ERROR_REPORTS_PER_PAGE} reports a request.` });
      expect(await stored('javascript-error')).toHaveLength(ERROR_REPORTS_PER_PAGE);
    });

    it.each([
      ['an object', report('x')],
      ['a string', 'error'],
      ['null', null],
      ['an empty list', []],
      ['a report without event', [{ data: {} }]],
      ['an event that is not a string', [{ event: 5, data: {} }]],
      ['an event over 100 characters', [{ event: 'e'.repeat(101), data: {} }]],
      ['data that is a list', [{ event: 'error', data: ['x'] }]],
      ['a timestamp that is text', [{ event: 'error', data: {}, timestamp: 'now' }]],
      ['a good report beside a bad one', [report('fine'), { event: 'error', data: 'bad' }]],
    ])('refuses %s with 400 and stores nothing', async (_name, json) => {
      const response = await suite.client().request('POST', ERRORS_URL, { json });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), errors: expect.any(Object) });
      expect(await stored('javascript-error')).toHaveLength(0);
    });

    it(`cuts stacks at ${ERROR_STACK_MAX_LENGTH} characters`, async () => {
      expect(ERROR_STACK_MAX_LENGTH).toBe(5000);
      const stack = `Error: deep\n${'    at f (main.js:1:1)\n'.repeat(1000)}`;
      expect(stack.length).toBeGreaterThan(ERROR_STACK_MAX_LENGTH);
      const response = await suite
        .client()
        .request('POST', ERRORS_URL, { json: [report('deep', { stack })] });
      expect(response.statusCode).toBe(204);
      const [row] = await stored('javascript-error');
      expect(row?.payload.data.stack).toBe(stack.slice(0, ERROR_STACK_MAX_LENGTH));
    });

    it('stores valid JSON even for a report too large to keep whole', async () => {
      const huge = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, 'z'.repeat(5000)]));
      const response = await suite.client().request('POST', ERRORS_URL, { json: [report('huge', huge)] });
      expect(response.statusCode).toBe(204);
      const [raw] = await suite.db.selectFrom('client_events').select('payload').execute();
      expect(() => JSON.parse(raw?.payload ?? '')).not.toThrow();
      expect(raw?.payload.length).toBeLessThanOrEqual(20_000);
    });

    it(`keeps the newest ${CLIENT_EVENTS_KEPT_PER_SITE} reports per site`, async () => {
      // Earlier reports arrived in batches of 20, each batch stored with one timestamp.
      const start = Date.now() - 60_000;
      const rows = Array.from({ length: CLIENT_EVENTS_KEPT_PER_SITE }, (_, i) => ({
        website_id: websiteId,
        id: newId(),
        kind: 'javascript-error',
        page_url: '/old',
        payload: JSON.stringify({ event: 'error', data: { message: `old ${i}` } }),
        created_at: start + Math.floor(i / 20),
      }));
      for (let i = 0; i < rows.length; i += 100) {
        await suite.db
          .insertInto('client_events')
          .values(rows.slice(i, i + 100))
          .execute();
      }
      // Another site's reports are not counted against this one, nor removed.
      const other = await suite.db
        .insertInto('websites')
        .values({
          ...(await demoWebsite(suite.db)),
          id: newId(),
          identifier: 'events-other',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await suite.db
        .insertInto('client_events')
        .values({ ...rows[0], id: newId(), website_id: other.id } as (typeof rows)[number])
        .execute();

      const response = await suite.client().request('POST', ERRORS_URL, {
        json: [report('newest'), report('newer')],
      });
      expect(response.statusCode).toBe(204);
      const kept = await suite.db
        .selectFrom('client_events')
        .select(['payload', 'created_at'])
        .where('website_id', '=', websiteId)
        .execute();
      expect(kept).toHaveLength(CLIENT_EVENTS_KEPT_PER_SITE);
      const messages = new Set(kept.map((r) => JSON.parse(r.payload).data.message));
      expect(messages.has('newest')).toBe(true);
      expect(messages.has('newer')).toBe(true);
      // Exactly two of the oldest batch made room; everything newer is still there.
      expect(kept.filter((r) => r.created_at === start)).toHaveLength(18);
      expect(messages.has(`old ${CLIENT_EVENTS_KEPT_PER_SITE - 1}`)).toBe(true);
      const otherRows = await suite.db
        .selectFrom('client_events')
        .select('id')
        .where('website_id', '=', other.id)
        .execute();
      expect(otherRows).toHaveLength(1);
      await suite.db.deleteFrom('client_events').where('website_id', '=', other.id).execute();
      await suite.db.deleteFrom('websites').where('id', '=', other.id).execute();
    });

    it('answers 404 on a host with no site', async () => {
      const client = suite.client('nosuchsite.tessera.test');
      const response = await client.request('POST', ERRORS_URL, { json: [report('x')] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.' });
      const platform = suite.client(APP_DOMAIN);
      expect((await platform.request('POST', ERRORS_URL, { json: [report('x')] })).statusCode).toBe(404);
      expect(await stored('javascript-error')).toHaveLength(0);
    });
  });

  describe('Trace', () => {
    const entries = [
      { pageUrl: 'http://demo.tessera.test/', type: 'navigation', data: { ms: 120 } },
      { pageUrl: 'http://demo.tessera.test/shop', type: 'click', data: 'add-to-cart' },
    ];
    const data = JSON.stringify(entries);

    async function expectStored() {
      const rows = await stored('trace');
      expect(rows.map((r) => r.payload)).toEqual(entries);
      expect(rows.map((r) => r.page_url)).toEqual(entries.map((e) => e.pageUrl));
      expect(rows.every((r) => r.website_id === websiteId)).toBe(true);
    }

    it('accepts { data } as a JSON body', async () => {
      const response = await suite.client().request('POST', TRACE_URL, { json: { data } });
      expect(response.statusCode).toBe(204);
      await expectStored();
    });

    it('accepts a form-encoded body, as sendBeacon sends URLSearchParams', async () => {
      const response = await suite.client().request('POST', TRACE_URL, { form: { data } });
      expect(response.statusCode).toBe(204);
      await expectStored();
    });

    it('accepts a text/plain body holding JSON', async () => {
      const response = await suite.client().request('POST', TRACE_URL, {
        body: JSON.stringify({ data }),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(response.statusCode).toBe(204);
      await expectStored();
    });

    it('accepts a text/plain body holding form fields', async () => {
      const response = await suite.client().request('POST', TRACE_URL, {
        body: new URLSearchParams({ data }).toString(),
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode).toBe(204);
      await expectStored();
    });

    it.each([
      ['data that is not JSON', { data: '[{"type":' }, 'data'],
      ['data that is not text', { data: entries }, 'data'],
      ['no data', {}, 'data'],
      ['an empty list', { data: '[]' }, '_'],
      ['a list of the wrong things', { data: '[1, 2]' }, '0'],
      ['an entry without type', { data: '[{"pageUrl": "/"}]' }, '0.type'],
      ['an object instead of a list', { data: '{"type": "x"}' }, '_'],
    ])('refuses %s with 400 and stores nothing', async (_name, json, field) => {
      const response = await suite.client().request('POST', TRACE_URL, { json });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty([field]);
      expect(await stored('trace')).toHaveLength(0);
    });

    it('refuses a text/plain body of form fields naming data twice, as a form post is', async () => {
      const twice = new URLSearchParams([
        ['data', data],
        ['data', data],
      ]).toString();
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await suite.client().request('POST', TRACE_URL, {
          body: twice,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty('data');
      }
      expect(await stored('trace')).toHaveLength(0);
    });

    it('refuses a text/plain body that is neither JSON nor form fields', async () => {
      const response = await suite.client().request('POST', TRACE_URL, {
        body: 'just some words',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('data');
    });

    it('refuses more than 200 entries in one call', async () => {
      const many = Array.from({ length: 201 }, () => entries[0]);
      const response = await suite
        .client()
        .request('POST', TRACE_URL, { json: { data: JSON.stringify(many) } });
      expect(response.statusCode).toBe(400);
      expect(await stored('trace')).toHaveLength(0);
    });

    it('answers 404 on a host with no site', async () => {
      const client = suite.client('nosuchsite.tessera.test');
      expect((await client.request('POST', TRACE_URL, { json: { data } })).statusCode).toBe(404);
      expect(await stored('trace')).toHaveLength(0);
    });
  });
});
