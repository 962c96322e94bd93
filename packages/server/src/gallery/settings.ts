// A gallery collection's own settings, stored as JSON in its collection row and always read through
// this schema, so a missing or unreadable field takes its default instead of breaking the page: the
// grid design, with the lightbox on (the grid design's default, spec section 9) in the dark theme
// (core's choice).
import {
  DEFAULT_LIGHTBOX_THEME,
  GALLERY_DEFAULTS,
  GALLERY_DESIGNS,
  type GalleryDesign,
  lightboxThemeFor,
} from '@tessera/core';
import type { GalleryCollectionSettings } from '@tessera/site';
import { z } from 'zod';
import { parseJsonColumn } from '../db/json.ts';

export const DEFAULT_COLLECTION_DESIGN: GalleryDesign = 'grid';

const gallerySettingsSchema = z.object({
  design: z.enum(GALLERY_DESIGNS).catch(DEFAULT_COLLECTION_DESIGN).default(DEFAULT_COLLECTION_DESIGN),
  lightbox: z.boolean().catch(GALLERY_DEFAULTS.grid.lightbox).default(GALLERY_DEFAULTS.grid.lightbox),
  lightboxTheme: z.unknown().transform(lightboxThemeFor).default(DEFAULT_LIGHTBOX_THEME),
});

export function readGallerySettings(json: string): GalleryCollectionSettings {
  return gallerySettingsSchema.parse(storedObject(json));
}

/** The stored JSON with `changes` merged in, keeping keys other features may have written. */
export function mergeGallerySettings(json: string, changes: Partial<GalleryCollectionSettings>): string {
  return JSON.stringify({ ...storedObject(json), ...changes });
}

/** The stored JSON object, or an empty one for anything else (missing, unreadable, not an object). */
export function storedObject(json: string): Record<string, unknown> {
  const raw = parseJsonColumn<unknown>(json, {});
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}
