import { describe, expect, it } from 'vitest';
import { pageOf, pagePositionOf, pagePositionPattern, readPagePosition } from './newest-first.ts';

const ID = 'c0ffee000000000000000001';

describe('pages newest first', () => {
  it('keeps where a page ended as time.id and reads it back', () => {
    const text = pagePositionOf({ created_at: '1700000000000', id: ID });
    expect(text).toBe(`1700000000000.${ID}`);
    expect(pagePositionPattern().test(text)).toBe(true);
    expect(readPagePosition(text)).toEqual({ createdAt: 1_700_000_000_000, id: ID });
    expect(readPagePosition(undefined)).toBeNull();
  });

  it('takes only a time and an id of the given kind', () => {
    for (const bad of ['yesterday', `1700000000000-${ID}`, `1700000000000.${ID}x`, `.${ID}`, '1.2.3'])
      expect(pagePositionPattern().test(bad)).toBe(false);
    expect(pagePositionPattern(/[a-z]{1,4}/).test('12.abcd')).toBe(true);
  });

  it('cuts a page from rows read one past it, saying where the next begins', () => {
    const rows = [3, 2, 1].map((n) => ({ created_at: n, id: `${ID.slice(0, -1)}${n}` }));
    expect(pageOf(rows, 2)).toEqual({ page: rows.slice(0, 2), next: pagePositionOf(rows[1] as never) });
    expect(pageOf(rows, 3)).toEqual({ page: rows, next: null });
  });
});
