import { z } from 'zod';
import type { VideoMode } from '../../gallery/model.ts';
import { MAX_VIDEO_SOURCE_LENGTH } from '../../video/embed.ts';
import { VIDEO_CSS } from '../../video/styles.ts';
import { VideoEmbed } from '../../video/VideoEmbed.tsx';
import { choices } from '../fields.ts';
import { defineBlock } from '../types.ts';
import { assetRefSchema } from '../values.ts';
import { island } from './trigger.ts';

const MODES = choices({
  fit: 'Fit: the whole video, letterboxed',
  fill: 'Fill: cover the frame, cropped',
  none: 'None: as it is',
} satisfies Record<VideoMode, string>);

// The address is kept as the owner gave it: one the embed cannot be made from is not refused but shows
// 'Invalid video embed.' in its place (widgets spec section 4), on the canvas as on the page. Without
// one (a block just added) it renders nothing.
export const videoSchema = z.object({
  url: z
    .string({ error: 'Paste the address of a YouTube or Vimeo video, or its embed code.' })
    .trim()
    .max(MAX_VIDEO_SOURCE_LENGTH, 'A video’s address or embed code is at most 5,000 characters.')
    .default(''),
  mode: z.enum(MODES.values, { error: 'Choose how the video fills its frame from the list.' }).default('fit'),
  thumbnail: assetRefSchema.nullable().default(null),
  title: z.string().max(300, 'Titles are at most 300 characters.').default(''),
  caption: z.string().max(1000, 'Captions are at most 1,000 characters.').default(''),
});

export const video = defineBlock({
  type: 'video',
  version: 1,
  label: 'Video',
  category: 'media',
  schema: videoSchema,
  defaults: { url: '', mode: 'fit', thumbnail: null, title: '', caption: '' },
  fields: {
    url: {
      kind: 'textarea',
      label: 'Video address or embed code',
      help: 'A YouTube or Vimeo address, or the embed code they offer. Nothing loads from them until a visitor presses play.',
      rows: 3,
    },
    title: {
      kind: 'text',
      label: 'Title',
      help: 'Names the video for screen readers, and is shown on it when there is no thumbnail.',
    },
    thumbnail: {
      kind: 'asset',
      label: 'Thumbnail',
      help: 'Shown until the video is played. Without one, a plain poster with the title.',
    },
    mode: { kind: 'select', label: 'Video fit', options: MODES.options },
    caption: { kind: 'text', label: 'Caption' },
  },
  island,
  css: VIDEO_CSS,
  render: ({ url, mode, thumbnail, title, caption }) =>
    url ? (
      <figure className="block-video">
        <VideoEmbed video={{ url, mode }} title={title} thumbnail={thumbnail && { ...thumbnail, alt: '' }} />
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    ) : null,
  summary: ({ title, url }) => title || url.slice(0, 80) || 'No video chosen',
});
