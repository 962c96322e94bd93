// The assets feature's entries in the route table: a site's uploaded files (spec: "/s/ prefix — File
// links"), and the list of its images for the config area's pickers.
import { Permission } from '@tessera/core';
import { z } from 'zod';
import { ifNoneMatchHits } from '../http/conditional.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../routes/define.ts';
import { listSiteImages } from './service.ts';
import { ASSET_NAME_PATTERN } from './store.ts';

const siteImage = z.object({
  id: z.string(),
  name: z.string(),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});

export const assetRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/s/:name',
    host: 'site',
    tag: 'assets',
    summary: 'An uploaded file of the site',
    params: z.object({ name: z.string().max(200) }),
    answer: { kind: 'file', contentType: 'the file’s own', description: 'The file' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, request, reply, site, params }) => {
      const asset = ASSET_NAME_PATTERN.test(params.name) ? await ctx.assets.open(site.id, params.name) : null;
      if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('File not found.');
      reply
        // An hour, then the browser asks again with the ETag and most often gets a bodiless 304.
        .header('cache-control', 'public, max-age=3600')
        .header('etag', asset.etag)
        // An uploaded SVG could carry script: never let it run in the site's origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (ifNoneMatchHits(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
      return reply.type(asset.row.content_type).header('content-length', asset.size).send(asset.stream());
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/assets',
    host: 'site',
    tag: 'assets',
    summary: "The site's uploaded images, newest first, for the config area's image pickers",
    answer: { kind: 'json', schema: z.object({ assets: z.array(siteImage) }), description: 'The images' },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ assets: await listSiteImages(ctx, site) }),
  }),
];
