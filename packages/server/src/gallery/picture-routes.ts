// A gallery collection's pictures in the route table: listed, added from the site's uploaded images,
// changed (caption, alt text, focal point), moved and moved to the trash, all with `content`.
import {
  MAX_GALLERY_PICTURES,
  MAX_PICTURE_ALT_LENGTH,
  MAX_PICTURE_CAPTION_LENGTH,
  Permission,
  TRASH_DAYS,
} from '@tessera/core';
import { focalPointSchema } from '@tessera/site/blocks/values.ts';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { type AnyRoute, defineRoute, requires } from '../http/route.ts';
import {
  addPictures,
  changePicture,
  listPictures,
  movePicture,
  NOT_SITE_IMAGES,
  trashPicture,
} from './pictures.ts';

/** The gallery's id in the path, for its settings' routes (routes.ts) and its pictures' */
export const galleryParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a gallery id.') });
const pictureParams = galleryParams.extend({
  pictureId: z.string().regex(ID_PATTERN, 'Not a picture id.'),
});
/** A picture is one item of the gallery: its caption is the item's title, its alt text and focal point its own. */
const picture = z
  .object({
    /** The item's id */
    id: z.string(),
    caption: z.string(),
    alt: z.string(),
    focalPoint: z.object({ x: z.number(), y: z.number() }),
    /** The uploaded image it shows; null when that file was deleted from the asset library */
    image: z
      .object({ assetId: z.string(), src: z.string(), width: z.number(), height: z.number() })
      .nullable(),
  })
  .meta({ id: 'GalleryPicture' });
export type GalleryPicture = z.output<typeof picture>;
const pictureChange = z.strictObject({
  caption: z
    .string({ error: 'Send the caption as text.' })
    .trim()
    .min(1, 'Please enter a caption.')
    .max(MAX_PICTURE_CAPTION_LENGTH, `Captions are at most ${MAX_PICTURE_CAPTION_LENGTH} characters.`)
    .optional(),
  alt: z
    .string({ error: 'Send the alt text as text.' })
    .trim()
    .max(MAX_PICTURE_ALT_LENGTH, `Alt text is at most ${MAX_PICTURE_ALT_LENGTH} characters.`)
    .optional(),
  focalPoint: focalPointSchema.optional(),
});
export type GalleryPictureChange = z.output<typeof pictureChange>;
const picturesAnswer = {
  kind: 'json',
  schema: z.object({ pictures: z.array(picture) }),
  description: "The gallery's pictures in their order",
} as const;

export const CONTENT = requires(Permission.content);
const PICTURES = '/api/config/galleries/:id/pictures';
const PICTURE = `${PICTURES}/:pictureId`;
const common = { host: 'site', tag: 'content', access: CONTENT, rateLimit: null } as const;

export const pictureRoutes: AnyRoute[] = [
  defineRoute({
    ...common,
    method: 'GET',
    path: PICTURES,
    summary:
      "A gallery collection's pictures in their order, each with its caption, alt text and focal point",
    params: galleryParams,
    answer: picturesAnswer,
    crumb: false,
    handler: async ({ ctx, site, params }) => ({ pictures: await listPictures(ctx, site, params.id) }),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: PICTURES,
    summary: `Adds the site's images named, in that order, after the gallery's last picture (at most ${MAX_GALLERY_PICTURES} in all)`,
    params: galleryParams,
    body: z.strictObject({
      assetIds: z
        .array(z.string().regex(ID_PATTERN, NOT_SITE_IMAGES), {
          error: 'Send assetIds as a list of image ids.',
        })
        .min(1, 'Choose at least one image.')
        .max(MAX_GALLERY_PICTURES, `At most ${MAX_GALLERY_PICTURES} images at once.`),
    }),
    answer: { ...picturesAnswer, status: 201, description: "The gallery's pictures with the new ones last" },
    crumb: true,
    handler: async ({ ctx, site, params, body, reply }) => {
      reply.code(201);
      return { pictures: await addPictures(ctx, site, params.id, body.assetIds) };
    },
  }),
  defineRoute({
    ...common,
    method: 'PUT',
    path: PICTURE,
    summary: "Changes a picture's caption (its item's title), alt text or focal point",
    params: pictureParams,
    body: pictureChange,
    answer: { kind: 'json', schema: z.object({ picture }), description: 'The picture as saved' },
    crumb: true,
    handler: async ({ ctx, site, params, body }) => ({
      picture: await changePicture(ctx, site, params.id, params.pictureId, body),
    }),
  }),
  defineRoute({
    ...common,
    method: 'PUT',
    path: `${PICTURE}/position`,
    summary: 'Moves a picture to a place among the gallery’s pictures as they are now (0 is first)',
    params: pictureParams,
    body: z.strictObject({
      index: z
        .number({ error: 'Send the place as a whole number, 0 for first.' })
        .int('Send the place as a whole number, 0 for first.')
        .min(0, 'Send the place as a whole number, 0 for first.'),
    }),
    answer: { ...picturesAnswer, description: "The gallery's pictures in their new order" },
    crumb: true,
    handler: async ({ ctx, site, params, body }) => ({
      pictures: await movePicture(ctx, site, params.id, params.pictureId, body.index),
    }),
  }),
  defineRoute({
    ...common,
    method: 'DELETE',
    path: PICTURE,
    summary: `Moves a picture to the trash: off the gallery’s page at once, deleted for good after ${TRASH_DAYS} days`,
    params: pictureParams,
    answer: { ...picturesAnswer, description: "The gallery's pictures left" },
    crumb: true,
    handler: async ({ ctx, site, params }) => ({
      pictures: await trashPicture(ctx, site, params.id, params.pictureId),
    }),
  }),
];
