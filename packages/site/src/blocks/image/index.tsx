import { z } from 'zod';
import { Picture } from '../../page/Picture.tsx';
import { defineBlock } from '../types.ts';

export const imageSchema = z.object({
  src: z.string().regex(/^\/s\/[\w.-]+$/, 'Images must be an uploaded file (/s/…).'),
  alt: z.string().max(500).default(''),
  caption: z.string().max(1000).default(''),
  width: z.number().int().positive().max(20_000),
  height: z.number().int().positive().max(20_000),
});

export const image = defineBlock({
  type: 'image',
  label: 'Image',
  schema: imageSchema,
  defaults: { src: '/s/placeholder.svg', alt: '', caption: '', width: 1200, height: 800 },
  // Width and height are always set so the browser reserves the space: no layout shift. Whether it
  // loads at once (the page's first image) or lazily is Picture's decision.
  render: ({ src, alt, caption, width, height }) => (
    <figure className="block-image">
      <Picture image={{ src, alt, width, height }} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  ),
});
