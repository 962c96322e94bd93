import { describe, expect, it } from 'vitest';
import { ItemPublicationState as S } from './enums.ts';
import { Permission } from './permissions.ts';
import { PUBLICATION_MOVES, pageStateLabel, publicationMove, publicationMovesFor } from './publication.ts';

describe('publication moves', () => {
  it('lists each move once, between the spec’s six states', () => {
    const keys = PUBLICATION_MOVES.map((m) => `${m.from}>${m.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    const states: number[] = Object.values(S);
    for (const m of PUBLICATION_MOVES) expect(states).toEqual(expect.arrayContaining([m.from, m.to]));
  });

  it('lets content alone only submit a Hidden page for review; everything else is publishing', () => {
    expect(PUBLICATION_MOVES.filter((m) => m.needs === Permission.content)).toEqual([
      { from: S.draft, to: S.needsReview, action: 'Submit for review', needs: Permission.content },
    ]);
    expect(publicationMovesFor(S.draft, [Permission.content]).map((m) => m.to)).toEqual([S.needsReview]);
    expect(publicationMovesFor(S.needsReview, [Permission.content])).toEqual([]);
  });

  it('brings a page out of the trash Hidden only, and never publishes from the trash', () => {
    expect(PUBLICATION_MOVES.filter((m) => m.from === S.deleted).map((m) => m.to)).toEqual([S.draft]);
    expect(publicationMove(S.deleted, S.published)).toBeUndefined();
  });

  it('lets every state but the trash reach the trash, and a review be approved or sent back', () => {
    for (const from of [S.published, S.scheduled, S.needsReview, S.draft, S.private])
      expect(publicationMove(from, S.deleted)?.action).toBe('Move to trash');
    expect(publicationMove(S.needsReview, S.published)?.action).toBe('Approve and publish');
    expect(publicationMove(S.needsReview, S.draft)?.action).toBe('Send back');
    expect(publicationMove(S.published, S.needsReview)).toBeUndefined();
  });

  it('labels states with the spec’s words: the list’s, then the page-status words, Deleted for 6', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(pageStateLabel)).toEqual([
      'Available',
      'Scheduled',
      'Needs Review',
      'Hidden',
      'Private',
      'Deleted',
      'Unsupported',
    ]);
  });
});
