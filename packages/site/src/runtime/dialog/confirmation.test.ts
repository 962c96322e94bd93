import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConfirmationAnswer, showConfirmation } from './confirmation.ts';

const dialog = () => document.querySelector('dialog');
const button = (answer: ConfirmationAnswer) =>
  dialog()?.querySelector<HTMLButtonElement>(`button[data-answer="${answer}"]`) as HTMLButtonElement;
const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

/** Where the focus was before the dialog: it must come back there. */
function opener(): HTMLButtonElement {
  const element = document.createElement('button');
  document.body.append(element);
  element.focus();
  return element;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the confirmation dialog', () => {
  it('is a labelled modal alert dialog of the spec’s width and padding, its first button focused', () => {
    opener();
    showConfirmation({ title: 'Remove item', message: 'Remove Mug from your cart?', confirm: 'Remove' });
    const shown = dialog() as HTMLDialogElement;
    expect(shown.open).toBe(true);
    expect(shown.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(shown.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Remove item',
    );
    expect(document.getElementById(shown.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Remove Mug from your cart?',
    );
    expect(shown.style.width).toBe('350px');
    expect(shown.style.padding).toBe('20px');
    expect([...shown.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Remove', 'Cancel']);
    expect(document.activeElement).toBe(button('confirm'));
    expect(shown.dataset.state).toBe('shown');
  });

  it.each([
    ['confirm', () => button('confirm').click()],
    ['reject', () => button('reject').click()],
    ['cancel', () => button('cancel').click()],
    ['cancel', () => press('Escape')],
  ] as const)(
    'answers %s, is hidden, then destroyed within the 600 ms fallback, and focus returns',
    async (expected, act) => {
      const before = opener();
      const confirmation = showConfirmation({ title: 'T', message: 'M', reject: 'No' });
      const settled = vi.fn();
      void confirmation.answer.then(settled);
      act();
      expect(dialog()?.dataset.state).toBe('hidden');
      await vi.advanceTimersByTimeAsync(599);
      expect(settled).not.toHaveBeenCalled();
      expect(dialog()).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith(expected);
      expect(dialog()).toBeNull();
      expect(document.activeElement).toBe(before);
    },
  );

  it('takes one answer only', async () => {
    const confirmation = showConfirmation({ title: 'T', message: 'M' });
    button('cancel').click();
    button('confirm').click();
    await vi.advanceTimersByTimeAsync(600);
    await expect(confirmation.answer).resolves.toBe('cancel');
  });

  it('keeps Tab going round its buttons, and its Escape from reaching the page', () => {
    showConfirmation({ title: 'T', message: 'M', reject: 'No' });
    expect(press('Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('cancel'));
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('confirm'));
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(press('Escape').defaultPrevented).toBe(true);
  });

  it('information: a plain dialog with OK that confirms itself after 2000 ms', async () => {
    const confirmation = showConfirmation({
      style: 'information',
      title: 'Saved',
      message: 'Your changes are saved.',
    });
    expect(dialog()?.hasAttribute('role')).toBe(false);
    expect([...(dialog()?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['OK']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(dialog()?.dataset.state).toBe('shown');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialog()?.dataset.state).toBe('hidden');
    await vi.advanceTimersByTimeAsync(600);
    await expect(confirmation.answer).resolves.toBe('confirm');
  });

  it('information answered before its time does not confirm again', async () => {
    const confirmation = showConfirmation({
      style: 'information',
      title: 'T',
      message: 'M',
      cancel: 'Close',
    });
    button('cancel').click();
    await vi.advanceTimersByTimeAsync(3000);
    await expect(confirmation.answer).resolves.toBe('cancel');
  });
});
