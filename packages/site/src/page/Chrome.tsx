import { CartWidget } from '../commerce/CartWidget.tsx';
import type { NavLink, SiteChrome } from './model.ts';

function Links({ links, label }: { links: NavLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul>
        {links.map((link, index) => (
          // Owners may list the same address twice (a page and a link to it): the index keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, never reordered in place
          <li key={index}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The logo and/or the title, linking home; the title is always there for screen readers. */
function Brand({ chrome }: { chrome: SiteChrome }) {
  const logo = chrome.logo ?? null;
  const showTitle = !logo || chrome.showTitle !== false;
  return (
    <a className="site-title" href="/">
      {logo && (
        // Width and height reserve the logo's space before it loads; CSS scales it to the header.
        <img
          className="site-logo"
          src={logo.src}
          alt={showTitle ? '' : chrome.siteTitle}
          width={logo.width}
          height={logo.height}
        />
      )}
      {showTitle && chrome.siteTitle}
    </a>
  );
}

export function SiteHeader({ chrome }: { chrome: SiteChrome }) {
  const cta = chrome.cta ?? null;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Brand chrome={chrome} />
        {chrome.navigationStyle === 'menu' && chrome.navigation.length > 0 ? (
          // A disclosure without script: <details> opens and closes by click, Enter and Space.
          <details className="site-menu">
            <summary>Menu</summary>
            <Links links={chrome.navigation} label="Main" />
          </details>
        ) : (
          <Links links={chrome.navigation} label="Main" />
        )}
        {cta && (
          <a className="button button-primary site-cta" href={cta.href}>
            {cta.label}
          </a>
        )}
        {chrome.store && <CartWidget currency={chrome.store.currency} />}
      </div>
    </header>
  );
}

export function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  const links: NavLink[] = [
    ...chrome.footerNavigation,
    ...(chrome.footerLinks ?? []).map((link) => ({ ...link, current: false })),
  ];
  const social = chrome.socialLinks ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <Links links={links} label="Footer" />
        {social.length > 0 && (
          <ul className="social-links" aria-label="Social links">
            {social.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, never reordered in place
              <li key={index}>
                <a href={link.href} rel="me noopener" data-network={link.network}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        {chrome.footerText && <p className="footer-text">{chrome.footerText}</p>}
      </div>
    </footer>
  );
}
