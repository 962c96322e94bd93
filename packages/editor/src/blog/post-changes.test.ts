import { describe, expect, it } from 'vitest';
import { toLocalInputValue } from '../ui/time.ts';
import { changesBetween, draftFromDetail, hasChanges } from './post-changes.ts';
import { draftDetail, plumPost } from './testing.ts';

describe('post changes', () => {
  it('sends nothing for an untouched post', () => {
    const changes = changesBetween(draftDetail, draftFromDetail(draftDetail), true);
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends only the fields that differ, lists whole, the image by its address', () => {
    const draft = {
      ...draftFromDetail(draftDetail),
      title: 'Salt firing, at last',
      tags: ['Salt'],
      image: { src: '/s/post-kiln.svg', width: 1200, height: 800 },
    };
    expect(changesBetween(draftDetail, draft).post).toEqual({
      title: 'Salt firing, at last',
      tags: ['Salt'],
      imageSrc: '/s/post-kiln.svg',
    });
    // Taken away from a post that had one: null; never there: not sent.
    const withImage = {
      ...draftDetail,
      post: {
        ...draftDetail.post,
        image: { id: 'a-kiln', src: '/s/post-kiln.svg', width: 1200, height: 800, alt: '' },
      },
    };
    expect(changesBetween(withImage, { ...draftFromDetail(withImage), image: null }).post).toEqual({
      imageSrc: null,
    });
    expect(changesBetween(draftDetail, { ...draft, image: null }).post).not.toHaveProperty('imageSrc');
  });

  it('sends a publish date typed in the owner’s zone as UTC', () => {
    const detail = { ...draftDetail, post: plumPost };
    const draft = {
      ...draftFromDetail(detail),
      publishedAt: toLocalInputValue('2026-04-01T08:30:00.000Z'),
    };
    expect(changesBetween(detail, draft).post).toEqual({ publishedAt: '2026-04-01T08:30:00.000Z' });
  });

  it('publishes a live post’s pending body only for someone who may publish', () => {
    const pending = { post: plumPost, layout: { id: 'l-plum', version: 3, sections: [], hasDraft: true } };
    const draft = draftFromDetail(pending);
    expect(changesBetween(pending, draft, true)).toEqual({ post: { publicationState: 1 } });
    expect(changesBetween(pending, draft, false)).toEqual({ post: null });
    const settled = { ...draftDetail, post: plumPost };
    expect(changesBetween(settled, draftFromDetail(settled), true)).toEqual({ post: null });
  });
});
