// Proof of consent on both engines: a visitor's choice (the banner's form, or its island sending the
// same) kept in the consent cookie and recorded with the banner version, the words that banner showed
// and a salted visitor hash, never an address; tracking cookies cleared where the restrictive policy
// or a decline forbids them; the owner's log page by page and as CSV; the day's salt rotating and
// deleted by the trim job.
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { type Client, DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, setCookie, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import type { Website } from '../db/schema.ts';
import { trimOldRows } from '../jobs/trim/service.ts';
import { DEMO_BANNER_TEXT } from '../seed/demo-consent.ts';
import type { ConsentRecordPage, CookieBannerSettingsView } from './routes.ts';
import { CONSENT_CSV_COLUMNS, CONSENT_RECORDS_PAGE_SIZE, UNKNOWN_BANNER } from './service.ts';
import { utcDay, visitorHash } from './visitor-hash.ts';

const RECORD = '/api/cookie-consent';
const LOG = '/api/config/consent-records';
const DAY = 24 * 60 * 60 * 1000;
const DEMO_TEXT_WORDS = DEMO_BANNER_TEXT.replace(/<\/?p>/g, '').replace('&amp;', '&');

describe.each(ENGINES)('proof of consent on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let revision: number;
  let address = 0;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    revision = ((await owner().get('/api/config/cookie-banner')).json() as CookieBannerSettingsView).version;
  });

  const visitor = (userAgent = 'Test browser') => {
    const client = suite.client(DEMO_HOST, `10.12.${engine === 'sqlite' ? 1 : 2}.${++address}`);
    return { client, userAgent };
  };
  /** The banner's form as a browser posts it from `page`. */
  const choose = (
    { client, userAgent }: { client: Client; userAgent: string },
    choice: string,
    page = '/about',
  ) =>
    client.request('POST', RECORD, {
      form: { choice, revision: String(revision) },
      headers: { referer: `http://${DEMO_HOST}${page}`, 'user-agent': userAgent },
      crumb: false,
    });
  const records = () =>
    suite.db.selectFrom('consent_records').selectAll().where('website_id', '=', website.id).execute();

  it('keeps an accept for 30 days, records it and goes back to the page, without a crumb', async () => {
    const before = await records();
    const someone = visitor();
    const response = await choose(someone, 'accepted', '/shop?sort=new');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/shop?sort=new');
    expect(setCookie(response, CONSENT_COOKIE)).toMatchObject({
      value: '2.accepted',
      maxAge: CONSENT_COOKIE_MAX_AGE_SECONDS,
      path: '/',
      sameSite: 'Lax',
    });
    expect(setCookie(response, CONSENT_COOKIE)?.httpOnly).toBeFalsy();
    const all = await records();
    const record = all.filter((row) => !before.some((old) => old.id === row.id));
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ choice: 'accepted', banner_version: 2, revision });
    expect(record[0]?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    // No address anywhere in what was kept.
    expect(JSON.stringify(all)).not.toContain(someone.client.remoteAddress);

    // The page now comes without the banner showing.
    const page = await someone.client.get('/shop');
    expect(page.body).toMatch(/<section aria-label="Cookie consent"[^>]*hidden=""/);
  });

  it('goes back to the site’s root when the page it came from is elsewhere or unknown', async () => {
    const someone = visitor();
    const elsewhere = await someone.client.request('POST', RECORD, {
      form: { choice: 'accepted', revision: String(revision) },
      headers: { referer: 'https://evil.example/about' },
      crumb: false,
    });
    expect(elsewhere.headers.location).toBe('/');
    const none = await someone.client.request('POST', RECORD, {
      form: { choice: 'declined', revision: String(revision) },
      crumb: false,
    });
    expect(none.headers.location).toBe('/');
  });

  it('clears the tracking cookies on a decline, and under the restrictive policy keeps them only after an accept', async () => {
    const tracked = () => {
      const someone = visitor();
      someone.client.cookies.set('ss_cvr', 'r1');
      someone.client.cookies.set('ss_cvt', 't1');
      return someone;
    };
    const declined = tracked();
    const answer = await choose(declined, 'declined');
    expect(setCookie(answer, CONSENT_COOKIE)?.value).toBe('2.declined');
    for (const name of ['ss_cvr', 'ss_cvt']) {
      const cleared = setCookie(answer, name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    }
    expect([...declined.client.cookies.keys()]).toEqual([CONSENT_COOKIE]);

    const accepted = tracked();
    const kept = await choose(accepted, 'accepted');
    expect(setCookie(kept, 'ss_cvr')).toBeUndefined();
    expect(accepted.client.cookies.get('ss_cvr')).toBe('r1');
  });

  it('refuses a choice it cannot record, naming the field, and keeps nothing', async () => {
    const before = await records();
    const someone = visitor();
    const refused: Record<string, string>[] = [
      { choice: 'maybe', revision: String(revision) },
      { choice: 'accepted', revision: '0' },
      { choice: 'accepted', revision: 'two' },
      { choice: 'accepted' },
    ];
    for (const form of refused) {
      const response = await someone.client.request('POST', RECORD, { form, crumb: false });
      expect(response.statusCode).toBe(400);
      expect(setCookie(response, CONSENT_COOKIE)).toBeUndefined();
    }
    const unknown = await someone.client.request('POST', RECORD, {
      form: { choice: 'accepted', revision: '99999' },
      crumb: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { revision: UNKNOWN_BANNER } });
    expect(await records()).toEqual(before);
  });

  it('is rate limited per address', async () => {
    const someone = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await choose(someone, 'accepted')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  describe('the visitor hash', () => {
    const of = (fields: { address?: string; userAgent?: string; now?: number; websiteId?: string }) =>
      visitorHash(suite.db, {
        websiteId: fields.websiteId ?? website.id,
        address: fields.address ?? '203.0.113.9',
        userAgent: fields.userAgent ?? 'Browser A',
        now: fields.now ?? Date.now(),
      });

    it('is the same for one browser on one day, and differs across browsers, sites and days', async () => {
      const now = Date.UTC(2031, 4, 1, 12);
      const same = await of({ now });
      expect(await of({ now: now + 60_000 })).toBe(same);
      expect(await of({ now, userAgent: 'Browser B' })).not.toBe(same);
      expect(await of({ now, address: '203.0.113.10' })).not.toBe(same);
      expect(await of({ now, websiteId: 'f'.repeat(24) })).not.toBe(same);
      expect(await of({ now: now + DAY })).not.toBe(same);
    });

    it('loses its past days’ salts to the trim job, and keeps today’s', async () => {
      const now = Date.UTC(2031, 5, 1, 12);
      await of({ now: now - DAY });
      await of({ now });
      const days = async () =>
        (await suite.db.selectFrom('visitor_salts').select('day').execute()).map((row) => row.day);
      expect(await days()).toContain(utcDay(now - DAY));
      const trimmed = await trimOldRows(suite.db, now);
      expect(trimmed.visitorSalts).toBeGreaterThanOrEqual(1);
      expect(await days()).toEqual([utcDay(now)]);
    });
  });

  describe('the owner’s log', () => {
    beforeAll(async () => {
      // Enough choices for more than one page, a second apart so their order is known.
      const base = Date.UTC(2030, 0, 1);
      for (let i = 0; i < CONSENT_RECORDS_PAGE_SIZE + 5; i++) {
        suite.ctx.now = () => base + i * 1000;
        const someone = visitor();
        expect((await choose(someone, i % 2 ? 'declined' : 'accepted')).statusCode).toBe(303);
      }
      suite.ctx.now = () => Date.now();
    });

    it('lists the choices newest first, page by page, each with the words its banner showed', async () => {
      const total = (await records()).length;
      const first = (await owner().get(LOG)).json() as ConsentRecordPage;
      expect(first.records).toHaveLength(CONSENT_RECORDS_PAGE_SIZE);
      expect(first.records[0]).toMatchObject({
        bannerVersion: 2,
        revision,
        text: DEMO_TEXT_WORDS,
        acceptText: 'Accept',
        declineText: '',
      });
      const times = first.records.map((record) => record.time);
      expect([...times].sort().reverse()).toEqual(times);
      expect(first.next).not.toBeNull();
      const rest: ConsentRecordPage['records'] = [];
      let next = first.next;
      while (next) {
        const page = (
          await owner().get(`${LOG}?before=${encodeURIComponent(next)}`)
        ).json() as ConsentRecordPage;
        rest.push(...page.records);
        next = page.next;
      }
      const ids = [...first.records, ...rest].map((record) => record.id);
      expect(new Set(ids).size).toBe(total);
      expect((await owner().get(`${LOG}?before=nonsense`)).statusCode).toBe(400);
    });

    it('exports the whole log as CSV, newest first', async () => {
      const response = await owner().get(`${LOG}.csv`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="consent-log.csv"');
      const lines = response.body.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(CONSENT_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength((await records()).length + 1);
      expect(lines[1]).toMatch(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,(accepted|declined),2,${revision},"${DEMO_TEXT_WORDS.split(',')[0]}`,
        ),
      );
      expect(lines[1]).toMatch(/,Accept,,[0-9a-f]{64}$/);
    });

    it('is the owner’s alone', async () => {
      const stranger = suite.client();
      expect((await stranger.get(LOG)).statusCode).toBe(401);
      expect((await stranger.get(`${LOG}.csv`)).statusCode).toBe(401);
    });
  });
});
