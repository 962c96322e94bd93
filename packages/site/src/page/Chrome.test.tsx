import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter, SiteHeader } from './Chrome.tsx';
import type { SiteChrome } from './model.ts';

const chrome = (overrides: Partial<SiteChrome> = {}): SiteChrome => ({
  siteTitle: 'Fern & Kiln',
  tagline: '',
  navigation: [{ label: 'About', href: '/about', current: true }],
  footerNavigation: [{ label: 'Wholesale', href: '/wholesale', current: false }],
  footerText: '',
  ...overrides,
});
const logo = { src: '/s/logo.png', alt: 'Fern & Kiln', width: 320, height: 80 };

describe('SiteHeader', () => {
  it('shows the title alone, the navigation inline, and no button by default', () => {
    const html = renderToStaticMarkup(<SiteHeader chrome={chrome()} />);
    expect(html).toContain('<a class="site-title" href="/">Fern &amp; Kiln</a>');
    expect(html).toContain('<nav aria-label="Main"><ul><li><a href="/about" aria-current="page">About</a>');
    expect(html).not.toContain('<details');
    expect(html).not.toContain('site-cta');
  });

  it('names a logo shown alone with the title, and leaves it unnamed beside the title', () => {
    const alone = renderToStaticMarkup(<SiteHeader chrome={chrome({ logo, showTitle: false })} />);
    expect(alone).toContain(
      '<a class="site-title" href="/"><img class="site-logo" src="/s/logo.png" alt="Fern &amp; Kiln" width="320" height="80"/></a>',
    );
    const beside = renderToStaticMarkup(<SiteHeader chrome={chrome({ logo, showTitle: true })} />);
    expect(beside).toContain('alt="" width="320" height="80"/>Fern &amp; Kiln</a>');
    // Without a logo the title shows whatever showTitle says: a header must name the site.
    const noLogo = renderToStaticMarkup(<SiteHeader chrome={chrome({ showTitle: false })} />);
    expect(noLogo).toContain('<a class="site-title" href="/">Fern &amp; Kiln</a>');
  });

  it('folds the navigation behind a Menu disclosure, and ends with the call-to-action', () => {
    const html = renderToStaticMarkup(
      <SiteHeader
        chrome={chrome({ navigationStyle: 'menu', cta: { label: 'Book <now>', href: '/contact?a=1&b=2' } })}
      />,
    );
    expect(html).toContain('<details class="site-menu"><summary>Menu</summary><nav aria-label="Main">');
    expect(html).toMatch(
      /<\/details><a class="button button-primary site-cta" href="\/contact\?a=1&amp;b=2">Book &lt;now&gt;<\/a><\/div><\/header>$/,
    );
  });
});

describe('SiteFooter', () => {
  it('lists the pages placed in the footer, then the owner’s links, the social links and the text', () => {
    const html = renderToStaticMarkup(
      <SiteFooter
        chrome={chrome({
          footerText: 'Line one\n<script>',
          footerLinks: [{ label: 'Press', href: 'https://example.com/press' }],
          socialLinks: [{ network: 'instagram', label: 'Instagram', href: 'https://instagram.com/fk' }],
        })}
      />,
    );
    expect(html).toContain(
      '<nav aria-label="Footer"><ul><li><a href="/wholesale">Wholesale</a></li><li><a href="https://example.com/press">Press</a></li></ul></nav>',
    );
    expect(html).toContain(
      '<ul class="social-links" aria-label="Social links"><li><a href="https://instagram.com/fk" rel="me noopener" data-network="instagram">Instagram</a></li></ul>',
    );
    expect(html).toContain('<p class="footer-text">Line one\n&lt;script&gt;</p>');
  });

  it('shows no social list when there are none', () => {
    expect(renderToStaticMarkup(<SiteFooter chrome={chrome()} />)).not.toContain('social-links');
  });
});
