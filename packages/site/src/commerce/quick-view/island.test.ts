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

  it('keeps focus in with the shared focus containment and gives it back to its button', async () => {
    stubFetch({ status: 404, text: '' });
    document.body.innerHTML =
      '<a href="/x" id="before">before</a><button data-island="quick-view" data-href="/shop/tea" data-id="aaaaaaaaaaaaaaaaaaaaaaaa" data-title="Tea" hidden>Quick view</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    hydrate(button);
    button.focus();
    button.click();
    const dialog = document.querySelector('dialog.quick-view') as HTMLDialogElement;
    // The load fails: the dialog holds its Close button and the link to the page.
    await vi.waitFor(() => expect(dialog.querySelector('[role="alert"] a')).not.toBeNull());
    const close = dialog.querySelector<HTMLButtonElement>('.quick-view-close') as HTMLButtonElement;
    const link = dialog.querySelector<HTMLAnchorElement>('[role="alert"] a') as HTMLAnchorElement;
    link.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    link.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    (document.getElementById('before') as HTMLElement).focus();
    expect(document.activeElement).toBe(close);
    close.click();
    expect(document.activeElement).toBe(button);
  });
});
