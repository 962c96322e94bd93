// The video check's entry in the route table: the config area's video fields ask it as the owner
// types a Vimeo or YouTube address (widgets spec section 8's video messages).
import { Permission } from '@tessera/core';
import { MAX_VIDEO_SOURCE_LENGTH } from '@tessera/site/video/embed.ts';
import { z } from 'zod';
import { type AnyRoute, defineRoute, requires } from '../http/route.ts';
import { VIMEO_OEMBED_URL, videoSourceProblem } from './service.ts';

export const videoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/video-source',
    host: 'site',
    tag: 'video',
    summary:
      "Checks a video's address or embed code: 'Invalid video embed.' when no embed can be made from it, and for a Vimeo video from a Basic account (asked of Vimeo's oEmbed) 'Vimeo Basic accounts are unsupported. Please share a video from a different account.'",
    query: z.object({
      source: z
        .string({ error: 'Send the video’s address or embed code.' })
        .max(MAX_VIDEO_SOURCE_LENGTH, 'A video’s address or embed code is at most 5,000 characters.'),
    }),
    answer: {
      kind: 'json',
      schema: z.object({ problem: z.string().nullable() }),
      description: 'The spec’s message for the video, or null when there is nothing to say',
    },
    access: requires(Permission.content),
    crumb: false,
    // Each check may ask Vimeo once: an owner types at a few a second, a script would be many more.
    rateLimit: { max: 120, windowMs: 60_000 },
    handler: async ({ ctx, query }) => ({
      problem: await videoSourceProblem(query.source, ctx.vimeoOembedUrl ?? VIMEO_OEMBED_URL),
    }),
  }),
];
