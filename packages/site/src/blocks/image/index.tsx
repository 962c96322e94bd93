import { IMAGE_BLOCK_NARROW_BELOW_WIDTH, isValidLink } from '@tessera/core';
import { z } from 'zod';
import { Picture } from '../../page/Picture.tsx';
import { defineBlock } from '../types.ts';
import { assetRefSchema, CENTRE, focalClasses, focalPointSchema } from '../values.ts';
import { SHAPES, SHAPES_CSS, shapeRatio } from './shapes.ts';

/** Below this width (spec 1 §9: "Image block narrow under 415 px") the block's caption tightens. */
export const NARROW_WIDTH = IMAGE_BLOCK_NARROW_BELOW_WIDTH;

/** The image is a link's only content, so its alternative text is the link's name. */
export const LINK_NEEDS_ALT_MESSAGE =
  'An image that links somewhere needs alternative text: it names the link.';

// Version 2 kept the uploaded image as one value (src with its size) and added the focal point and a
// crop; version 1 had src, width and height side by side. Version 3 adds a link and the spec's
// shapes (tall, wide and the masks) beside the older ones.
export const imageSchema = z
  .object({
    image: assetRefSchema.nullable().refine((image): boolean => image !== null, 'Choose an image.'),
    alt: z.string().max(500, 'Alternative text is at most 500 characters.').default(''),
    caption: z.string().max(1000, 'Captions are at most 1,000 characters.').default(''),
    focalPoint: focalPointSchema.default(CENTRE),
    aspect: z.enum(SHAPES.values, { error: 'Choose a shape from the list.' }).default('original'),
    link: z
      .string()
      .trim()
      .refine((link) => link === '' || isValidLink(link), 'Please enter a valid link.')
      .default(''),
    newWindow: z.boolean().default(false),
  })
  .refine((data) => data.link === '' || data.alt.trim() !== '', {
    message: LINK_NEEDS_ALT_MESSAGE,
    path: ['alt'],
  });

export const image = defineBlock({
  type: 'image',
  version: 3,
  label: 'Image',
  category: 'media',
  schema: imageSchema,
  defaults: {
    image: null,
    alt: '',
    caption: '',
    focalPoint: CENTRE,
    aspect: 'original',
    link: '',
    newWindow: false,
  },
  fields: {
    image: { kind: 'asset', label: 'Image' },
    alt: {
      kind: 'text',
      label: 'Alternative text',
      help: 'What the image shows, for people who cannot see it. Leave it empty if it is only decoration (and links nowhere).',
    },
    caption: { kind: 'text', label: 'Caption' },
    aspect: {
      kind: 'select',
      label: 'Shape',
      options: SHAPES.options,
    },
    focalPoint: {
      kind: 'focalPoint',
      label: 'Focal point',
      help: 'The part of the image kept in view when the shape crops it.',
      showIf: (data: { aspect: string }) => data.aspect !== 'original',
    },
    link: {
      kind: 'link',
      label: 'Link',
      help: 'Where a click on the image goes: a page such as /shop, or a full address. Leave it empty for none.',
    },
    newWindow: {
      kind: 'boolean',
      label: 'Open the link in a new window',
      showIf: (data: { link: string }) => data.link !== '',
    },
  },
  migrate: {
    1: ({ src, width, height, alt, caption }) => ({
      image: { src, width, height },
      alt,
      caption,
      focalPoint: CENTRE,
      aspect: 'original',
    }),
    2: (data) => ({ ...data, link: '', newWindow: false }),
  },
  // The block is a size container: under 415 px wide (NARROW_WIDTH) its caption tightens, with no script.
  css: `.block-image{margin:0;container-type:inline-size}.block-image figcaption{color:var(--muted);font-size:.9rem;margin-top:.5rem}.block-image a{display:block}.image-crop{width:100%;object-fit:cover}${SHAPES_CSS}@container (width < ${NARROW_WIDTH}px){.block-image figcaption{font-size:.8rem;margin-top:.35rem}}`,
  // Width and height are always set so the browser reserves the space: no layout shift. Whether it
  // loads at once (the page's first image) or lazily is Picture's decision.
  render: ({ image, alt, caption, focalPoint, aspect, link, newWindow }) => {
    if (!image) return null;
    const picture = (
      <Picture
        image={{ ...image, alt }}
        crop={aspect === 'original' ? undefined : { ratio: shapeRatio(aspect), focalPoint }}
        className={
          aspect === 'original' ? undefined : `image-crop image-${aspect} ${focalClasses(focalPoint)}`
        }
      />
    );
    return (
      <figure className="block-image">
        {link ? (
          <a href={link} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {picture}
          </a>
        ) : (
          picture
        )}
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    );
  },
  summary: ({ image, alt }) => alt || image?.src.replace(/^\/s\//, '') || 'No image chosen',
});
