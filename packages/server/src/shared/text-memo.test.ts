import { deepFreeze } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { readWebsiteSettings } from '../websites/settings.ts';
import { memoByText } from './text-memo.ts';

describe('answers remembered by their text', () => {
  it('works each text out once, keeping the last `max` asked', () => {
    const worked: string[] = [];
    const length = memoByText((text) => {
      worked.push(text);
      return text.length;
    }, 2);
    expect([length('a'), length('bb'), length('a'), length('ccc'), length('a'), length('bb')]).toEqual([
      1, 2, 1, 3, 1, 2,
    ]);
    // 'a' was asked again before 'ccc' came, so 'bb' was the one let go.
    expect(worked).toEqual(['a', 'bb', 'ccc', 'bb']);
  });

  it('freezes what callers share, all the way down', () => {
    const value = deepFreeze({ list: [{ name: 'x' }] });
    expect(() => {
      (value.list[0] as { name: string }).name = 'y';
    }).toThrow(TypeError);
  });

  it('gives every reader of one site’s stored settings the same frozen settings', () => {
    const json = JSON.stringify({ tagline: 'Hand-thrown stoneware' });
    const first = readWebsiteSettings(json);
    expect(readWebsiteSettings(json)).toBe(first);
    expect(first.description).toBe('Hand-thrown stoneware');
    expect(Object.isFrozen(first.captcha)).toBe(true);
  });
});
