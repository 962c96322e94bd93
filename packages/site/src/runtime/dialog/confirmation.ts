// The runtime's one dialog (widgets spec sections 3, 4 and 9): an alert variant that asks (confirm,
// and reject or cancel when labelled) and an information variant that confirms itself after its time;
// the logout notice and the full-page system error are alerts of it too (../dialogs.ts). Shown, then answered, then hidden and destroyed; the promise settles once it is gone and
// the focus is back where it was. A native <dialog> opened with showModal: the page behind is inert;
// Tab wraps inside (the shared focus containment); Escape cancels. Styled through the style object, as the page's CSP forbids
// style="" and a page that never asks never loads a stylesheet for it.
import { CONFIRMATION_DIALOG_DEFAULTS } from '@tessera/core';
import { containFocus } from '../focus-containment.ts';

export type ConfirmationAnswer = 'confirm' | 'reject' | 'cancel';

export interface ConfirmationOptions {
  /** 'alert' asks and waits; 'information' tells, and confirms itself after `hideAfterTime` */
  style?: 'alert' | 'information';
  title: string;
  message: string;
  /** The confirm button's words: 'OK' unless given */
  confirm?: string;
  /** A reject button, only when given */
  reject?: string;
  /** The cancel button's words; an alert has 'Cancel' unless given (null: none), information none */
  cancel?: string | null;
  /** Covers the whole page (the system error) rather than floating over it */
  fullPage?: boolean;
  /** Information only: ms before it confirms itself (2000) */
  hideAfterTime?: number;
  width?: number;
  padding?: number;
}

export interface Confirmation {
  /** Settles with the answer once the dialog is hidden, destroyed and focus has returned */
  answer: Promise<ConfirmationAnswer>;
  /** Answers as a button would (a caller's own way out, and tests) */
  respond(answer: ConfirmationAnswer): void;
  /** Removes it at once, answering cancel (the runtime that showed it is going away) */
  close(): void;
  /** Still shown: not yet answered */
  isShown(): boolean;
  /** Says something else while shown (a second failure updates the system error) */
  setMessage(message: string): void;
}

/** The hide transition: the dialog is destroyed when it ends, or after the fallback at the latest. */
const HIDE_TRANSITION = 'opacity .15s';
const BUTTON_STYLE =
  'margin:20px 8px 0 0;padding:8px 18px;border:1px solid #111;border-radius:4px;font:inherit;cursor:pointer;';
let dialogCount = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, css: string, text = '') {
  const node = document.createElement(tag);
  node.style.cssText = css;
  node.textContent = text;
  return node;
}

function buttonsOf(options: ConfirmationOptions): [ConfirmationAnswer, string][] {
  const cancel = options.cancel === undefined && options.style !== 'information' ? 'Cancel' : options.cancel;
  const buttons: [ConfirmationAnswer, string | null | undefined][] = [
    ['confirm', options.confirm ?? 'OK'],
    ['reject', options.reject],
    ['cancel', cancel],
  ];
  return buttons.filter((button): button is [ConfirmationAnswer, string] => typeof button[1] === 'string');
}

/** The dialog's box: the spec's width and padding, or the whole viewport with its content centred. */
function boxCss(options: ConfirmationOptions): string {
  const { width, padding } = { ...CONFIRMATION_DIALOG_DEFAULTS, ...options };
  if (options.fullPage)
    return 'width:100vw;height:100vh;max-width:none;max-height:none;margin:0;display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center;';
  return `width:${width}px;max-width:calc(100vw - 2rem);padding:${padding}px;border-radius:8px;`;
}

function build(options: ConfirmationOptions, id: string, asks: boolean): HTMLDialogElement {
  const dialog = element(
    'dialog',
    `box-sizing:border-box;${boxCss(options)}border:0;background:#fff;color:#111;` +
      `font:16px/1.5 system-ui,sans-serif;transition:${HIDE_TRANSITION}`,
  );
  // The page's base styles dim the page behind it (a ::backdrop has no style property to set).
  dialog.className = 'runtime-dialog';
  // An alert that asks is an alert dialog; one with only OK (the logout notice) is a plain dialog.
  if (options.style !== 'information' && asks) dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-message`);
  const title = element('h2', 'margin:0 0 8px;font-size:1.25em;', options.title);
  title.id = `${id}-title`;
  const message = element('p', 'margin:0;', options.message);
  message.id = `${id}-message`;
  dialog.append(title, message);
  return dialog;
}

export function showConfirmation(options: ConfirmationOptions): Confirmation {
  const id = `tessera-confirmation-${++dialogCount}`;
  const choices = buttonsOf(options);
  const dialog = build(options, id, choices.length > 1);
  let settle: (answer: ConfirmationAnswer) => void = () => {};
  const answer = new Promise<ConfirmationAnswer>((resolve) => {
    settle = resolve;
  });
  let autoConfirm: ReturnType<typeof setTimeout> | undefined;

  function destroy(given: ConfirmationAnswer): void {
    if (dialog.dataset.state === 'destroyed') return;
    dialog.dataset.state = 'destroyed';
    dialog.close();
    dialog.remove();
    containment.release();
    settle(given);
  }

  function respond(given: ConfirmationAnswer): void {
    if (dialog.dataset.state !== 'shown') return;
    clearTimeout(autoConfirm);
    dialog.dataset.state = 'hidden';
    dialog.dataset.answer = given;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      destroy(given);
      return;
    }
    dialog.addEventListener('transitionend', (event) => {
      if (event.target === dialog) destroy(given);
    });
    setTimeout(() => destroy(given), CONFIRMATION_DIALOG_DEFAULTS.hideFallbackMs);
    dialog.style.opacity = '0';
  }

  const buttons = choices.map(([given, label], index) => {
    const colours = index === 0 ? 'background:#111;color:#fff;' : 'background:#fff;color:#111;';
    const button = element('button', BUTTON_STYLE + colours, label);
    button.type = 'button';
    button.dataset.answer = given;
    button.addEventListener('click', () => respond(given));
    return button;
  });
  dialog.append(...buttons);
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // Ours: the page's own Escape (owner.ts, to the config area) leaves a prevented one alone.
    event.preventDefault();
    respond('cancel');
  });
  // The browser's own close request (Escape, a back gesture) answers cancel too, through our hide.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    respond('cancel');
  });

  dialog.dataset.state = 'shown';
  // Kept in (Tab wraps rather than leaving for the browser's own controls) and given back.
  const containment = containFocus({ container: dialog });
  document.body.append(dialog);
  dialog.showModal();
  buttons[0]?.focus();
  if (options.style === 'information')
    autoConfirm = setTimeout(
      () => respond('confirm'),
      options.hideAfterTime ?? CONFIRMATION_DIALOG_DEFAULTS.informationAutoHideMs,
    );
  return {
    answer,
    respond,
    close: () => destroy('cancel'),
    isShown: () => dialog.isConnected && dialog.dataset.state === 'shown',
    setMessage: (text) => {
      (dialog.querySelector(`#${id}-message`) as HTMLElement).textContent = text;
    },
  };
}
