import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tab-keys.ts';

describe('tabIndexForKey', () => {
  it('moves with the arrows, wrapping round, and to the ends with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  it('moves nothing for other keys or to where it is', () => {
    expect(tabIndexForKey('Enter', 1, 3)).toBeNull();
    expect(tabIndexForKey('Home', 0, 3)).toBeNull();
  });
});
