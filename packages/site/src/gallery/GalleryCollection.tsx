// A gallery collection's page of items, drawn through the same design table as the gallery block, in
// the collection's design (grid by default). With the lightbox on each picture links to its image and
// the lightbox island opens it there; with it off, each links to its item's page. The item's title is
// the picture's caption, read by the lightbox and naming the link; it is not printed under the picture.
import type { GalleryDesign, LightboxTheme } from '@tessera/core';
import type { FocalPoint } from '../blocks/values.ts';
import type { ImageRef } from '../page/model.ts';
import { gallerySettingsFor } from './defaults.ts';
import { GALLERY_DESIGNS_CSS, GalleryView } from './designs/index.ts';
import { LIGHTBOX_CSS } from './lightbox-styles.ts';
import type { GallerySlide } from './model.ts';

export interface GalleryCollectionImage extends ImageRef {
  /** The item's id: its slide's id */
  id: string;
  title: string;
  /** The item's own page */
  href: string;
  /** Kept in view where a design crops the picture */
  focalPoint: FocalPoint;
}

/** What a gallery collection's owner sets (collection settings). */
export interface GalleryCollectionSettings {
  design: GalleryDesign;
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
}

/**
 * A picture's slide URL (the spec's data-slide-url): the last part of its page's address, its urlId
 * ('/gallery/plum-vase' → 'plum-vase'), which gallery history writes as the itemId.
 */
export function slideUrlOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function GalleryCollection({
  images,
  settings,
  label,
}: {
  images: readonly GalleryCollectionImage[];
  settings: GalleryCollectionSettings;
  /** The gallery's accessible name and the lightbox's: the collection's title */
  label: string;
}) {
  const slides: GallerySlide[] = images.map(({ id, title, href, alt, focalPoint, ...image }) => ({
    kind: 'image',
    id,
    slideUrl: slideUrlOf(href),
    image,
    alt,
    caption: title,
    clickThroughUrl: settings.lightbox ? '' : href,
    focalPoint,
  }));
  return (
    <>
      <style>{settings.lightbox ? `${GALLERY_DESIGNS_CSS}\n${LIGHTBOX_CSS}` : GALLERY_DESIGNS_CSS}</style>
      <GalleryView
        blockId="collection"
        label={label}
        slides={slides}
        settings={{ ...gallerySettingsFor(settings.design), ...settings, metaPosition: 'none' }}
      />
    </>
  );
}
