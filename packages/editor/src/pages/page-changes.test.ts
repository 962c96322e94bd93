import type { PageDetail } from '@tessera/site/config-api.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutDetail } from '../testing/demo-pages.ts';
import { changesBetween, draftFromDetail, hasChanges } from './page-changes.ts';

const detail: PageDetail = aboutDetail;

describe('draftFromDetail', () => {
  it('takes the title, the state and a copy of the sections', () => {
    const draft = draftFromDetail(detail);
    expect(draft).toEqual({
      title: 'About',
      publicationState: 4,
      publishAt: '',
      sections: detail.layout?.sections,
    });
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

  it('sends the state chosen (the server checks the move), and nothing when it is unchanged', () => {
    expect(changesBetween(detail, { ...draftFromDetail(detail), publicationState: 1 }).page).toEqual({
      publicationState: 1,
    });
    expect(changesBetween(detail, { ...draftFromDetail(detail), publicationState: 3 }).page).toEqual({
      publicationState: 3,
    });
    expect(changesBetween(detail, draftFromDetail(detail)).page).toBeNull();
  });

  it('publishes the draft of a page that is and stays Available, only for someone who may publish', () => {
    const live = { ...detail, page: { ...detail.page, publicationState: 1 } };
    const draft = draftFromDetail(live);
    const heading = draft.sections[0]?.blocks[0];
    if (!heading) throw new Error('no heading');
    heading.data = { ...heading.data, text: 'Who we are' };
    expect(changesBetween(live, draft, true).page).toEqual({ publicationState: 1 });
    expect(changesBetween(live, draft, false).page).toBeNull();
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

describe('scheduling in changesBetween', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const scheduled: PageDetail = {
    ...detail,
    page: {
      ...detail.page,
      publicationState: 2,
      publicationLabel: 'Scheduled',
      // Seconds on it, as a time set through the API may have.
      publishAt: '2030-03-12T16:30:45.000Z',
    },
  };

  it('sends Scheduled with the typed local time in UTC', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const draft = { ...draftFromDetail(detail), publicationState: 2, publishAt: '2030-03-12T09:30' };
    // 09:30 in Los Angeles in March 2030 (daylight time, UTC−7) is 16:30 UTC.
    expect(changesBetween(detail, draft).page).toEqual({
      publicationState: 2,
      publishAt: '2030-03-12T16:30:00.000Z',
    });
  });

  it('reads the time from the other side of the date line too', () => {
    vi.stubEnv('TZ', 'Pacific/Auckland');
    const draft = { ...draftFromDetail(detail), publicationState: 2, publishAt: '2030-03-13T05:30' };
    // Auckland in March 2030 is on daylight time, UTC+13: the day before in UTC.
    expect(changesBetween(detail, draft).page?.publishAt).toBe('2030-03-12T16:30:00.000Z');
  });

  it('sends Scheduled without a time when none was typed, for the server to ask for one', () => {
    const draft = { ...draftFromDetail(detail), publicationState: 2 };
    expect(changesBetween(detail, draft).page).toEqual({ publicationState: 2 });
  });

  it('shows a scheduled page’s time in the owner’s zone, and sends nothing when it is left alone', () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    const draft = draftFromDetail(scheduled);
    expect(draft.publishAt).toBe('2030-03-12T17:30');
    expect(changesBetween(scheduled, draft).page).toBeNull();
    expect(changesBetween(scheduled, { ...draft, title: 'Soon' }).page).toEqual({ title: 'Soon' });
  });

  it('sends a new time, and Available or Hidden to cancel the schedule', () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    const draft = draftFromDetail(scheduled);
    expect(changesBetween(scheduled, { ...draft, publishAt: '2030-03-12T18:00' }).page).toEqual({
      publicationState: 2,
      publishAt: '2030-03-12T17:00:00.000Z',
    });
    expect(changesBetween(scheduled, { ...draft, publicationState: 4 }).page).toEqual({
      publicationState: 4,
    });
    expect(changesBetween(scheduled, { ...draft, publicationState: 1 }).page).toEqual({
      publicationState: 1,
    });
  });
});
