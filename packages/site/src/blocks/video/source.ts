// What an owner gives for a video — its address or embed code, and how it fills its frame — as the
// video block and a gallery's video slide both take it: one schema and one pair of panel fields.
// The address is kept as given: one the embed cannot be made from is not refused but shows
// 'Invalid video embed.' in its place (widgets spec section 4), on the canvas, on the page and, as the
// owner types, under the field.
import { z } from 'zod';
import type { VideoMode } from '../../gallery/model.ts';
import {
  FEATURED_IMAGE_NEEDS_EMBED,
  INVALID_VIDEO_EMBED,
  MAX_VIDEO_SOURCE_LENGTH,
  videoEmbedOf,
} from '../../video/embed.ts';
import { choices, type SelectField, type TextareaField } from '../fields.ts';

const MODES = choices({
  fit: 'Fit: the whole video, letterboxed',
  fill: 'Fill: cover the frame, cropped',
  none: 'None: as it is',
} satisfies Record<VideoMode, string>);

export const videoUrlSchema = z
  .string({ error: 'Paste the address of a YouTube or Vimeo video, or its embed code.' })
  .trim()
  .max(MAX_VIDEO_SOURCE_LENGTH, 'A video’s address or embed code is at most 5,000 characters.')
  .default('');

export const videoModeSchema = z
  .enum(MODES.values, { error: 'Choose how the video fills its frame from the list.' })
  .default('fit');

/** The spec's message for an address given that no embed can be made from; nothing for none yet. */
export function videoEmbedProblem(url: string): string | undefined {
  return url.trim() !== '' && videoEmbedOf(url).kind === 'invalid' ? INVALID_VIDEO_EMBED : undefined;
}

/**
 * The spec's message for a thumbnail (custom featured image) kept while there is no video to embed:
 * shown under the thumbnail, as the owner would otherwise wonder why it never appears.
 */
export function featuredImageProblem(thumbnail: unknown, data: { url?: unknown }): string | undefined {
  if (thumbnail === null || thumbnail === undefined) return undefined;
  const url = typeof data.url === 'string' ? data.url : '';
  return videoEmbedOf(url).kind === 'invalid' ? FEATURED_IMAGE_NEEDS_EMBED : undefined;
}

export const videoUrlField: TextareaField = {
  kind: 'textarea',
  label: 'Video address or embed code',
  help: 'A YouTube or Vimeo address, or the embed code they offer. Nothing loads from them until a visitor presses play.',
  rows: 3,
  check: videoEmbedProblem,
  // Whether Vimeo's video comes from a Basic account: 'Vimeo Basic accounts are unsupported. …'
  serverCheck: 'video-source',
  notWords: true,
};

export const videoModeField: SelectField<VideoMode> = {
  kind: 'select',
  label: 'Video fit',
  options: MODES.options,
};
