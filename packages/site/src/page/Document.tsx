import { newsletterCss } from '../blocks/newsletter/index.tsx';
import { blockTypesIn } from '../blocks/section.ts';
import { CookieBanner, CookieBannerSkipLink, cookieBannerAtEnd } from '../consent/CookieBanner.tsx';
import { COOKIE_BANNER_CSS } from '../consent/cookie-banner-css.ts';
import { SITE_CONTEXT_ELEMENT_ID } from '../context.ts';
import { AnnouncementBar } from '../overlays/AnnouncementBar.tsx';
import { MobileInfoBar } from '../overlays/MobileInfoBar.tsx';
import { ANNOUNCEMENT_BAR_CSS, MOBILE_INFO_BAR_CSS, POPUP_OVERLAY_CSS } from '../overlays/overlays-css.ts';
import { PopupOverlay, PopupOverlayNoScript } from '../overlays/PopupOverlay.tsx';
import { SiteFooter, SiteHeader } from './Chrome.tsx';
import type { PageModel } from './model.ts';
import { ImageSequence, ImageSequenceScope } from './Picture.tsx';
import { pageStyles } from './page-styles.ts';

/** JSON inside <script> must not be able to close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The styles of the page's parts outside its sections, only those it has. */
function chromeStyles(page: PageModel): string {
  const { announcementBar, mobileInfoBar, popup } = page.overlays ?? {};
  return [
    page.cookieBanner ? COOKIE_BANNER_CSS : '',
    announcementBar ? ANNOUNCEMENT_BAR_CSS : '',
    mobileInfoBar ? MOBILE_INFO_BAR_CSS : '',
    popup ? POPUP_OVERLAY_CSS : '',
    // The popup's sign-up is the newsletter's form, styled as the block is (once, if both are here).
    popup?.list && !blockTypesIn(page.sections).has('newsletter') ? newsletterCss : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The whole page: head, the site's chrome (unless bare) around the body the page type made. */
export function Document({ page }: { page: PageModel }) {
  const banner = page.cookieBanner;
  const bannerAtEnd = banner ? cookieBannerAtEnd(banner.settings) : false;
  const overlays = page.overlays;
  return (
    <html lang={page.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.documentTitle}</title>
        <meta name="description" content={page.description} />
        <link rel="canonical" href={page.canonicalUrl} />
        <meta property="og:title" content={page.documentTitle} />
        <meta property="og:description" content={page.description} />
        <meta property="og:url" content={page.canonicalUrl} />
        {page.socialImage && (
          <>
            <meta property="og:image" content={page.socialImage.src} />
            <meta property="og:image:width" content={String(page.socialImage.width)} />
            <meta property="og:image:height" content={String(page.socialImage.height)} />
          </>
        )}
        {page.chrome.favicon && <link rel="icon" href={page.chrome.favicon} />}
        <style>
          {pageStyles(page.sections, [chromeStyles(page), page.lookCss].filter(Boolean).join('\n'))}
        </style>
        {page.runtime?.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body className={page.bodyClass}>
        <ImageSequenceScope value={new ImageSequence()}>
          {banner && bannerAtEnd && <CookieBannerSkipLink hidden={banner.hidden} />}
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {banner && !bannerAtEnd && <CookieBanner banner={banner} />}
          {overlays?.announcementBar && <AnnouncementBar bar={overlays.announcementBar} />}
          {overlays?.mobileInfoBar && <MobileInfoBar settings={overlays.mobileInfoBar} />}
          {overlays?.popup && <PopupOverlayNoScript popup={overlays.popup} />}
          {!page.bare && <SiteHeader chrome={page.chrome} />}
          <main id="main" className="site-main">
            {page.body}
          </main>
          {!page.bare && <SiteFooter chrome={page.chrome} />}
          {banner && bannerAtEnd && <CookieBanner banner={banner} />}
          {overlays?.popup && <PopupOverlay popup={overlays.popup} />}
        </ImageSequenceScope>
        <script
          id={SITE_CONTEXT_ELEMENT_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made script-safe by scriptSafeJson
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(page.context) }}
        />
        {page.runtime && <script type="module" src={page.runtime.script} />}
      </body>
    </html>
  );
}
