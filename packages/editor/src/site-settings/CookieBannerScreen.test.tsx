import type { CookieBannerSettingsView } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { CookieBannerScreen } from './CookieBannerScreen.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

const URL = '/api/config/cookie-banner';
const STORED: CookieBannerSettingsView = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We use cookies.</p>',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerVariant: 'BAR',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN',
  isAnalyticsCookiesDisabled: false,
  isRestrictiveCookiePolicyEnabled: true,
  isVisitorDataRestricted: false,
  version: 3,
};
const record = (n: number) => ({
  id: n.toString(16).padStart(24, '0'),
  time: new Date(Date.UTC(2030, 0, 1, 12, 0, 60 - n)).toISOString(),
  choice: n % 2 ? 'declined' : 'accepted',
  bannerVersion: 2,
  revision: 3,
  text: 'We use cookies.',
  acceptText: 'Accept',
  declineText: 'Decline',
  visitorHash: 'ab'.repeat(32),
});

describe('CookieBannerScreen', () => {
  it('forces the banner in the frame while open, and saves every setting from its version', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: STORED },
      [`PUT ${URL}`]: (body) => ({ body: { ...(body as object), version: 4 } }),
    });
    const forced: boolean[] = [];
    const saved = vi.fn();
    rendered = await render(
      <CookieBannerScreen onBack={() => {}} onSaved={saved} onForceBanner={(f) => forced.push(f)} />,
    );
    const { container } = rendered;
    expect(forced).toEqual([true]);
    await waitFor(() => button(container, 'Save cookie banner'), 'the settings');
    expect(field(container, 'Decline button text')).toBeUndefined();

    await click(field(container, 'Accept or decline (opt in and out)'));
    await typeInto(field(container, 'Decline button text') as HTMLInputElement, 'No thanks');
    await click(field(container, 'Popup in a corner'));
    // A popup sits in a corner: the bar's Bottom became the bottom-left corner.
    const position = field<HTMLSelectElement>(container, 'Position') as HTMLSelectElement;
    expect(position.value).toBe('BOTTOM_LEFT');
    expect([...position.options].map((o) => o.textContent)).toEqual([
      'Top left',
      'Top right',
      'Bottom left',
      'Bottom right',
    ]);
    await typeInto(position, 'TOP_RIGHT');
    await click(field(container, 'Light'));
    await click(field(container, 'Icons (the words read out)'));
    await click(field(container, 'Disable analytics cookies'));
    await click(field(container, 'Restrict visitor data'));
    await click(button(container, 'Save cookie banner'));
    await waitFor(() => saved.mock.calls.length > 0, 'the save');
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({
      ...STORED,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'ICON',
      isAnalyticsCookiesDisabled: true,
      isVisitorDataRestricted: true,
    });
    expect(textOf(container)).toContain('Saved.');

    rendered.unmount();
    rendered = undefined;
    expect(forced).toEqual([true, false]);
  });

  it('says the settings changed elsewhere and reloads them', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: [{ body: STORED }, { body: { ...STORED, cookieBannerTheme: 'LIGHT', version: 5 } }],
      [`PUT ${URL}`]: {
        status: 409,
        body: {
          error: 'The cookie banner settings were changed elsewhere. Reload to see the latest version.',
        },
      },
    });
    rendered = await render(
      <CookieBannerScreen onBack={() => {}} onSaved={() => {}} onForceBanner={() => {}} />,
    );
    const { container } = rendered;
    await waitFor(() => button(container, 'Save cookie banner'), 'the settings');
    await click(button(container, 'Save cookie banner'));
    const alert = await waitFor(() => container.querySelector('.form-alert[role="alert"]'), 'the conflict');
    expect(textOf(alert)).toContain('changed elsewhere');
    await click(button(container, 'Reload'));
    await waitFor(() => field<HTMLInputElement>(container, 'Light')?.checked, 'the reloaded settings');
    expect(api.calls().filter((c) => c.startsWith('GET'))).toHaveLength(2);
  });

  it('opens the consent log: newest first, more on request, the CSV a link', async () => {
    fakeApi({
      [`GET ${URL}`]: { body: STORED },
      'GET /api/config/consent-records': [
        { body: { records: [record(1), record(2)], next: 'next-page' } },
        { body: { records: [record(3)], next: null } },
      ],
    });
    rendered = await render(
      <CookieBannerScreen onBack={() => {}} onSaved={() => {}} onForceBanner={() => {}} />,
    );
    const { container } = rendered;
    await click(button(container, 'Consent log'));
    const list = await waitFor(() => container.querySelector('ul[aria-label="Choices"]'), 'the log');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(textOf(list.querySelector('li'))).toContain('Declined');
    expect(textOf(list.querySelector('li'))).toContain('“We use cookies.” (Accept / Decline)');
    expect(container.querySelector('a[download]')?.getAttribute('href')).toBe(
      '/api/config/consent-records.csv',
    );
    await click(button(container, 'Load more'));
    await waitFor(() => list.querySelectorAll('li').length === 3, 'the next page');
    expect(button(container, 'Load more')).toBeUndefined();
  });
});
