import type { PageDetail } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutDetail } from '../testing/demo-pages.ts';
import { changesBetween, draftFromDetail } from './page-changes.ts';

const detail: PageDetail = aboutDetail;

describe('draftFromDetail', () => {
  it('takes the title, the state and the time (none here)', () => {
    expect(draftFromDetail(detail)).toEqual({ title: 'About', publicationState: 4, publishAt: '' });
  });
});

describe('changesBetween', () => {
  it('finds nothing in an untouched draft', () => {
    expect(changesBetween(detail, draftFromDetail(detail))).toBeNull();
  });

  it('sends only the changed page field', () => {
    const draft = { ...draftFromDetail(detail), title: 'About us' };
    expect(changesBetween(detail, draft)).toEqual({ title: 'About us' });
  });

  it('sends the state chosen (the server checks the move), and nothing when it is unchanged', () => {
    expect(changesBetween(detail, { ...draftFromDetail(detail), publicationState: 1 })).toEqual({
      publicationState: 1,
    });
    expect(changesBetween(detail, { ...draftFromDetail(detail), publicationState: 3 })).toEqual({
      publicationState: 3,
    });
  });

  it('publishes the pending draft of a page that is and stays Available, only for someone who may publish', () => {
    const layout = detail.layout && { ...detail.layout, hasDraft: true };
    const live = { ...detail, layout, page: { ...detail.page, publicationState: 1 as const } };
    expect(changesBetween(live, draftFromDetail(live), true)).toEqual({ publicationState: 1 });
    expect(changesBetween(live, draftFromDetail(live), false)).toBeNull();
    const published = { ...live, layout: layout && { ...layout, hasDraft: false } };
    expect(changesBetween(published, draftFromDetail(published), true)).toBeNull();
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
    const draft = { ...draftFromDetail(detail), publicationState: 2 as const, publishAt: '2030-03-12T09:30' };
    // 09:30 in Los Angeles in March 2030 (daylight time, UTC−7) is 16:30 UTC.
    expect(changesBetween(detail, draft)).toEqual({
      publicationState: 2,
      publishAt: '2030-03-12T16:30:00.000Z',
    });
  });

  it('reads the time from the other side of the date line too', () => {
    vi.stubEnv('TZ', 'Pacific/Auckland');
    const draft = { ...draftFromDetail(detail), publicationState: 2 as const, publishAt: '2030-03-13T05:30' };
    // Auckland in March 2030 is on daylight time, UTC+13: the day before in UTC.
    expect(changesBetween(detail, draft)?.publishAt).toBe('2030-03-12T16:30:00.000Z');
  });

  it('sends Scheduled without a time when none was typed, for the server to ask for one', () => {
    const draft = { ...draftFromDetail(detail), publicationState: 2 as const };
    expect(changesBetween(detail, draft)).toEqual({ publicationState: 2 });
  });

  it('shows a scheduled page’s time in the owner’s zone, and sends nothing when it is left alone', () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    const draft = draftFromDetail(scheduled);
    expect(draft.publishAt).toBe('2030-03-12T17:30');
    expect(changesBetween(scheduled, draft)).toBeNull();
    expect(changesBetween(scheduled, { ...draft, title: 'Soon' })).toEqual({ title: 'Soon' });
  });

  it('sends a new time, and Available or Hidden to cancel the schedule', () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    const draft = draftFromDetail(scheduled);
    expect(changesBetween(scheduled, { ...draft, publishAt: '2030-03-12T18:00' })).toEqual({
      publicationState: 2,
      publishAt: '2030-03-12T17:00:00.000Z',
    });
    expect(changesBetween(scheduled, { ...draft, publicationState: 4 })).toEqual({
      publicationState: 4,
    });
    expect(changesBetween(scheduled, { ...draft, publicationState: 1 })).toEqual({
      publicationState: 1,
    });
  });
});
