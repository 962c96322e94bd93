import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLogoutDialog, showSystemErrorDialog } from './dialogs.ts';

/** The open dialog: a native one, marked an alert dialog when it asks. */
function dialogParts(role: 'dialog' | 'alertdialog') {
  const dialog = document.querySelector<HTMLDialogElement>(
    role === 'dialog' ? 'dialog:not([role])' : 'dialog[role="alertdialog"]',
  );
  if (!dialog) throw new Error(`no ${role} open`);
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  const text = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
  const buttons = [...dialog.querySelectorAll('button')];
  return { dialog, title, text, buttons };
}

function pressKey(target: Element, key: string, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

function focusedButton(): HTMLButtonElement {
  const button = document.createElement('button');
  document.body.append(button);
  button.focus();
  return button;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('showLogoutDialog', () => {
  it('is a labelled modal dialog with the spec text and an OK button that has focus', () => {
    showLogoutDialog();
    const { dialog, title, text, buttons } = dialogParts('dialog');

    expect(dialog.open).toBe(true);
    expect(title?.textContent).toBe('Logout Successful');
    expect(text?.textContent).toBe('You have been successfully logged out.');
    expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('OK closes it and gives focus back to where it was', async () => {
    const opener = focusedButton();
    showLogoutDialog();

    dialogParts('dialog').buttons[0]?.click();

    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it and is marked handled', async () => {
    const opener = focusedButton();
    showLogoutDialog();

    const event = pressKey(dialogParts('dialog').buttons[0] as HTMLElement, 'Escape');

    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('the returned function closes it at once', () => {
    const close = showLogoutDialog();
    close();
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('showSystemErrorDialog', () => {
  it("is an alert dialog titled 'Something Went Wrong!' with the message, Reload Page and Clear", () => {
    showSystemErrorDialog('Unable to connect…');
    const { dialog, title, text, buttons } = dialogParts('alertdialog');

    expect(dialog.open).toBe(true);
    // It covers the page rather than floating over it.
    expect(dialog.style.width).toBe('100vw');
    expect(dialog.style.height).toBe('100vh');
    expect(title?.textContent).toBe('Something Went Wrong!');
    expect(text?.textContent).toBe('Unable to connect…');
    expect(buttons.map((button) => button.textContent)).toEqual(['Reload Page', 'Clear']);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('Reload Page reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    showSystemErrorDialog();
    dialogParts('alertdialog').buttons[0]?.click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('Clear closes it without reloading', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    showSystemErrorDialog();
    dialogParts('alertdialog').buttons[1]?.click();
    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });

  it('traps Tab and Shift+Tab between its buttons', () => {
    showSystemErrorDialog();
    const [reload, clear] = dialogParts('alertdialog').buttons;
    if (!reload || !clear) throw new Error('buttons missing');

    clear.focus();
    expect(pressKey(clear, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(reload);

    expect(pressKey(reload, 'Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(clear);

    // Between the ends the browser moves focus itself.
    reload.focus();
    expect(pressKey(reload, 'Tab').defaultPrevented).toBe(false);
  });

  it('a second failure updates the open dialog rather than stacking another', () => {
    showSystemErrorDialog('first');
    showSystemErrorDialog('second');
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(dialogParts('alertdialog').text?.textContent).toBe('second');
  });
});
