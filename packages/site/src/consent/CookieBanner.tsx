// The cookie banner as the server renders it (spec sections 3 to 5): in the page's HTML whenever the
// owner turned it on, shown while the visitor has not chosen, hidden (kept for the 'force' event)
// once they have, so showing it needs no script and nothing moves when the page loads. A bar sits in
// the page's flow, sticky at the top or the bottom, taking its own space; a popup floats in a corner
// as a labelled, non-modal dialog. Its buttons post a plain form; the island sends it in place.
import { type CookieBannerSettings, offersDecline } from '@tessera/core';
import { routeUrl } from '../api/call.ts';

export interface CookieBannerModel {
  settings: CookieBannerSettings;
  /** The version of the owner's settings shown: the choice names it, so its record names the text */
  revision: number;
  /** The visitor has chosen: kept in the page, hidden, for the 'force' event */
  hidden: boolean;
}

export const COOKIE_BANNER_LABEL = 'Cookie consent';
export const COOKIE_BANNER_ID = 'cookie-banner';
export const COOKIE_BANNER_SKIP_LINK_TEXT = 'Skip to cookie consent';
const TEXT_ID = 'cookie-banner-text';

// Icons drawn with presentation attributes (the CSP allows no style=""); their buttons carry the words.
const ICONS = { accepted: 'M4 12.5l5 5L20 6.5', declined: 'M6 6l12 12M18 6L6 18' } as const;

function ChoiceButton({
  choice,
  label,
  settings,
}: {
  choice: keyof typeof ICONS;
  label: string;
  settings: CookieBannerSettings;
}) {
  const icon = settings.cookieBannerCtaVariant === 'ICON';
  return (
    <button
      type="submit"
      name="choice"
      value={choice}
      className={`cookie-banner-${choice === 'accepted' ? 'accept' : 'decline'}`}
      {...(icon ? { 'aria-label': label, title: label } : {})}
    >
      {icon ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[choice]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      ) : (
        label
      )}
    </button>
  );
}

/** The class names that place and style the banner (cookie-banner-css.ts). */
export function cookieBannerClasses(settings: CookieBannerSettings): string {
  const variant = settings.cookieBannerVariant === 'POPUP' ? 'popup' : 'bar';
  const position = settings.cookieBannerPosition.toLowerCase().replace('_', '-');
  return [
    'cookie-banner',
    `cookie-banner-${variant}`,
    `cookie-banner-${position}`,
    `cookie-banner-${settings.cookieBannerTheme.toLowerCase()}`,
    `cookie-banner-cta-${settings.cookieBannerCtaVariant.toLowerCase()}`,
  ].join(' ');
}

export function CookieBanner({ banner }: { banner: CookieBannerModel }) {
  const { settings, revision, hidden } = banner;
  const form = (
    <form method="post" action={routeUrl('POST /api/cookie-consent')} className="cookie-banner-form">
      <div
        id={TEXT_ID}
        className="cookie-banner-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the server sanitised it (consent/service.ts), or core's plain default
        dangerouslySetInnerHTML={{ __html: settings.cookieBannerText }}
      />
      <input type="hidden" name="revision" value={revision} />
      <div className="cookie-banner-actions">
        {offersDecline(settings) && (
          <ChoiceButton choice="declined" label={settings.cookieBannerOptOutCtaText} settings={settings} />
        )}
        <ChoiceButton choice="accepted" label={settings.cookieBannerCtaText} settings={settings} />
      </div>
    </form>
  );
  const shared = {
    id: COOKIE_BANNER_ID,
    // Focusable by its skip link (CookieBannerSkipLink), not a stop of its own.
    tabIndex: -1,
    className: cookieBannerClasses(settings),
    hidden,
    'data-cookie-banner': '',
    'data-island': 'cookie-banner',
  };
  return settings.cookieBannerVariant === 'POPUP' ? (
    <div role="dialog" aria-label={COOKIE_BANNER_LABEL} aria-describedby={TEXT_ID} {...shared}>
      {form}
    </div>
  ) : (
    <section aria-label={COOKIE_BANNER_LABEL} {...shared}>
      {form}
    </section>
  );
}

/**
 * The page's first stop when the banner sits after the page (a bottom bar): the spec's banner is meant
 * to be answered first, so a keyboard reaches it before the page rather than after all of it. Hidden
 * with the banner (cookie-banner-css.ts), so an answered banner leaves no link to nothing.
 */
export function CookieBannerSkipLink({ hidden }: { hidden: boolean }) {
  // Hidden with a banner the server renders hidden (no link to nothing where `:has()` is missing);
  // once the visitor answers, the stylesheet's `:has()` rule hides it with the banner.
  return (
    <a className="skip-link cookie-banner-skip-link" href={`#${COOKIE_BANNER_ID}`} hidden={hidden}>
      {COOKIE_BANNER_SKIP_LINK_TEXT}
    </a>
  );
}

/** Where the banner goes in the body: a bar at the bottom after everything (sticky there), else first. */
export function cookieBannerAtEnd(settings: CookieBannerSettings): boolean {
  return settings.cookieBannerVariant === 'BAR' && settings.cookieBannerPosition === 'BOTTOM';
}
