import type { PageDetail } from '@tessera/site/config-api.ts';
import { describe, expect, it } from 'vitest';
import { changesBetween, draftFromDetail, hasChanges } from './page-changes.ts';

const detail: PageDetail = {
  page: {
    id: 'p1',
    title: 'About',
    urlId: 'about',
    type: 'page',
    publicationState: 1,
    publicationLabel: 'Available',
    fullUrl: '/about',
    navigation: 'main',
  },
  layout: {
    id: 'l1',
    blocks: [
      { id: 'b1', type: 'heading', data: { text: 'Our story', level: 2 } },
      { id: 'b2', type: 'image', data: { assetId: 'a1', alt: 'The studio' } },
      { id: 'b3', type: 'text', data: { text: 'First.\n\nSecond.' } },
    ],
  },
};

describe('draftFromDetail', () => {
  it('takes the title, the state and the text of heading and text blocks only', () => {
    expect(draftFromDetail(detail)).toEqual({
      title: 'About',
      publicationState: 1,
      blockTexts: { b1: 'Our story', b3: 'First.\n\nSecond.' },
    });
  });

  it('copes with a page without a layout', () => {
    expect(draftFromDetail({ ...detail, layout: null }).blockTexts).toEqual({});
  });
});

describe('changesBetween', () => {
  it('finds nothing in an untouched draft', () => {
    const changes = changesBetween(detail, draftFromDetail(detail));
    expect(changes).toEqual({ page: null, blocks: [] });
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends only the changed page field', () => {
    const draft = { ...draftFromDetail(detail), title: 'About us' };
    expect(changesBetween(detail, draft)).toEqual({ page: { title: 'About us' }, blocks: [] });
  });

  it('sends hiding the page', () => {
    const draft = { ...draftFromDetail(detail), publicationState: 4 };
    expect(changesBetween(detail, draft).page).toEqual({ publicationState: 4 });
  });

  it('never sends a state this version cannot set', () => {
    const draft = { ...draftFromDetail(detail), publicationState: 2 };
    expect(changesBetween(detail, draft).page).toBeNull();
  });

  it('sends a changed block with the rest of its data kept', () => {
    const draft = draftFromDetail(detail);
    draft.blockTexts.b1 = 'Who we are';
    expect(changesBetween(detail, draft)).toEqual({
      page: null,
      blocks: [{ blockId: 'b1', data: { text: 'Who we are', level: 2 } }],
    });
  });
});
