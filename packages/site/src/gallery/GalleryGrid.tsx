// A gallery collection's grid. With the lightbox on (the grid design's default) each picture links
// to its image and the lightbox island opens it there; with it off, each links to its item's page.
import type { LightboxTheme } from '@tessera/core';
import type { ImageRef } from '../page/model.ts';
import { Picture } from '../page/Picture.tsx';
import { LIGHTBOX_CSS } from './lightbox-styles.ts';
import { LIGHTBOX_ISLAND } from './trigger.ts';

export interface GalleryGridImage extends ImageRef {
  title: string;
  /** The item's own page */
  href: string;
}

export interface GalleryLightboxSettings {
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
}

export function GalleryGrid({
  images,
  settings,
  label,
}: {
  images: readonly GalleryGridImage[];
  settings: GalleryLightboxSettings;
  /** The lightbox's accessible name: the gallery's title */
  label: string;
}) {
  const lightbox = settings.lightbox && images.length > 0;
  return (
    <>
      {lightbox && <style>{LIGHTBOX_CSS}</style>}
      <ul
        className="gallery-grid"
        {...(lightbox && {
          'data-island': LIGHTBOX_ISLAND,
          'data-lightbox-theme': settings.lightboxTheme,
          'data-lightbox-label': label,
        })}
      >
        {images.map((image) => (
          <li key={image.href}>
            <a
              href={lightbox ? image.src : image.href}
              aria-label={image.title}
              {...(lightbox && { 'data-lightbox-item': '', 'data-caption': image.title })}
            >
              <Picture image={image} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
