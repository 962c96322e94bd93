import type { PageDetail } from '@tessera/site/config-api.ts';
import { describe, expect, it } from 'vitest';
import { aboutDetail } from '../testing/demo-pages.ts';
import { changesBetween, draftFromDetail, hasChanges } from './page-changes.ts';

const detail: PageDetail = aboutDetail;

describe('draftFromDetail', () => {
  it('takes the title, the state and a copy of the sections', () => {
    const draft = draftFromDetail(detail);
    expect(draft).toEqual({ title: 'About', publicationState: 4, sections: detail.layout?.sections });
    expect(draft.sections).not.toBe(detail.layout?.sections);
  });

  it('copes with a page without a layout', () => {
    expect(draftFromDetail({ ...detail, layout: null }).sections).toEqual([]);
  });
});

describe('changesBetween', () => {
  it('finds nothing in an untouched draft', () => {
    const changes = changesBetween(detail, draftFromDetail(detail));
    expect(changes).toEqual({ page: null, layout: null });
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends only the changed page field', () => {
    const draft = { ...draftFromDetail(detail), title: 'About us' };
    expect(changesBetween(detail, draft)).toEqual({ page: { title: 'About us' }, layout: null });
  });

  it('sends hiding the page, never a state this version cannot set', () => {
    expect(changesBetween(detail, { ...draftFromDetail(detail), publicationState: 1 }).page).toEqual({
      publicationState: 1,
    });
    expect(changesBetween(detail, { ...draftFromDetail(detail), publicationState: 2 }).page).toBeNull();
  });

  it('sends the whole layout with the version it was read at when anything in it changed', () => {
    const draft = draftFromDetail(detail);
    const heading = draft.sections[0]?.blocks[0];
    if (!heading) throw new Error('no heading');
    heading.data = { ...heading.data, text: 'Who we are' };
    const changes = changesBetween(detail, draft);
    expect(changes.page).toBeNull();
    expect(changes.layout).toEqual({ version: 3, sections: draft.sections });
  });
});
