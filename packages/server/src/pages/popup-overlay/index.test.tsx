import { PageType, POPUP_OVERLAY_DEFAULTS } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { pageRegistry } from '../registry.ts';
import { OWNER, renderPath } from '../test-support.ts';
import { POPUP_OVERLAY_PAGE_PATH } from './index.tsx';

const BUTTON_POPUP = {
  ...POPUP_OVERLAY_DEFAULTS,
  enabled: true,
  content: 'BUTTON' as const,
  title: 'Spring sale',
  text: 'Everything glazed, a fifth off.',
  buttonText: 'See the shop',
  buttonUrl: '/shop',
};

describe("spec 1 §2: 'popup overlay 104'", () => {
  it('takes /popup-overlay', () => {
    expect(pageRegistry.match(['popup-overlay'])?.entry.name).toBe('popup-overlay');
    expect(POPUP_OVERLAY_PAGE_PATH).toBe('/popup-overlay');
  });
});

describe.each(ENGINES)("spec 1 §2: 'popup overlay 104' as a page on %s", (engine) => {
  const demo = useDemoSite(engine);

  it('shows the popup whole, not modal and not hidden, for visitors without JavaScript too', async () => {
    const page = await renderPath(demo, POPUP_OVERLAY_PAGE_PATH, {
      settings: { popupOverlaySettings: BUTTON_POPUP },
    });
    expect(page.status).toBe(200);
    expect(page.pageType).toBe(PageType.popupOverlay);
    expect(contextOf(page.html).pageType).toBe(104);
    expect(page.cacheable).toBe(true);
    const body = /<section class="popup-overlay-page".*?<\/section>/s.exec(page.html)?.[0] ?? '';
    expect(body).toContain('<h1 id="popup-overlay-page-title" class="page-title">Spring sale</h1>');
    expect(body).toContain('Everything glazed, a fifth off.');
    expect(body).toContain('<a class="button button-primary" href="/shop">See the shop</a>');
    expect(body).not.toContain('aria-modal');
    expect(body).not.toContain('hidden');
    expect(body).toContain('<a href="/">Continue to the site</a>');
  });

  it("offers the sign-up as a plain form posting to the newsletter's address", async () => {
    const page = await renderPath(demo, POPUP_OVERLAY_PAGE_PATH, {
      settings: {
        popupOverlaySettings: {
          ...BUTTON_POPUP,
          content: 'SIGNUP',
          listId: 'a'.repeat(24),
          buttonText: 'Join',
        },
      },
    });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<form [^>]*action="\/newsletter\/subscribe"/);
    // The popup's own overlay is not drawn over its page (a bare page has no bars and no popup).
    expect(page.html).not.toContain('data-popup-overlay=""');
    expect(page.html).toContain(`name="listId" value="${'a'.repeat(24)}"`);
  });

  it('is not found while the popup is off, except as the owner’s preview', async () => {
    const off = { popupOverlaySettings: { ...BUTTON_POPUP, enabled: false } };
    expect((await renderPath(demo, POPUP_OVERLAY_PAGE_PATH, { settings: off })).status).toBe(404);
    const preview = await renderPath(demo, POPUP_OVERLAY_PAGE_PATH, { settings: off, viewer: OWNER });
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('Preview: this popup is switched off');
    // A button to nowhere usable offers nothing, even to the owner.
    const broken = { popupOverlaySettings: { ...BUTTON_POPUP, buttonUrl: 'javascript:alert(1)' } };
    expect(
      (await renderPath(demo, POPUP_OVERLAY_PAGE_PATH, { settings: broken, viewer: OWNER })).status,
    ).toBe(404);
  });
});
