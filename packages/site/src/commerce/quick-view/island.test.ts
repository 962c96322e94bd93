import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../runtime/test-support.ts';
import { QUICK_VIEW_EVENT } from './events.ts';
import { hydrate } from './island.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('quick view', () => {
  it('tells the census which product it opened', () => {
    stubFetch({ status: 404, text: '' });
    document.body.innerHTML =
      '<button data-island="quick-view" data-href="/shop/tea" data-id="aaaaaaaaaaaaaaaaaaaaaaaa" data-title="Tea" hidden>Quick view</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const opened = vi.fn();
    document.addEventListener(QUICK_VIEW_EVENT, (event) => opened((event as CustomEvent).detail));
    const release = hydrate(button);
    expect(button.hidden).toBe(false);
    button.click();
    expect(opened).toHaveBeenCalledWith({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    release();
  });
});
