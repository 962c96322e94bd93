// The config API's answers about a gallery collection's pictures (/api/config/galleries/:id/pictures…):
// the server builds them, the config area reads them, both from these types. A picture is one item
// of the gallery: its caption is the item's title, its alt text and focal point are the item's own.
import type { FocalPoint } from './blocks/values.ts';

export interface GalleryPicture {
  /** The item's id */
  id: string;
  caption: string;
  alt: string;
  focalPoint: FocalPoint;
  /** The uploaded image it shows; null when that file was deleted from the asset library */
  image: { assetId: string; src: string; width: number; height: number } | null;
}

export interface GalleryPictureChange {
  caption?: string;
  alt?: string;
  focalPoint?: FocalPoint;
}
