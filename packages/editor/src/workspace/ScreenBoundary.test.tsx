import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render } from '../testing/dom.ts';
import { SCREEN_LOAD_FAILED, ScreenBoundary } from './ScreenBoundary.tsx';

function Unloadable(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('ScreenBoundary', () => {
  let rendered: Rendered | undefined;
  afterEach(() => rendered?.unmount());

  it('says a screen could not be loaded, and Try again tries again', async () => {
    const retry = vi.fn();
    // React reports the caught error on the console; that is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    rendered = await render(
      <ScreenBoundary onRetry={retry}>
        <Unloadable />
      </ScreenBoundary>,
    );
    quiet.mockRestore();
    expect(rendered.container.querySelector('[role="alert"]')?.textContent).toBe(SCREEN_LOAD_FAILED);
    await click(button(rendered.container, 'Try again'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the screen when it loads', async () => {
    rendered = await render(
      <ScreenBoundary>
        <p>The screen</p>
      </ScreenBoundary>,
    );
    expect(rendered.container.textContent).toBe('The screen');
  });
});
