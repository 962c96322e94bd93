import { z } from 'zod';
import { VIDEO_CSS } from '../../video/styles.ts';
import { videoThirdParties } from '../../video/third-parties.ts';
import { VideoEmbed } from '../../video/VideoEmbed.tsx';
import { defineBlock } from '../types.ts';
import { assetRefSchema } from '../values.ts';
import {
  featuredImageProblem,
  videoModeField,
  videoModeSchema,
  videoUrlField,
  videoUrlSchema,
} from './source.ts';
import { island } from './trigger.ts';

// Without an address (a block just added) it renders nothing; see source.ts for one it cannot embed.
export const videoSchema = z.object({
  url: videoUrlSchema,
  mode: videoModeSchema,
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
    url: videoUrlField,
    title: {
      kind: 'text',
      label: 'Title',
      help: 'Names the video for screen readers, and is shown on it when there is no thumbnail.',
    },
    thumbnail: {
      kind: 'asset',
      label: 'Thumbnail',
      help: 'Shown until the video is played. Without one, a plain poster with the title.',
      check: featuredImageProblem,
    },
    mode: videoModeField,
    caption: { kind: 'text', label: 'Caption' },
  },
  islands: [island],
  thirdParties: ({ url }) => videoThirdParties([url]),
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
