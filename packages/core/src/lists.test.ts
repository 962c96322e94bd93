import { describe, expect, it } from 'vitest';
import { movedTo } from './lists.ts';

describe('movedTo', () => {
  it('moves an entry forwards and backwards, keeping the others in order', () => {
    expect(movedTo(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedTo(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
