import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_PREVIEW_KEY, previewsAsReturning } from './config-preview.ts';

/** A page's window: framed by a window at `topPath`, or the top itself (null); `firstVisit` switched on. */
function pageWindow(topPath: string | null, firstVisit = false, crossOrigin = false) {
  const storage = new Map(firstVisit ? [[FIRST_VISIT_PREVIEW_KEY, '1']] : []);
  const self = {} as Window;
  const top = topPath === null ? self : ({} as Window);
  if (topPath !== null)
    Object.defineProperty(top, 'location', {
      get: () => {
        if (crossOrigin) throw new DOMException('Blocked a frame', 'SecurityError');
        return { pathname: topPath };
      },
    });
  const sessionStorage = { getItem: (key: string) => storage.get(key) ?? null } as Storage;
  return { top, self, sessionStorage };
}

describe('the config area’s preview', () => {
  it('shows a page framed by the config area as to a returning visitor', () => {
    expect(previewsAsReturning(pageWindow('/config/'))).toBe(true);
    expect(previewsAsReturning(pageWindow('/config/commerce'))).toBe(true);
  });

  it('shows it as to a first visit when the owner switched that on', () => {
    expect(previewsAsReturning(pageWindow('/config/', true))).toBe(false);
  });

  it('leaves a page alone in a window of its own, framed by another page, or by another origin', () => {
    expect(previewsAsReturning(pageWindow(null))).toBe(false);
    expect(previewsAsReturning(pageWindow('/about'))).toBe(false);
    expect(previewsAsReturning(pageWindow('/config/', false, true))).toBe(false);
  });
});
