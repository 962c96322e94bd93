// The accordion's behaviour on the published page (spec section 4, "Accordion item"): plain DOM,
// no framework, so a page with an accordion ships a few hundred bytes for it.
import { ACCORDION_ANIMATION_MS } from '@tessera/core';

export function hydrate(root: HTMLElement): () => void {
  const allowMultiple = root.dataset.allowMultiple === 'true';
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('.accordion-title > button'));
  const animating = new WeakSet<HTMLElement>();

  function setOpen(button: HTMLButtonElement, open: boolean): void {
    const item = button.closest<HTMLElement>('.accordion-item');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!item || !panel) return;
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    item.toggleAttribute('data-open', open);
    animating.add(item);
    item.classList.add('accordion-animating');
    setTimeout(() => {
      animating.delete(item);
      item.classList.remove('accordion-animating');
    }, ACCORDION_ANIMATION_MS);
  }

  function onClick(event: Event): void {
    const button = (event.target as Element).closest<HTMLButtonElement>('.accordion-title > button');
    const item = button?.closest<HTMLElement>('.accordion-item');
    if (!button || !item || animating.has(item)) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    if (open && !allowMultiple) {
      for (const other of buttons)
        if (other !== button && other.getAttribute('aria-expanded') === 'true') setOpen(other, false);
    }
    setOpen(button, open);
  }

  // Arrow keys, Home and End move between the item headers (WAI-ARIA accordion pattern).
  function onKeyDown(event: KeyboardEvent): void {
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % buttons.length
        : event.key === 'ArrowUp'
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
