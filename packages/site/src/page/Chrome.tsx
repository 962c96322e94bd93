import type { NavLink, SiteChrome } from './model.ts';

function Links({ links, label }: { links: NavLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteHeader({ chrome }: { chrome: SiteChrome }) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <a className="site-title" href="/">
          {chrome.siteTitle}
        </a>
        <Links links={chrome.navigation} label="Main" />
      </div>
    </header>
  );
}

export function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <Links links={chrome.footerNavigation} label="Footer" />
        {chrome.footerText && <p>{chrome.footerText}</p>}
      </div>
    </footer>
  );
}
