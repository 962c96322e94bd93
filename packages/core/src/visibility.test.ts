import { describe, expect, it } from 'vitest';
import { ItemPublicationState } from './enums.ts';
import { isPubliclyVisible } from './text.ts';

describe('isPubliclyVisible', () => {
  const now = 1_000_000;

  it('shows published content and scheduled content whose time has come', () => {
    expect(isPubliclyVisible(ItemPublicationState.published, null, now)).toBe(true);
    expect(isPubliclyVisible(ItemPublicationState.scheduled, now, now)).toBe(true);
  });

  it('hides scheduled content before its time or without one, and every other state', () => {
    expect(isPubliclyVisible(ItemPublicationState.scheduled, now + 1, now)).toBe(false);
    expect(isPubliclyVisible(ItemPublicationState.scheduled, null, now)).toBe(false);
    for (const state of [
      ItemPublicationState.needsReview,
      ItemPublicationState.draft,
      ItemPublicationState.private,
      ItemPublicationState.deleted,
    ]) {
      expect(isPubliclyVisible(state, 0, now)).toBe(false);
    }
  });
});
