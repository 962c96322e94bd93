// The popup overlay in the browser's terms: the markup per content, the dialog (opened with focus on
// its field, Tab kept inside, Escape closing with preventDefault so the page's Escape-to-config leaves
// it alone, focus back where it was), the record it keeps (closed date and version; submitted after a
// sign-up), and the runtime's rule over that record, the phone width and the owner's preview.
import {
  normalizePopupOverlayConfig,
  POPUP_OVERLAY_STORAGE_KEYS,
  popupOverlayContextSettings,
} from '@tessera/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SUBSCRIBED_EVENT } from '../blocks/newsletter/events.ts';
import type { SiteContext } from '../context.ts';
import { POPUP_OVERLAY_CENSUS_EVENT, POPUP_OVERLAY_FORCE_EVENT } from './events.ts';
import { POPUP_OVERLAY_CSS } from './overlays-css.ts';
import { PopupOverlay, PopupOverlayNoScript } from './PopupOverlay.tsx';
import { openPopupOverlay } from './popup-island.ts';
import { readPopupRecord } from './record.ts';
import { installPopupOverlay, popupOverlayDue } from './runtime.ts';

const DAY = 86_400_000;
const LIST = { id: 'list-1', name: 'Studio news' };
const config = (fields: Record<string, unknown> = {}) =>
  normalizePopupOverlayConfig({ enabled: true, listId: LIST.id, ...fields });

function mount(fields: Record<string, unknown> = {}): HTMLElement {
  document.body.innerHTML = `<a href="/x" id="before">before</a>${renderToStaticMarkup(
    <PopupOverlay popup={{ settings: config(fields), list: LIST }} />,
  )}`;
  const root = document.querySelector<HTMLElement>('[data-popup-overlay]');
  if (!root) throw new Error('no popup rendered');
  return root;
}

function key(target: Element, keyName: string, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: keyName, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

function contextWith(fields: Record<string, unknown> = {}, signedIn = false): SiteContext {
  return {
    websiteSettings: { popupOverlaySettings: popupOverlayContextSettings(config(fields)) },
    authenticatedAccount: signedIn ? { id: 'a', email: 'o@example.com', displayName: 'O' } : null,
  } as unknown as SiteContext;
}

/** The device's screen width (the window's may differ: a narrow window on a desktop). */
const screenWidth = (px: number) => vi.spyOn(window.screen, 'width', 'get').mockReturnValue(px);
const narrowWindow = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: true, media: query }) as MediaQueryList);

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the popup’s markup', () => {
  it('is a hidden modal dialog named by its title, with the sign-up form for its own island', () => {
    const root = mount({ position: 'TOP_LEFT', style: 'DARK', text: 'Now and then' });
    expect(root.hidden).toBe(true);
    expect(root.className).toBe('popup-overlay popup-overlay-top-left popup-overlay-dark');
    const dialog = root.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Join our mailing list',
    );
    expect(root.querySelector('form')?.dataset.island).toBe('popup-newsletter');
    expect(root.querySelector('input[name="listId"]')?.getAttribute('value')).toBe(LIST.id);
  });

  it('offers a button to a page instead, and nothing without a list or a usable link', () => {
    const root = mount({ content: 'BUTTON', buttonUrl: '/shop', buttonText: 'Shop' });
    expect(root.querySelector('a.popup-overlay-action')?.getAttribute('href')).toBe('/shop');
    expect(root.querySelector('form')).toBeNull();
    const markup = (fields: Record<string, unknown>, list: typeof LIST | null) =>
      renderToStaticMarkup(<PopupOverlay popup={{ settings: config(fields), list }} />);
    expect(markup({}, null)).toBe('');
    expect(markup({ content: 'BUTTON', buttonUrl: 'javascript:alert(1)' }, null)).toBe('');
  });
});

describe("spec 1 §2 'popup overlay 104': the popup for visitors without JavaScript", () => {
  const markup = (fields: Record<string, unknown>, list: typeof LIST | null = LIST) =>
    renderToStaticMarkup(<PopupOverlayNoScript popup={{ settings: config(fields), list }} />);

  it('is a <noscript> link to the popup’s own page, named by its title', () => {
    expect(markup({ title: 'Sign up for our newsletter' })).toBe(
      '<noscript><p class="popup-overlay-noscript"><a href="/popup-overlay">Sign up for our newsletter</a></p></noscript>',
    );
  });

  it('is kept off narrow screens with a popup kept off phones, and absent when the popup offers nothing', () => {
    expect(markup({ enableMobile: false })).toContain(
      'class="popup-overlay-noscript popup-overlay-noscript-no-phones"',
    );
    expect(POPUP_OVERLAY_CSS).toContain('{.popup-overlay-noscript-no-phones{display:none}}');
    expect(markup({}, null)).toBe('');
    expect(markup({ content: 'BUTTON', buttonUrl: 'javascript:alert(1)' }, null)).toBe('');
    expect(markup({ content: 'BUTTON', buttonUrl: '/shop' }, null)).toContain('href="/popup-overlay"');
  });
});

describe('the popup’s dialog', () => {
  it('opens with focus on its field, keeps Tab inside, and Escape closes it and gives focus back', () => {
    const root = mount();
    const before = document.getElementById('before') as HTMLElement;
    before.focus();
    const actions: string[] = [];
    window.addEventListener(POPUP_OVERLAY_CENSUS_EVENT, (event) =>
      actions.push((event as CustomEvent<{ action: string }>).detail.action),
    );
    openPopupOverlay(root, { version: 3 }, { now: () => 1000 });
    expect(root.hidden).toBe(false);
    const email = root.querySelector<HTMLInputElement>('input[type="email"]');
    expect(document.activeElement).toBe(email);
    const submit = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    submit?.focus();
    expect(key(submit as Element, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(root.querySelector('[data-popup-overlay-close]'));
    expect(key(document.activeElement as Element, 'Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(submit);

    const escapeKey = key(document.activeElement as Element, 'Escape');
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(root.hidden).toBe(true);
    expect(document.activeElement).toBe(before);
    expect(readPopupRecord()).toEqual({ closedDate: 1000, version: 3 });
    expect(actions).toEqual(['shown', 'closed']);
  });

  it('gives focus back whichever way it closes: its button, the dimmed page, or Escape', () => {
    for (const closeBy of ['button', 'page', 'Escape'] as const) {
      const root = mount();
      const before = document.getElementById('before') as HTMLElement;
      before.focus();
      openPopupOverlay(root, { version: 1 });
      expect(document.activeElement).not.toBe(before);
      if (closeBy === 'button') root.querySelector<HTMLElement>('[data-popup-overlay-close]')?.click();
      else if (closeBy === 'page') root.click();
      else key(document.activeElement as Element, 'Escape');
      expect(root.hidden).toBe(true);
      expect(document.activeElement).toBe(before);
    }
  });

  it('opened with nothing focused, closing gives focus to the page’s first stop, not the body', () => {
    const root = mount();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    openPopupOverlay(root, { version: 1 });
    root.querySelector<HTMLElement>('[data-popup-overlay-close]')?.click();
    expect(document.activeElement).toBe(document.getElementById('before'));
  });

  it('closes by its button and by a click on the dimmed page, not by a click in the card', () => {
    const root = mount();
    openPopupOverlay(root, { version: 1 });
    root.querySelector<HTMLElement>('.popup-overlay-title')?.click();
    expect(root.hidden).toBe(false);
    root.querySelector<HTMLElement>('[data-popup-overlay-close]')?.click();
    expect(root.hidden).toBe(true);
    openPopupOverlay(root, { version: 1 });
    root.click();
    expect(root.hidden).toBe(true);
  });

  it('keeps a sign-up as submitted, and forgets an older version’s sign-up when a newer one shows', () => {
    const root = mount();
    openPopupOverlay(root, { version: 2 });
    root
      .querySelector('form')
      ?.dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBED_EVENT, { bubbles: true }));
    expect(localStorage.getItem(POPUP_OVERLAY_STORAGE_KEYS.submitted)).toBe('true');
    expect(readPopupRecord()).toMatchObject({ version: 2, submitted: true });
    key(root, 'Escape');
    openPopupOverlay(root, { version: 3 });
    expect(readPopupRecord()?.submitted).toBeUndefined();
  });
});

describe('the runtime’s rule', () => {
  it('follows core’s re-show rule over the stored record', () => {
    screenWidth(1280);
    const settings = popupOverlayContextSettings(config({ displayFrequency: 7, version: 2 }));
    const now = Date.UTC(2026, 0, 10);
    expect(popupOverlayDue(settings, window, now)).toBe(true);
    localStorage.setItem(POPUP_OVERLAY_STORAGE_KEYS.closedDate, String(now - 6 * DAY));
    localStorage.setItem(POPUP_OVERLAY_STORAGE_KEYS.version, '2');
    expect(popupOverlayDue(settings, window, now)).toBe(false);
    expect(popupOverlayDue(settings, window, now + DAY)).toBe(true);
    expect(popupOverlayDue({ ...settings, version: 3 }, window, now)).toBe(true);
    expect(popupOverlayDue({ ...settings, displayFrequency: -1 }, window, now + 999 * DAY)).toBe(false);
  });

  it("spec 1 §9: 'Mobile breakpoint: screen width up to 432 px; desktop from 433 px': closed on a phone unless enabled there", () => {
    const offPhones = popupOverlayContextSettings(config({ enableMobile: false }));
    const onPhones = popupOverlayContextSettings(config({ enableMobile: true }));
    screenWidth(432);
    expect(popupOverlayDue(offPhones, window, 0)).toBe(false);
    expect(popupOverlayDue(onPhones, window, 0)).toBe(true);
    screenWidth(433);
    expect(popupOverlayDue(offPhones, window, 0)).toBe(true);
  });

  it('reads the screen’s width, not the window’s: a narrow window on a desktop still sees it', () => {
    narrowWindow();
    screenWidth(1440);
    expect(window.matchMedia('(max-width: 432px)').matches).toBe(true);
    expect(popupOverlayDue(popupOverlayContextSettings(config({ enableMobile: false })), window, 0)).toBe(
      true,
    );
  });

  it('opens a due popup at start, and only an owner’s page opens on the preview event', async () => {
    screenWidth(1280);
    const root = mount();
    const destroy = installPopupOverlay(contextWith());
    await vi.waitFor(() => expect(root.hidden).toBe(false));
    key(root, 'Escape');
    destroy();

    const visitor = installPopupOverlay(contextWith());
    window.dispatchEvent(new Event(POPUP_OVERLAY_FORCE_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.hidden).toBe(true);
    visitor();

    const owner = installPopupOverlay(contextWith({}, true));
    window.dispatchEvent(new Event(POPUP_OVERLAY_FORCE_EVENT));
    await vi.waitFor(() => expect(root.hidden).toBe(false));
    owner();
    expect(root.hidden).toBe(true);
  });
});
