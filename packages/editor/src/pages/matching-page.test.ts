import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import { describe, expect, it } from 'vitest';
import { findFramedPage, findPageForPath } from './matching-page.ts';

function page(id: string, fullUrl: string): PageSummary {
  return {
    id,
    title: id,
    urlId: id,
    type: 'page',
    publicationState: 1,
    publicationLabel: 'Available',
    publishAt: null,
    fullUrl,
    navigation: 'main',
  };
}

const pages = [
  page('home', '/'),
  page('about', '/about'),
  page('blog', '/blog'),
  page('blogroll', '/blogroll'),
];

describe('findPageForPath', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/about?ref=nav', 'about'],
    ['/blog/first-post', 'blog'],
    ['/blogroll', 'blogroll'],
  ])('matches %s to %s', (path, id) => {
    expect(findPageForPath(pages, path)?.id).toBe(id);
  });

  it('matches nothing for a path no page holds', () => {
    expect(findPageForPath(pages, '/contact')).toBeUndefined();
  });
});

describe('findFramedPage', () => {
  it("takes the page the framed page's site context names, else goes by the path", () => {
    expect(findFramedPage(pages, { path: '/', collectionId: 'about' })?.id).toBe('about');
    expect(findFramedPage(pages, { path: '/blog/first-post', collectionId: null })?.id).toBe('blog');
    expect(findFramedPage(pages, { path: '/blog', collectionId: 'deleted' })?.id).toBe('blog');
  });
});
