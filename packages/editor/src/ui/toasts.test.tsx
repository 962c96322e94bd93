import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { TOAST_MS, type ToastInput, ToastProvider, useToasts } from './toasts.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.useRealTimers();
});

function Trigger({ toast }: { toast: ToastInput }) {
  const { show } = useToasts();
  return (
    <button type="button" onClick={() => show(toast)}>
      Do it
    </button>
  );
}

async function renderWith(toast: ToastInput) {
  rendered = await render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  const { container } = rendered;
  const region = container.querySelector('section[aria-label="Notifications"]') as HTMLElement;
  return { container, region };
}

describe('notifications', () => {
  it('says a notice in the live region that was there before it, and lets it go by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { container, region } = await renderWith({ message: 'Saved.' });
    const status = region.querySelector('[role="status"]');
    expect(status).not.toBeNull();
    await click(button(container, 'Do it'));
    expect(textOf(status)).toContain('Saved.');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS));
    expect(textOf(status)).toBe('');
  });

  it('keeps a failure as an alert until it is dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { container, region } = await renderWith({ message: 'Could not save.', failed: true });
    await click(button(container, 'Do it'));
    const alert = region.querySelector('[role="alert"]');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS * 2));
    expect(textOf(alert)).toContain('Could not save.');
    await click(region.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]') ?? undefined);
    expect(textOf(alert)).toBe('');
  });

  it('undoes a change on Undo, and says so, or why it could not', async () => {
    const undone: string[] = [];
    const { container, region } = await renderWith({
      message: 'Moved.',
      undo: async () => {
        undone.push('once');
      },
    });
    await click(button(container, 'Do it'));
    await click(button(region, 'Undo'));
    await waitFor(() => textOf(region).includes('Undone.'), 'the undo');
    expect(undone).toEqual(['once']);
    expect(button(region, 'Undo')).toBeUndefined();
    rendered?.unmount();

    const failing = await renderWith({
      message: 'Moved.',
      undo: () => Promise.reject(new Error('The server went away.')),
    });
    await click(button(failing.container, 'Do it'));
    await click(button(failing.region, 'Undo'));
    await waitFor(
      () => textOf(failing.region.querySelector('[role="alert"]')).includes('Could not undo'),
      'the failure',
    );
  });
});
