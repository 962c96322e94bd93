// A gallery grid that offers the lightbox: each item is a link to its image (what it stays without
// JavaScript); a plain click, or Enter on the link, opens the lightbox at that item instead. A click
// with a modifier key or another button keeps the link's own behaviour (a new tab, a download).
import { lightboxThemeFor } from '@tessera/core';
import { type Lightbox, type LightboxItem, openLightbox } from './lightbox.ts';

export const LIGHTBOX_ITEM_SELECTOR = 'a[data-lightbox-item]';

function itemOf(link: HTMLAnchorElement): LightboxItem {
  const image = link.querySelector('img');
  return {
    src: link.href,
    // The grid picture's ladder renditions (a raster upload's): the lightbox picks the one its
    // width needs rather than loading the original.
    srcset: image?.getAttribute('srcset') ?? '',
    alt: image?.alt ?? '',
    caption: link.dataset.caption ?? '',
    // The attributes: the image's own size, not the size it is drawn at in the grid.
    width: Number(image?.getAttribute('width')) || 0,
    height: Number(image?.getAttribute('height')) || 0,
  };
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function hydrate(grid: HTMLElement): () => void {
  const links = [...grid.querySelectorAll<HTMLAnchorElement>(LIGHTBOX_ITEM_SELECTOR)];
  const items = links.map(itemOf);
  let open: Lightbox | undefined;

  function onClick(event: MouseEvent): void {
    const link = (event.target as Element).closest<HTMLAnchorElement>(LIGHTBOX_ITEM_SELECTOR);
    const index = link ? links.indexOf(link) : -1;
    if (!link || index < 0 || !isPlainClick(event)) return;
    event.preventDefault();
    open = openLightbox({
      items,
      index,
      theme: lightboxThemeFor(grid.dataset.lightboxTheme),
      label: grid.dataset.lightboxLabel ?? 'Gallery',
      opener: link,
    });
  }

  for (const link of links) link.setAttribute('aria-haspopup', 'dialog');
  grid.addEventListener('click', onClick);
  return () => {
    grid.removeEventListener('click', onClick);
    for (const link of links) link.removeAttribute('aria-haspopup');
    open?.close();
  };
}
