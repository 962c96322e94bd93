// The runtime's accessible dialogs, plain DOM with inline styles so they fit any site's design:
// focus moves in and is trapped, Escape closes, focus returns where it was.
import { DIALOG_BASE_Z_INDEX, SYSTEM_ERROR_DIALOG } from '@tessera/core';

interface DialogButton {
  label: string;
  primary?: boolean;
  /** Runs after the dialog has closed. */
  onClick?: () => void;
}

interface DialogOptions {
  role: 'dialog' | 'alertdialog';
  title: string;
  text: string;
  buttons: DialogButton[];
  /** Covers the page entirely instead of dimming it. */
  fullPage?: boolean;
}

export type CloseDialog = () => void;

const OVERLAY_ATTRIBUTE = 'data-tessera-dialog';
const BUTTON_STYLE =
  'margin:20px 6px 0;padding:8px 20px;border:1px solid #111;border-radius:4px;font:inherit;cursor:pointer;';
let dialogCount = 0;

function createElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.style.cssText = style;
  element.textContent = text;
  return element;
}

function createOverlay(fullPage: boolean): HTMLDivElement {
  // Above any dialog already open.
  const zIndex = DIALOG_BASE_Z_INDEX + document.querySelectorAll(`[${OVERLAY_ATTRIBUTE}]`).length;
  const overlay = createElement(
    'div',
    `position:fixed;inset:0;z-index:${zIndex};display:flex;align-items:center;justify-content:center;` +
      `background:${fullPage ? '#fff' : 'rgba(0,0,0,.45)'};font:16px/1.5 system-ui,sans-serif;color:#111;`,
  );
  overlay.setAttribute(OVERLAY_ATTRIBUTE, '');
  return overlay;
}

function createButton({ label, primary, onClick }: DialogButton, close: CloseDialog): HTMLButtonElement {
  const colours = primary ? 'background:#111;color:#fff;' : 'background:#fff;color:#111;';
  const button = createElement('button', BUTTON_STYLE + colours, label);
  button.type = 'button';
  button.addEventListener('click', () => {
    close();
    onClick?.();
  });
  return button;
}

/** Keeps Tab and Shift+Tab cycling through the dialog's buttons. */
function trapFocus(event: KeyboardEvent, buttons: HTMLButtonElement[]): void {
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const leaving = event.shiftKey ? index <= 0 : index < 0 || index === buttons.length - 1;
  if (!leaving) return;
  event.preventDefault();
  buttons.at(event.shiftKey ? -1 : 0)?.focus();
}

function openDialog(options: DialogOptions): { close: CloseDialog; text: HTMLElement } {
  const previousFocus = document.activeElement;
  const id = `tessera-dialog-${++dialogCount}`;
  const overlay = createOverlay(options.fullPage ?? false);
  const dialog = createElement(
    'div',
    'box-sizing:border-box;max-width:min(440px,92vw);padding:28px 32px;border-radius:8px;background:#fff;' +
      `text-align:center;${options.fullPage ? '' : 'box-shadow:0 12px 40px rgba(0,0,0,.3);'}`,
  );
  dialog.setAttribute('role', options.role);
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);
  const title = createElement('h2', 'margin:0 0 8px;font-size:1.4em;font-weight:600;', options.title);
  title.id = `${id}-title`;
  const text = createElement('p', 'margin:0;', options.text);
  text.id = `${id}-text`;

  const close: CloseDialog = () => {
    if (!overlay.isConnected) return;
    overlay.remove();
    if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
  };
  const buttons = options.buttons.map((button) => createButton(button, close));
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') trapFocus(event, buttons);
    if (event.key !== 'Escape') return;
    // Handled here, so the page's own Escape behaviour (owner.ts) leaves it alone.
    event.preventDefault();
    close();
  });

  dialog.append(title, text, ...buttons);
  overlay.append(dialog);
  document.body.append(overlay);
  buttons[0]?.focus();
  return { close, text };
}

/** Spec section 2: shown when the address has logout=true. */
export function showLogoutDialog(): CloseDialog {
  return openDialog({
    role: 'dialog',
    title: 'Logout Successful',
    text: 'You have been successfully logged out.',
    buttons: [{ label: 'OK', primary: true }],
  }).close;
}

let systemError: { close: CloseDialog; text: HTMLElement } | null = null;

/**
 * Spec section 8: the full-page system error. A second failure while it is open updates its
 * text rather than stacking another dialog.
 */
export function showSystemErrorDialog(message = ''): CloseDialog {
  if (systemError?.text.isConnected) {
    systemError.text.textContent = message;
    return systemError.close;
  }
  systemError = openDialog({
    role: 'alertdialog',
    title: SYSTEM_ERROR_DIALOG.title,
    text: message,
    fullPage: true,
    buttons: [
      { label: SYSTEM_ERROR_DIALOG.reloadButton, primary: true, onClick: () => location.reload() },
      { label: SYSTEM_ERROR_DIALOG.clearButton },
    ],
  });
  return systemError.close;
}
