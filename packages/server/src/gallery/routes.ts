// The gallery collection's entries in the route table: its settings (design, lightbox, lightbox
// theme), read and changed with `content`, and its pictures (picture-routes.ts).
import { GALLERY_DESIGNS, LIGHTBOX_THEMES, UNKNOWN_GALLERY_DESIGN } from '@tessera/core';
import type { GalleryCollectionSettings } from '@tessera/site/gallery/GalleryCollection.tsx';
import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../http/route.ts';
import { CONTENT, galleryParams, pictureRoutes } from './picture-routes.ts';
import { readGallery, saveGallery } from './service.ts';

const gallerySettings = z.object({
  design: z.enum(GALLERY_DESIGNS),
  lightbox: z.boolean(),
  lightboxTheme: z.enum(LIGHTBOX_THEMES),
}) satisfies z.ZodType<GalleryCollectionSettings>;
const settingsAnswer = {
  kind: 'json',
  schema: z.object({ settings: gallerySettings }),
  description: "The gallery's settings",
} as const;

export const galleryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/galleries/:id/settings',
    host: 'site',
    tag: 'content',
    summary: "A gallery collection's design (grid by default), lightbox (on) and lightbox theme (dark)",
    params: galleryParams,
    answer: settingsAnswer,
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => ({ settings: await readGallery(ctx, site, params.id) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/galleries/:id/settings',
    host: 'site',
    tag: 'content',
    summary: `Changes the settings sent: design (one of the nine, else '${UNKNOWN_GALLERY_DESIGN}'), lightbox, lightbox theme (light or dark)`,
    params: galleryParams,
    body: z.strictObject({
      // The widget API: a design named here is the widget's own, so an unknown one is refused with
      // spec section 8's 'These are not the gallery designs you are looking for' — not sent to base as
      // section 2's mapping does for block data (core's UNKNOWN_GALLERY_DESIGN says both).
      design: z.enum(GALLERY_DESIGNS, { error: UNKNOWN_GALLERY_DESIGN }).optional(),
      lightbox: z.boolean({ error: 'Send lightbox as true or false.' }).optional(),
      lightboxTheme: z.enum(LIGHTBOX_THEMES, { error: 'Choose light or dark.' }).optional(),
    }),
    answer: { ...settingsAnswer, description: "The gallery's settings as saved" },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      settings: await saveGallery(ctx, site, params.id, body),
    }),
  }),
  ...pictureRoutes,
];
