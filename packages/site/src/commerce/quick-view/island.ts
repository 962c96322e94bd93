// Quick view: a product card's button opens the product in a modal dialog without leaving the list.
// The dialog shows the product page's own article (fetched: most often from the page cache), with
// its Add to Cart brought to life by the product page's island, and a link to the full page.
// Escape or Close shuts it; focus is kept in while it is open and goes back to the button (the
// shared focus containment).
// Without JavaScript the button stays hidden and the card's link is the way in.
import { containFocus } from '../../runtime/focus-containment.ts';
import { hydrate as hydrateProductForm } from '../product/island.ts';
import { QUICK_VIEW_EVENT } from './events.ts';

const FAILED = 'Unable to load this product. Open its page instead.';

function dialogFor(title: string): { dialog: HTMLDialogElement; body: HTMLElement } {
  const dialog = document.createElement('dialog');
  dialog.className = 'quick-view';
  dialog.setAttribute('aria-label', title);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button quick-view-close';
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  const body = document.createElement('div');
  body.className = 'quick-view-body';
  const loading = document.createElement('p');
  loading.setAttribute('role', 'status');
  loading.textContent = 'Loading…';
  body.append(loading);
  dialog.append(close, body);
  // A click on the backdrop (the dialog itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Escape while it is open closes it, wherever focus is (a button disabled while it works leaves
  // focus on the body), and is handled here, so the page's own Escape (owner.ts: to the config
  // area) leaves it alone.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  };
  window.addEventListener('keydown', onKeyDown, { capture: true });
  dialog.addEventListener('close', () => {
    window.removeEventListener('keydown', onKeyDown, { capture: true });
    dialog.remove();
  });
  return { dialog, body };
}

/** The product page's article, made to sit in a dialog: no way back, its heading one level down. */
function productArticle(html: string, href: string): HTMLElement | null {
  const article = new DOMParser().parseFromString(html, 'text/html').querySelector('.product-detail');
  if (!article) return null;
  for (const extra of article.querySelectorAll('.back-link, script')) extra.remove();
  const heading = article.querySelector('h1');
  if (heading) {
    const smaller = document.createElement('h2');
    smaller.className = heading.className;
    smaller.append(...heading.childNodes);
    heading.replaceWith(smaller);
  }
  const full = document.createElement('a');
  full.href = href;
  full.className = 'quick-view-full';
  full.textContent = 'View full details';
  article.append(full);
  return document.importNode(article, true) as HTMLElement;
}

export function hydrate(button: HTMLButtonElement): () => void {
  const href = button.dataset.href ?? '';
  let release: () => void = () => {};

  async function open(): Promise<void> {
    const { dialog, body } = dialogFor(button.dataset.title ?? 'Product');
    // Tab wraps inside rather than leaving for the browser's controls; the button gets focus back.
    const containment = containFocus({ container: dialog, returnTo: button });
    document.body.append(dialog);
    dialog.showModal();
    document.dispatchEvent(new CustomEvent(QUICK_VIEW_EVENT, { detail: { id: button.dataset.id } }));
    dialog.addEventListener(
      'close',
      () => {
        containment.release();
        release();
      },
      { once: true },
    );
    try {
      const response = await fetch(href, { headers: { accept: 'text/html' } });
      const article = response.ok ? productArticle(await response.text(), href) : null;
      if (!article) throw new Error(`${response.status}`);
      body.replaceChildren(article);
      const form = article.querySelector<HTMLFormElement>('form[data-island="product"]');
      if (form) {
        release = hydrateProductForm(form);
        form.setAttribute('data-hydrated', '');
      }
    } catch {
      const failed = document.createElement('p');
      failed.setAttribute('role', 'alert');
      const link = document.createElement('a');
      link.href = href;
      link.textContent = FAILED;
      failed.append(link);
      body.replaceChildren(failed);
    }
  }

  const onClick = () => void open();
  button.hidden = false;
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
