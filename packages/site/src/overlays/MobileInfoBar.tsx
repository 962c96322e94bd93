// The mobile information bar (runtime spec sections 3 and 9): at widths of 1024 px or less, the site's
// phone, email, location and hours, each a link (call, write, the map, the hours' page), in the light
// or dark style. In the page's flow under the announcement bar; its CSS hides it on wider screens.
import {
  InfoBarStyle,
  type MobileInfoBarDetail,
  type MobileInfoBarSettings,
  mobileInfoBarLinks,
} from '@tessera/core';
import { safeHref } from './links.ts';

export const MOBILE_INFO_BAR_LABEL = 'Contact information';

const ICONS: Record<MobileInfoBarDetail, string> = {
  phone:
    'M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 013 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
  email: 'M3 5h18v14H3zM3 5l9 7 9-7',
  location:
    'M12 2a7 7 0 00-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6a2.5 2.5 0 010 5.5z',
  hours: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 3',
};

export function MobileInfoBar({ settings }: { settings: MobileInfoBarSettings }) {
  const links = mobileInfoBarLinks(settings).flatMap((link) => {
    // The hours may lead to an owner's page: checked as any typed link is.
    const href = link.detail === 'hours' ? safeHref(link.href) : link.href;
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  const style = settings.style === InfoBarStyle.dark ? 'dark' : 'light';
  return (
    <nav className={`mobile-info-bar mobile-info-bar-${style}`} aria-label={MOBILE_INFO_BAR_LABEL}>
      <ul>
        {links.map((link) => (
          <li key={link.detail}>
            <a href={link.href} className={`mobile-info-bar-${link.detail}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={ICONS[link.detail]}
                  fill={link.detail === 'phone' || link.detail === 'location' ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth={link.detail === 'phone' || link.detail === 'location' ? 0 : 2}
                  strokeLinejoin="round"
                />
              </svg>
              <span>{link.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
