// The popup overlay, the announcement bar and the mobile information bar on both engines: each one's
// settings read and saved from their revision (every field, core's normal form, a stale save a 409,
// bad input a 400 naming the field), and the pages: the bars and the popup in the server's HTML with
// their styles, the context's popupOverlaySettings and mobileInfoBarSettings filled, a closed bar
// remembered (a cached rendering of its own) and shown again to a signed-in owner.
import { ANNOUNCEMENT_DISMISSED_COOKIE, InfoBarStyle } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { formAction, setCookie, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { inlineStyleHashes } from '../http/security-headers.ts';
import { DEMO_LIST_ID } from '../seed/demo-newsletter.ts';
import { DEMO_ANNOUNCEMENT, DEMO_POPUP_TITLE } from '../seed/demo-overlays.ts';
import type {
  AnnouncementBarSettingsView,
  MobileInfoBarSettingsView,
  PopupOverlaySettingsView,
} from './routes.ts';
import { POPUP_LIST_REQUIRED, STALE_OVERLAY_SETTINGS } from './service.ts';

const POPUP = '/api/config/popup-overlay';
const BAR = '/api/config/announcement-bar';
const MOBILE = '/api/config/mobile-info-bar';
const DISMISS = '/api/announcement-bar/dismiss';

function contextOf(html: string) {
  const json = /<script id="tessera-context" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as {
    websiteSettings: { popupOverlaySettings: unknown; mobileInfoBarSettings: unknown };
  };
}

describe.each(ENGINES)('overlays and bars on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  async function read<T>(url: string): Promise<T> {
    const response = await owner().get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  async function save<T extends { revision: number }>(url: string, change: Partial<T>, revision?: number) {
    const current = await read<T>(url);
    return owner().request('PUT', url, {
      json: { ...current, ...change, revision: revision ?? current.revision },
    });
  }
  async function saved<T extends { revision: number }>(url: string, change: Partial<T>): Promise<T> {
    const response = await save<T>(url, change);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  async function visit(path = '/about', cookies: Record<string, string> = {}) {
    const visitor = suite.client();
    for (const [name, value] of Object.entries(cookies)) visitor.cookies.set(name, value);
    const response = await visitor.get(path);
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  describe('the popup overlay', () => {
    it('answers the demo’s popup: on, signing visitors up to the demo’s list', async () => {
      expect(await read<PopupOverlaySettingsView>(POPUP)).toMatchObject({
        enabled: true,
        title: DEMO_POPUP_TITLE,
        content: 'SIGNUP',
        listId: DEMO_LIST_ID,
        style: 'LIGHT',
        position: 'MIDDLE_CENTER',
        enableMobile: true,
        version: 1,
        showUntilSignup: true,
        displayFrequency: 7,
      });
    });

    it('is in the page, hidden, with the sign-up form, its styles, and the spec’s settings in the context', async () => {
      const html = await visit();
      expect(html).toMatch(
        /<div class="popup-overlay popup-overlay-middle-center popup-overlay-light" data-popup-overlay="" hidden="">/,
      );
      expect(html).toContain('role="dialog" aria-modal="true" aria-labelledby="popup-overlay-title"');
      expect(html).toContain('data-island="popup-newsletter"');
      expect(html).toContain(`value="${DEMO_LIST_ID}"`);
      expect(html).toContain('.popup-overlay{position:fixed');
      expect(contextOf(html).websiteSettings.popupOverlaySettings).toEqual({
        style: 'LIGHT',
        position: 'MIDDLE_CENTER',
        enableMobile: true,
        version: 1,
        showUntilSignup: true,
        displayFrequency: 7,
      });
    });

    it("spec 1 §2 'popup overlay 104': offers visitors without JavaScript its page, in a <noscript>, within the page's CSP", async () => {
      const response = await suite.client().get('/about');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
      expect(noscript).toBe(
        `<p class="popup-overlay-noscript"><a href="/popup-overlay">${DEMO_POPUP_TITLE}</a></p>`,
      );
      // Above the page's content, so it is seen first, as the popup would be.
      expect(html.indexOf('<noscript>')).toBeLessThan(html.indexOf('<main'));
      expect(html).toContain('.popup-overlay-noscript{');
      // The link and its styles need nothing the policy does not already allow: no inline script or
      // style attribute, and every inline <style> (its rules among them) allowed by its hash.
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(noscript).not.toMatch(/style=|<script/);
      for (const hash of inlineStyleHashes(html)) expect(policy).toContain(hash);
      // The page it leads to answers a visitor (it is the popup whole, for them).
      expect((await suite.client().get('/popup-overlay')).statusCode).toBe(200);
    });

    it('saves every field, and a button popup in place of the sign-up', async () => {
      const before = await read<PopupOverlaySettingsView>(POPUP);
      const after = await saved<PopupOverlaySettingsView>(POPUP, {
        style: 'DARK',
        position: 'BOTTOM_RIGHT',
        enableMobile: false,
        version: 2,
        showUntilSignup: false,
        displayFrequency: -1,
        title: 'Visit the shop',
        text: 'New glazes',
        content: 'BUTTON',
        buttonText: 'Shop now',
        buttonUrl: '/shop',
      });
      expect(after).toMatchObject({ revision: before.revision + 1, displayFrequency: -1, version: 2 });
      const html = await visit();
      expect(html).toContain('popup-overlay popup-overlay-bottom-right popup-overlay-dark');
      expect(html).toMatch(
        /<a class="button button-primary popup-overlay-action" href="\/shop"[^>]*>Shop now<\/a>/,
      );
      expect(html).not.toContain('data-island="popup-newsletter"');
      expect(contextOf(html).websiteSettings.popupOverlaySettings).toMatchObject({
        enableMobile: false,
        displayFrequency: -1,
      });
      await saved<PopupOverlaySettingsView>(POPUP, { ...before });
    });

    it('refuses a stale save, a sign-up without a list, and links that are not links', async () => {
      const current = await read<PopupOverlaySettingsView>(POPUP);
      const stale = await save<PopupOverlaySettingsView>(
        POPUP,
        { title: 'Lost' },
        current.revision - 1 || 99,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: STALE_OVERLAY_SETTINGS });
      const noList = await save<PopupOverlaySettingsView>(POPUP, { listId: 'not-a-list' });
      expect(noList.statusCode).toBe(400);
      expect(noList.json()).toMatchObject({ errors: { listId: POPUP_LIST_REQUIRED } });
      const script = await save<PopupOverlaySettingsView>(POPUP, { buttonUrl: 'javascript:alert(1)' });
      expect(script.statusCode).toBe(400);
      expect(Object.keys(script.json().errors)).toEqual(['buttonUrl']);
      // The URL parser forgives these; core's link rule does not.
      for (const buttonUrl of ['http:example.com', 'https://example.com/a b']) {
        const malformed = await save<PopupOverlaySettingsView>(POPUP, { buttonUrl });
        expect(malformed.statusCode, buttonUrl).toBe(400);
        expect(Object.keys(malformed.json().errors)).toEqual(['buttonUrl']);
      }
      const frequency = await save<PopupOverlaySettingsView>(POPUP, { displayFrequency: -2 });
      expect(frequency.statusCode).toBe(400);
      expect(await read<PopupOverlaySettingsView>(POPUP)).toEqual(current);
    });

    it('is not on the page once turned off', async () => {
      const before = await read<PopupOverlaySettingsView>(POPUP);
      await saved<PopupOverlaySettingsView>(POPUP, { enabled: false });
      const html = await visit();
      expect(html).not.toContain('data-popup-overlay');
      expect(html).not.toContain('.popup-overlay{');
      expect(html).not.toContain('popup-overlay-noscript');
      expect(contextOf(html).websiteSettings.popupOverlaySettings).toBeNull();
      await saved<PopupOverlaySettingsView>(POPUP, { ...before });
    });
  });

  describe('the announcement bar', () => {
    it('is on every page for a new visitor, with its link and close button', async () => {
      const settings = await read<AnnouncementBarSettingsView>(BAR);
      expect(settings).toMatchObject({
        enabled: true,
        text: DEMO_ANNOUNCEMENT,
        dismissible: true,
        linkUrl: '/shop',
      });
      const html = await visit('/');
      expect(html).toContain(
        `<section class="announcement-bar" aria-label="Announcement" data-announcement-bar="">`,
      );
      expect(html).toContain(DEMO_ANNOUNCEMENT);
      expect(html).toContain(`<input type="hidden" name="revision" value="${settings.revision}"/>`);
      expect(formAction(html, DISMISS)).toBe(DISMISS);
    });

    it('stays closed for a visitor who closed it, until the owner saves it again; an owner always sees it', async () => {
      const visitor = suite.client();
      const page = await visitor.get('/about');
      const revision = /name="revision" value="(\d+)"/.exec(page.body)?.[1] ?? '';
      const closed = await visitor.request('POST', DISMISS, {
        form: { revision },
        crumb: false,
        headers: { referer: `http://${visitor.host}/about` },
      });
      expect(closed.statusCode).toBe(303);
      expect(closed.headers.location).toBe('/about');
      expect(setCookie(closed, ANNOUNCEMENT_DISMISSED_COOKIE)).toMatchObject({
        value: revision,
        httpOnly: true,
      });
      for (let i = 0; i < 2; i++) {
        // Twice: the second answer comes from the cache, under the closed bar's own key.
        expect((await visitor.get('/about')).body).not.toContain('data-announcement-bar');
      }
      expect(await visit('/about')).toContain('data-announcement-bar');
      expect(await visit('/about', { [ANNOUNCEMENT_DISMISSED_COOKIE]: 'junk' })).toContain(
        'data-announcement-bar',
      );
      const mine = owner();
      mine.cookies.set(ANNOUNCEMENT_DISMISSED_COOKIE, revision);
      expect((await mine.get('/about')).body).toContain('data-announcement-bar');
      mine.cookies.delete(ANNOUNCEMENT_DISMISSED_COOKIE);

      await saved<AnnouncementBarSettingsView>(BAR, { text: 'Kiln open day on Saturday.' });
      expect((await visitor.get('/about')).body).toContain('Kiln open day on Saturday.');
      await saved<AnnouncementBarSettingsView>(BAR, { text: DEMO_ANNOUNCEMENT });
    });

    it('refuses an empty announcement that is on, and a stale save', async () => {
      const empty = await save<AnnouncementBarSettingsView>(BAR, { text: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ errors: { text: 'Enter the announcement.' } });
      const current = await read<AnnouncementBarSettingsView>(BAR);
      expect((await save<AnnouncementBarSettingsView>(BAR, {}, current.revision + 5)).statusCode).toBe(409);
    });

    it('shows no close button when not dismissible, and the whole text as the link without link words', async () => {
      await saved<AnnouncementBarSettingsView>(BAR, { dismissible: false, linkText: '' });
      const html = await visit('/');
      expect(html).toContain(`<a href="/shop">${DEMO_ANNOUNCEMENT}</a>`);
      expect(html).not.toContain(`action="${DISMISS}"`);
      await saved<AnnouncementBarSettingsView>(BAR, { dismissible: true, linkText: 'See what’s new' });
    });
  });

  describe('the mobile information bar', () => {
    it('is off on the demo (style none) and then shows its four details as links, light or dark', async () => {
      expect(await read<MobileInfoBarSettingsView>(MOBILE)).toMatchObject({ style: InfoBarStyle.none });
      expect(await visit()).not.toContain('mobile-info-bar');
      await saved<MobileInfoBarSettingsView>(MOBILE, {
        style: InfoBarStyle.dark,
        phone: '+44 20 7946 0000',
        email: 'studio@example.com',
        location: '12 Kiln Lane, Bristol',
        hours: 'Tue–Sat 10–18',
        hoursUrl: '/about',
      });
      const html = await visit();
      expect(html).toContain(
        '<nav class="mobile-info-bar mobile-info-bar-dark" aria-label="Contact information">',
      );
      expect(html).toContain('href="tel:+442079460000"');
      expect(html).toContain('href="mailto:studio@example.com"');
      expect(html).toContain(
        'href="https://www.openstreetmap.org/search?query=12%20Kiln%20Lane%2C%20Bristol"',
      );
      expect(html).toMatch(/<a href="\/about" class="mobile-info-bar-hours">/);
      expect(html).toContain('@media (min-width:1025px){.mobile-info-bar{display:none}}');
      expect(contextOf(html).websiteSettings.mobileInfoBarSettings).toMatchObject({
        style: 3,
        phone: '+44 20 7946 0000',
      });
      await saved<MobileInfoBarSettingsView>(MOBILE, { style: InfoBarStyle.none });
      expect(contextOf(await visit()).websiteSettings.mobileInfoBarSettings).toBeNull();
    });

    it('refuses a style outside 1 to 3 and an address that is not one', async () => {
      const style = await save<MobileInfoBarSettingsView>(MOBILE, { style: 4 as 1 });
      expect(style.statusCode).toBe(400);
      expect(style.json()).toMatchObject({
        errors: { style: 'The style is 1 (none), 2 (light) or 3 (dark).' },
      });
      const email = await save<MobileInfoBarSettingsView>(MOBILE, { email: 'nope' });
      expect(email.json()).toMatchObject({ errors: { email: 'Enter a valid email address.' } });
    });
  });

  it('keeps the settings from a visitor: every settings call needs the settings permission', async () => {
    for (const url of [POPUP, BAR, MOBILE])
      expect([401, 403]).toContain((await suite.client().get(url)).statusCode);
  });
});
