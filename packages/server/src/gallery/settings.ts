// A gallery collection's own settings, stored as JSON in its collection row and always read through
// this schema, so a missing or unreadable field takes its default instead of breaking the page: the
// lightbox on (the grid design's default, spec section 9) in the dark theme (core's choice).
import { DEFAULT_LIGHTBOX_THEME, GALLERY_DEFAULTS, lightboxThemeFor } from '@tessera/core';
import type { GalleryLightboxSettings } from '@tessera/site';
import { z } from 'zod';
import { parseJsonColumn } from '../db/json.ts';

const gallerySettingsSchema = z.object({
  lightbox: z.boolean().catch(GALLERY_DEFAULTS.grid.lightbox).default(GALLERY_DEFAULTS.grid.lightbox),
  lightboxTheme: z.unknown().transform(lightboxThemeFor).default(DEFAULT_LIGHTBOX_THEME),
});

export function readGallerySettings(json: string): GalleryLightboxSettings {
  const raw = parseJsonColumn<unknown>(json, {});
  const stored = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  return gallerySettingsSchema.parse(stored);
}
