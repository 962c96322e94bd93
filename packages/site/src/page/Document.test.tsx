import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../context.ts';
import type { PageModel } from './model.ts';
import { renderPage } from './render.tsx';

const page = (overrides: Partial<PageModel> = {}): PageModel => ({
  documentTitle: 'About — Fern & Kiln',
  description: 'Who we are & how we work.',
  canonicalUrl: 'https://demo.example.com/about',
  locale: 'en-US',
  chrome: {
    siteTitle: 'Fern & Kiln',
    tagline: '',
    navigation: [],
    footerNavigation: [],
    footerText: 'Footer',
  },
  bare: false,
  bodyClass: 'page-layout',
  body: <p className="body">The body</p>,
  sections: [],
  context: { pageType: 2 } as SiteContext,
  runtime: null,
  ...overrides,
});

describe('Document', () => {
  it('has a description and a canonical link in its head', () => {
    const html = renderPage(page());
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US"><head>/);
    expect(html).toContain('<meta name="description" content="Who we are &amp; how we work."/>');
    expect(html).toContain('<link rel="canonical" href="https://demo.example.com/about"/>');
  });

  it('tells social networks the title, description and address, and the image when there is one', () => {
    const html = renderPage(page());
    expect(html).toContain('<meta property="og:title" content="About — Fern &amp; Kiln"/>');
    expect(html).toContain('<meta property="og:description" content="Who we are &amp; how we work."/>');
    expect(html).toContain('<meta property="og:url" content="https://demo.example.com/about"/>');
    expect(html).not.toContain('og:image');
    const shared = renderPage(
      page({ socialImage: { src: 'https://demo.example.com/s/kiln.jpg', width: 1200, height: 630 } }),
    );
    expect(shared).toContain('<meta property="og:image" content="https://demo.example.com/s/kiln.jpg"/>');
    expect(shared).toContain('<meta property="og:image:width" content="1200"/>');
    expect(shared).toContain('<meta property="og:image:height" content="630"/>');
  });

  it('puts the page type’s body inside the chrome, or alone when bare', () => {
    const html = renderPage(page());
    expect(html).toContain('<body class="page-layout">');
    expect(html).toMatch(
      /class="site-header".*<main id="main" class="site-main"><p class="body">The body<\/p><\/main>.*class="site-footer"/s,
    );
    const bare = renderPage(page({ bare: true, bodyClass: 'page-lock' }));
    expect(bare).toContain('<body class="page-lock">');
    expect(bare).not.toContain('class="site-header"');
    expect(bare).not.toContain('class="site-footer"');
    expect(bare).toContain('<p class="body">The body</p>');
  });
});
