import { z } from 'zod';
import { Picture } from '../../page/Picture.tsx';
import { choices } from '../fields.ts';
import { defineBlock } from '../types.ts';
import { assetRefSchema, CENTRE, focalClasses, focalPointSchema } from '../values.ts';

const ASPECTS = choices({
  original: 'As uploaded',
  landscape: 'Landscape (16:9)',
  square: 'Square',
  portrait: 'Portrait (3:4)',
});

/** Width divided by height of each cropped shape: the server crops renditions to it. */
const ASPECT_RATIOS = { landscape: 16 / 9, square: 1, portrait: 3 / 4 } as const;

// Version 2 keeps the uploaded image as one value (src with its size) and adds the focal point and a
// crop; version 1 had src, width and height side by side.
export const imageSchema = z.object({
  image: assetRefSchema.nullable().refine((image): boolean => image !== null, 'Choose an image.'),
  alt: z.string().max(500, 'Alternative text is at most 500 characters.').default(''),
  caption: z.string().max(1000, 'Captions are at most 1,000 characters.').default(''),
  focalPoint: focalPointSchema.default(CENTRE),
  aspect: z.enum(ASPECTS.values, { error: 'Choose a shape from the list.' }).default('original'),
});

export const image = defineBlock({
  type: 'image',
  version: 2,
  label: 'Image',
  category: 'media',
  schema: imageSchema,
  defaults: { image: null, alt: '', caption: '', focalPoint: CENTRE, aspect: 'original' },
  fields: {
    image: { kind: 'asset', label: 'Image' },
    alt: {
      kind: 'text',
      label: 'Alternative text',
      help: 'What the image shows, for people who cannot see it. Leave it empty if it is only decoration.',
    },
    caption: { kind: 'text', label: 'Caption' },
    aspect: {
      kind: 'select',
      label: 'Shape',
      options: ASPECTS.options,
    },
    focalPoint: {
      kind: 'focalPoint',
      label: 'Focal point',
      help: 'The part of the image kept in view when the shape crops it.',
      showIf: (data: { aspect: string }) => data.aspect !== 'original',
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
  },
  css: '.block-image{margin:0}.block-image figcaption{color:var(--muted);font-size:.9rem;margin-top:.5rem}.image-crop{width:100%;object-fit:cover}.image-landscape{aspect-ratio:16/9}.image-square{aspect-ratio:1}.image-portrait{aspect-ratio:3/4}',
  // Width and height are always set so the browser reserves the space: no layout shift. Whether it
  // loads at once (the page's first image) or lazily is Picture's decision.
  render: ({ image, alt, caption, focalPoint, aspect }) =>
    image ? (
      <figure className="block-image">
        <Picture
          image={{ ...image, alt }}
          crop={aspect === 'original' ? undefined : { ratio: ASPECT_RATIOS[aspect], focalPoint }}
          className={
            aspect === 'original' ? undefined : `image-crop image-${aspect} ${focalClasses(focalPoint)}`
          }
        />
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    ) : null,
  summary: ({ image, alt }) => alt || image?.src.replace(/^\/s\//, '') || 'No image chosen',
});
