import { describe, expect, it } from 'vitest';
import { InfoBarStyle } from './enums.ts';
import {
  normalizePopupOverlayConfig,
  POPUP_OVERLAY_DEFAULTS,
  POPUP_OVERLAY_NEVER_AGAIN,
} from './overlays.ts';
import {
  isAnnouncementDismissed,
  mobileInfoBarLinks,
  normalizeAnnouncementBarSettings,
  normalizeMobileInfoBarSettings,
  showsMobileInfoBar,
} from './site-bars.ts';

describe('normalizePopupOverlayConfig', () => {
  it('gives the defaults for anything that is not settings', () => {
    for (const raw of [undefined, null, 'x', 3, []])
      expect(normalizePopupOverlayConfig(raw)).toEqual(POPUP_OVERLAY_DEFAULTS);
  });

  it('keeps each of the nine positions and reads options case-insensitively', () => {
    expect(normalizePopupOverlayConfig({ position: 'bottom_right', style: 'dark' })).toMatchObject({
      position: 'BOTTOM_RIGHT',
      style: 'DARK',
    });
    expect(normalizePopupOverlayConfig({ position: 'NOWHERE' }).position).toBe('MIDDLE_CENTER');
  });

  it('reads any negative frequency as never again and a fraction as the default', () => {
    expect(normalizePopupOverlayConfig({ displayFrequency: -5 }).displayFrequency).toBe(
      POPUP_OVERLAY_NEVER_AGAIN,
    );
    expect(normalizePopupOverlayConfig({ displayFrequency: 0 }).displayFrequency).toBe(0);
    expect(normalizePopupOverlayConfig({ displayFrequency: 1.5 }).displayFrequency).toBe(7);
  });

  it('keeps a title (a dialog needs a name) and a version of at least 1', () => {
    expect(normalizePopupOverlayConfig({ title: '  ', version: 0 })).toMatchObject({
      title: POPUP_OVERLAY_DEFAULTS.title,
      version: 1,
    });
  });

  it('is idempotent', () => {
    const once = normalizePopupOverlayConfig({
      enabled: true,
      content: 'button',
      buttonUrl: '/shop',
      text: ' Hi ',
    });
    expect(normalizePopupOverlayConfig(once)).toEqual(once);
    expect(once).toMatchObject({ content: 'BUTTON', buttonUrl: '/shop', text: 'Hi' });
  });
});

describe('the announcement bar', () => {
  it('is off without text, and dismissible by default', () => {
    expect(normalizeAnnouncementBarSettings({ enabled: true, text: ' ' }).enabled).toBe(false);
    expect(normalizeAnnouncementBarSettings({ enabled: true, text: 'Sale' })).toEqual({
      enabled: true,
      text: 'Sale',
      linkUrl: '',
      linkText: '',
      dismissible: true,
    });
  });

  it('stays dismissed only for the revision the visitor closed', () => {
    expect(isAnnouncementDismissed('3', 3)).toBe(true);
    expect(isAnnouncementDismissed('2', 3)).toBe(false);
    expect(isAnnouncementDismissed(undefined, 3)).toBe(false);
    expect(isAnnouncementDismissed('03', 3)).toBe(false);
    expect(isAnnouncementDismissed('3abc', 3)).toBe(false);
  });
});

describe('the mobile information bar', () => {
  const full = normalizeMobileInfoBarSettings({
    style: InfoBarStyle.dark,
    phone: '+44 (0)20 7946 0000',
    email: 'hello@example.com',
    location: '12 Kiln Lane, Bristol',
    hours: 'Tue–Sat 10–18',
  });

  it('takes the spec’s styles (none 1, light 2, dark 3), none for anything else', () => {
    expect(normalizeMobileInfoBarSettings({ style: 2 }).style).toBe(InfoBarStyle.light);
    expect(normalizeMobileInfoBarSettings({ style: '3' }).style).toBe(InfoBarStyle.none);
    expect(normalizeMobileInfoBarSettings({ style: 9 }).style).toBe(InfoBarStyle.none);
  });

  it('shows with a style other than none and something to show', () => {
    expect(showsMobileInfoBar(full)).toBe(true);
    expect(showsMobileInfoBar({ ...full, style: InfoBarStyle.none })).toBe(false);
    expect(showsMobileInfoBar(normalizeMobileInfoBarSettings({ style: 2 }))).toBe(false);
  });

  it('makes each detail a link: tel, mailto, the map, and the hours to the map unless given a page', () => {
    expect(mobileInfoBarLinks(full)).toEqual([
      { detail: 'phone', text: '+44 (0)20 7946 0000', href: 'tel:+4402079460000' },
      { detail: 'email', text: 'hello@example.com', href: 'mailto:hello@example.com' },
      {
        detail: 'location',
        text: '12 Kiln Lane, Bristol',
        href: 'https://www.openstreetmap.org/search?query=12%20Kiln%20Lane%2C%20Bristol',
      },
      {
        detail: 'hours',
        text: 'Tue–Sat 10–18',
        href: 'https://www.openstreetmap.org/search?query=12%20Kiln%20Lane%2C%20Bristol',
      },
    ]);
    expect(mobileInfoBarLinks({ ...full, hoursUrl: '/visit' }).at(-1)?.href).toBe('/visit');
  });
});
