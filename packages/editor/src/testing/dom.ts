// Rendering and interaction helpers for component tests in happy-dom, without testing-library.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending fetches and timers settle, then returns what `find` finds; fails after a second. */
export async function waitFor<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const found = find();
    if (found !== null && found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

export function textOf(element: Element | null | undefined): string {
  return normalise(element?.textContent ?? null);
}

export function button(container: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((element) => textOf(element) === name);
}

/** The button whose aria-label is exactly `label` (an icon button: '↑' labelled 'Move Shop up'). */
export function labelledButton(container: ParentNode, label: string): HTMLButtonElement | undefined {
  return container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`) ?? undefined;
}

/** The control a <label> with exactly this text points at, or holds (a radio button inside its label). */
export function field<T extends HTMLElement = HTMLInputElement>(
  container: ParentNode,
  label: string,
): T | undefined {
  const element = [...container.querySelectorAll('label')].find((candidate) => textOf(candidate) === label);
  if (!element) return undefined;
  const control = element.htmlFor
    ? document.getElementById(element.htmlFor)
    : element.querySelector('input, select, textarea');
  return (control as T | null) ?? undefined;
}

/** Sets a control's value the way typing does, so React's change tracking sees it. */
export async function typeInto(
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  const eventName = control instanceof HTMLSelectElement ? 'change' : 'input';
  await act(async () => control.dispatchEvent(new Event(eventName, { bubbles: true })));
}

export async function click(element: HTMLElement | undefined): Promise<void> {
  if (element === undefined) throw new Error('Nothing to click');
  await act(async () => element.click());
}

/** A keydown on `target`, made with its own window's event class (the frame has its own). */
export async function pressKey(target: Node, key: string, init: KeyboardEventInit = {}): Promise<void> {
  const KeyEvent = target.ownerDocument?.defaultView?.KeyboardEvent ?? KeyboardEvent;
  await act(async () => target.dispatchEvent(new KeyEvent('keydown', { key, bubbles: true, ...init })));
}
