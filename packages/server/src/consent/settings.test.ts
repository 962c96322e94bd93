// The cookie banner's settings and the banner on published pages, on both engines: the spec's API form
// read and saved from its version (every mapping of core applied, rich text sanitised, a stale or
// racing save refused with nothing lost), and the page: the banner in the server's HTML while the
// visitor has not chosen, hidden once they have (a cached rendering of its own), each variant,
// position, theme, button style and accept type as markup, and no tracking cookie from the server.
import {
  CONSENT_COOKIE,
  COOKIE_BANNER_DEFAULT_TEXTS,
  type CookieBannerApiForm,
  TRACKING_COOKIES,
} from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { contextOf } from '../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { DEMO_BANNER_TEXT } from '../seed/demo-consent.ts';
import type { CookieBannerSettingsView } from './routes.ts';
import { STALE_COOKIE_BANNER } from './service.ts';

const SETTINGS = '/api/config/cookie-banner';
const API_FORM_KEYS = [
  'cookieBannerAcceptType',
  'cookieBannerCtaText',
  'cookieBannerCtaVariant',
  'cookieBannerOptOutCtaText',
  'cookieBannerPosition',
  'cookieBannerText',
  'cookieBannerTheme',
  'cookieBannerVariant',
  'isAnalyticsCookiesDisabled',
  'isCookieBannerEnabled',
  'isRestrictiveCookiePolicyEnabled',
  'isVisitorDataRestricted',
  'version',
];

/** The banner's element in a page, from its opening tag to its form's end. */
function bannerIn(html: string): string | null {
  return /<(section|div)[^>]*data-cookie-banner[^>]*>.*?<\/form><\/\1>/s.exec(html)?.[0] ?? null;
}

describe.each(ENGINES)('the cookie banner on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  let demo: CookieBannerSettingsView;
  beforeAll(async () => {
    demo = await read();
  });
  /** The demo's banner as seeded, after a test changed it. */
  const restore = () => saved({ ...demo });

  const read = async () => (await owner().get(SETTINGS)).json() as CookieBannerSettingsView;
  const save = (change: Partial<CookieBannerApiForm>, version?: number) =>
    read().then((current) =>
      owner().request('PUT', SETTINGS, {
        json: { ...current, ...change, version: version ?? current.version },
      }),
    );
  async function saved(change: Partial<CookieBannerApiForm>) {
    const response = await save(change);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CookieBannerSettingsView;
  }
  async function storedSettings() {
    const website = await demoWebsite(suite.db);
    return JSON.parse(website.settings) as {
      cookieBanner: Record<string, unknown>;
      cookieBannerVersion: number;
    };
  }
  /** A visitor's page: its HTML and the cookies the answer set. */
  async function visit(path = '/about', cookies: Record<string, string> = {}) {
    const visitor = suite.client();
    for (const [name, value] of Object.entries(cookies)) visitor.cookies.set(name, value);
    const response = await visitor.get(path);
    expect(response.statusCode).toBe(200);
    return { html: response.body, setCookie: response.headers['set-cookie'] };
  }

  describe('settings', () => {
    it('answers the demo’s banner in the spec’s API form: on, opt-in, under the restrictive policy', async () => {
      const settings = await read();
      expect(Object.keys(settings).sort()).toEqual(API_FORM_KEYS);
      expect(settings).toMatchObject({
        isCookieBannerEnabled: true,
        cookieBannerText: DEMO_BANNER_TEXT,
        cookieBannerCtaText: 'Accept',
        cookieBannerOptOutCtaText: 'Decline',
        cookieBannerAcceptType: 'OPT_IN',
        isRestrictiveCookiePolicyEnabled: true,
        isVisitorDataRestricted: false,
        isAnalyticsCookiesDisabled: false,
      });
    });

    it('saves the API form through core’s mappings and stores the settings’ own names', async () => {
      const before = await read();
      const after = await saved({
        cookieBannerVariant: 'BAR',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerText: '<p> </p>',
        cookieBannerCtaText: '',
        cookieBannerOptOutCtaText: 'No thanks',
        isVisitorDataRestricted: true,
        isRestrictiveCookiePolicyEnabled: false,
      });
      expect(after).toMatchObject({
        version: before.version + 1,
        cookieBannerPosition: 'TOP',
        cookieBannerText: COOKIE_BANNER_DEFAULT_TEXTS.message,
        cookieBannerCtaText: 'Accept',
        cookieBannerOptOutCtaText: 'No thanks',
        isVisitorDataRestricted: true,
        isRestrictiveCookiePolicyEnabled: false,
      });
      expect(await read()).toEqual(after);
      const stored = await storedSettings();
      expect(stored.cookieBannerVersion).toBe(after.version);
      expect(stored.cookieBanner).toMatchObject({
        isActivityLogEnabled: false,
        isRestrictiveCookiePolicyAbsolute: false,
      });
      expect(stored.cookieBanner).not.toHaveProperty('isVisitorDataRestricted');

      const popup = await saved({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' });
      expect(popup.cookieBannerPosition).toBe('TOP_LEFT');
      await saved({
        cookieBannerText: DEMO_BANNER_TEXT,
        isRestrictiveCookiePolicyEnabled: true,
        isVisitorDataRestricted: false,
      });
    });

    it('keeps only the rich text a banner may show', async () => {
      const after = await saved({
        cookieBannerText:
          '<h2>Cookies</h2><p onclick="x()">We use <a href="javascript:alert(1)">some</a> and <a href="/privacy">read this</a>.<script>alert(1)</script></p>',
      });
      expect(after.cookieBannerText).toBe(
        '<p>Cookies</p><p>We use <a>some</a> and <a href="/privacy">read this</a>.</p>',
      );
      await restore();
    });

    it('refuses a save from a stale version with 409 and keeps the newer one', async () => {
      const current = await read();
      await saved({ cookieBannerCtaText: 'Sounds good' });
      const stale = await owner().request('PUT', SETTINGS, {
        json: { ...current, cookieBannerCtaText: 'Lost' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: STALE_COOKIE_BANNER });
      expect((await read()).cookieBannerCtaText).toBe('Sounds good');
      await restore();
    });

    it('lets exactly one of several saves from one version land, and keeps the words of that one', async () => {
      const current = await read();
      const texts = ['One', 'Two', 'Three', 'Four', 'Five'];
      const answers = await Promise.all(
        texts.map((text) =>
          owner().request('PUT', SETTINGS, { json: { ...current, cookieBannerCtaText: text } }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json() as CookieBannerSettingsView;
      expect(await read()).toEqual(winner);
      const website = await demoWebsite(suite.db);
      const revisions = await suite.db
        .selectFrom('cookie_banner_revisions')
        .selectAll()
        .where('website_id', '=', website.id)
        .where('revision', '=', current.version + 1)
        .execute();
      expect(revisions.map((row) => row.accept_text)).toEqual([winner.cookieBannerCtaText]);
      await restore();
    });

    it('refuses what is not a setting, naming the field, and changes nothing', async () => {
      const before = await storedSettings();
      for (const [field, value] of [
        ['cookieBannerTheme', 'SEPIA'],
        ['cookieBannerPosition', 'MIDDLE'],
        ['isCookieBannerEnabled', 'yes'],
        ['cookieBannerCtaText', 'x'.repeat(61)],
      ] as const) {
        const response = await save({ [field]: value });
        expect(response.statusCode).toBe(400);
        expect(Object.keys((response.json() as { errors: object }).errors)).toEqual([field]);
      }
      expect(await storedSettings()).toEqual(before);
    });
  });

  describe('the published banner', () => {
    it('is in the page’s HTML for a visitor who has not chosen, and its text is the owner’s', async () => {
      const { html, setCookie } = await visit();
      const banner = bannerIn(html);
      expect(banner).toContain('aria-label="Cookie consent"');
      expect(banner).not.toMatch(/^<section[^>]*hidden/);
      expect(banner).toContain(DEMO_BANNER_TEXT);
      expect(banner).toMatch(
        /<button type="submit" value="accepted" class="cookie-banner-accept" name="choice">Accept</,
      );
      expect(banner).not.toContain('value="declined"');
      expect(banner).toContain('action="/api/cookie-consent"');
      // A bar at the bottom follows the footer; its styles are in the page's own stylesheet.
      expect(html.indexOf('data-cookie-banner')).toBeGreaterThan(html.indexOf('<footer'));
      expect(html).toContain('.cookie-banner-bar{position:sticky');
      expect(setCookie).toBeUndefined();
    });

    it('is hidden for a visitor who chose, in a cached rendering of its own', async () => {
      for (let round = 0; round < 2; round++) {
        const chosen = await visit('/about', { [CONSENT_COOKIE]: '2.declined' });
        expect(bannerIn(chosen.html)).toMatch(/^<section[^>]*hidden=""/);
        const fresh = await visit('/about');
        expect(bannerIn(fresh.html)).not.toMatch(/^<section[^>]*hidden/);
        // A choice given to another banner version does not count.
        const old = await visit('/about', { [CONSENT_COOKIE]: '1.accepted' });
        expect(bannerIn(old.html)).not.toMatch(/^<section[^>]*hidden/);
      }
    });

    it('shows each variant, position, theme, button style and accept type as the settings say', async () => {
      await saved({
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerCtaVariant: 'ICON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerOptOutCtaText: 'No thanks',
      });
      const popup = bannerIn((await visit()).html) ?? '';
      expect(popup).toMatch(
        /^<div role="dialog" aria-label="Cookie consent" aria-describedby="cookie-banner-text"/,
      );
      expect(popup).toContain(
        'class="cookie-banner cookie-banner-popup cookie-banner-top-right cookie-banner-light cookie-banner-cta-icon"',
      );
      expect(popup).toContain('value="declined" class="cookie-banner-decline" aria-label="No thanks"');
      expect(popup).toContain('value="accepted" class="cookie-banner-accept" aria-label="Accept"');
      expect(popup).toContain('<svg');

      await saved({
        cookieBannerVariant: 'BAR',
        cookieBannerPosition: 'TOP',
        cookieBannerCtaVariant: 'TEXT',
      });
      const { html } = await visit();
      const bar = bannerIn(html) ?? '';
      expect(bar).toContain(
        'class="cookie-banner cookie-banner-bar cookie-banner-top cookie-banner-light cookie-banner-cta-text"',
      );
      expect(bar).toContain('>No thanks</button>');
      // A bar at the top comes before the header, right after the skip link.
      expect(html.indexOf('data-cookie-banner')).toBeLessThan(html.indexOf('<header'));

      await saved({ isCookieBannerEnabled: false });
      const off = await visit();
      expect(bannerIn(off.html)).toBeNull();
      expect(off.html).not.toContain('.cookie-banner');

      await restore();
    });

    it('tells the runtime the tracking cookie policy, and the server sets no tracking cookie', async () => {
      const { html, setCookie } = await visit('/', { ss_cvr: 'old', ss_cvt: 'old' });
      expect((contextOf(html).websiteSettings as Record<string, unknown>).cookiePolicy).toEqual({
        isAnalyticsCookiesDisabled: false,
        isRestrictiveCookiePolicyAbsolute: true,
      });
      expect(setCookie).toBeUndefined();
      for (const path of ['/shop', '/journal', '/no-such-page', '/search?q=plum']) {
        const response = await suite.client().get(path);
        const names = [response.headers['set-cookie'] ?? []].flat().map((c) => c.split('=')[0]);
        for (const name of TRACKING_COOKIES) expect(names).not.toContain(name);
      }
    });
  });
});
