import { describe, expect, it } from 'vitest';
import {
  BLOG_URL_TEMPLATE_NEEDS_SLUG,
  blogPostSubpath,
  blogTermKey,
  blogTermSegment,
  checkBlogUrlTemplate,
  matchBlogPostSubpath,
} from './blog.ts';

const MARCH_9 = Date.UTC(2026, 2, 9, 23, 30);

describe('blog post addresses', () => {
  it('keeps a sanitised format with %t, dropping empty segments', () => {
    expect(checkBlogUrlTemplate(' Posts/%Y/%m//%t_ ')).toEqual({ ok: true, template: 'posts/%y/%m/%t' });
    expect(checkBlogUrlTemplate('%y/%m/%d')).toEqual({ ok: false, message: BLOG_URL_TEMPLATE_NEEDS_SLUG });
    expect(checkBlogUrlTemplate('%%t')).toEqual({ ok: true, template: '%t' });
    expect(checkBlogUrlTemplate('ünïcode')).toEqual({ ok: false, message: BLOG_URL_TEMPLATE_NEEDS_SLUG });
  });

  it('fills the format with the UTC date, unpadded, and the post’s URL', () => {
    const post = { urlId: 'chasing-plum', publishedAt: MARCH_9 };
    expect(blogPostSubpath('%y/%m/%d/%t', post)).toBe('2026/3/9/chasing-plum');
    expect(blogPostSubpath('%t', post)).toBe('chasing-plum');
    expect(blogPostSubpath('notes-%y/%t', post)).toBe('notes-2026/chasing-plum');
  });

  it('reads a path back to its post’s URL only when it has the format’s shape', () => {
    expect(matchBlogPostSubpath('%y/%m/%d/%t', '2026/3/9/chasing-plum')).toEqual({ urlId: 'chasing-plum' });
    expect(matchBlogPostSubpath('notes-%y/%t', 'notes-2026/chasing-plum')).toEqual({
      urlId: 'chasing-plum',
    });
    expect(matchBlogPostSubpath('%y/%m/%d/%t', 'chasing-plum')).toBeNull();
    expect(matchBlogPostSubpath('%y/%t', '26/chasing-plum')).toBeNull();
    expect(matchBlogPostSubpath('%t', 'api')).toBeNull();
  });

  it('names a tag in its address by its key, one whatever its case and spacing', () => {
    expect(blogTermKey(' Wood  Fired ')).toBe('wood-fired');
    expect(blogTermKey('wood-fired')).toBe('wood-fired');
    expect(blogTermSegment('Wood fired')).toBe('wood-fired');
    expect(blogTermSegment('Glasur & Ton')).toBe('glasur-%26-ton');
  });
});
