// Popup overlay (104) at /popup-overlay: the site's popup as a page of its own. The spec names the
// page type (spec 1 §2) but not its address or use; here it is where the popup can be read whole
// and answered without the overlay: for a visitor without JavaScript (the overlay is shown by the
// runtime), for a link in a newsletter or a social post, and for the owner's preview of a popup not
// switched on yet (the config area's Popup screen links to it). Not modal, not hidden: the title is
// the page's heading, then the text and the sign-up form (a plain form posting to
// /newsletter/subscribe, which works without JavaScript) or the button. A popup that is off, or
// offers nothing (a sign-up without a list), is not found for visitors.
import { PageType, type PopupOverlayConfig } from '@tessera/core';
import { NewsletterForm } from '@tessera/site/blocks/newsletter/index.tsx';
import { island as newsletterIsland } from '@tessera/site/blocks/newsletter/trigger.ts';
import { POPUP_OVERLAY_PAGE_PATH, safeHref } from '@tessera/site/overlays/links.ts';
import { definePageType, route } from '../define.ts';
import { notFound, type Outcome, show } from '../outcome.ts';

// Named by the site too: its pages link here for visitors without JavaScript (PopupOverlayNoScript).
export { POPUP_OVERLAY_PAGE_PATH };

export interface PopupOverlayPageData {
  popup: PopupOverlayConfig;
  /** The sign-up's list; null for a BUTTON popup */
  list: { id: string; name: string } | null;
  href: string | null;
  /** Shown to an owner while the popup is off: the preview's note */
  preview: boolean;
}

export const popupOverlayPage = definePageType<PopupOverlayPageData>({
  name: 'popup-overlay',
  pageType: PageType.popupOverlay,
  route: route({
    path: POPUP_OVERLAY_PAGE_PATH,
    params: {},
    load: async (_params, { site, viewer }): Promise<Outcome> => {
      const popup = site.settings.popupOverlaySettings;
      const list =
        popup.content === 'SIGNUP' && popup.listId ? { id: popup.listId, name: popup.title } : null;
      const href = popup.content === 'BUTTON' ? safeHref(popup.buttonUrl) : null;
      const offers = popup.content === 'SIGNUP' ? list !== null : href !== null;
      if (!offers || (!popup.enabled && !viewer.canPreview)) return notFound();
      return show(popupOverlayPage, { popup, list, href, preview: !popup.enabled });
    },
  }),
  // The same for every visitor (an owner's preview of a popup that is off is never cached: they
  // have a session). The popup's settings live in the site's record: the `site` tag covers them.
  cacheable: true,
  // Bare, as the lock screen is: the popup alone, with a way on to the site. With the chrome it would
  // also carry the site's bars and the popup itself as an overlay over its own page.
  bare: true,
  // The sign-up answers in place when scripts run (the newsletter block's island); a plain post else.
  islands: [newsletterIsland],
  head: ({ popup }) => ({
    title: popup.title,
    description: popup.text,
    canonicalPath: POPUP_OVERLAY_PAGE_PATH,
  }),
  render: ({ popup, list, href, preview }) => (
    <section className="popup-overlay-page" aria-labelledby="popup-overlay-page-title">
      {preview && (
        <p className="popup-overlay-page-preview" role="note">
          Preview: this popup is switched off, so visitors do not see it or this page.
        </p>
      )}
      <h1 id="popup-overlay-page-title" className="page-title">
        {popup.title}
      </h1>
      {popup.text && <p>{popup.text}</p>}
      {list ? (
        <NewsletterForm
          id="popup-overlay-page-newsletter"
          list={list}
          title=""
          description=""
          buttonText={popup.buttonText}
          askName={false}
        />
      ) : (
        <a className="button button-primary" href={href ?? '/'}>
          {popup.buttonText}
        </a>
      )}
      <p>
        <a href="/">Continue to the site</a>
      </p>
    </section>
  ),
});
