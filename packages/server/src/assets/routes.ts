// The assets feature's entries in the route table: a site's uploaded files (spec: "/s/ prefix — File links").
import { z } from 'zod';
import { type AnyRoute, defineRoute, PUBLIC } from '../routes/define.ts';
import { ASSET_NAME_PATTERN } from './store.ts';

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
    handler: async ({ ctx, reply, site, params }) => {
      const asset = ASSET_NAME_PATTERN.test(params.name) ? await ctx.assets.open(site.id, params.name) : null;
      if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('File not found.');
      return (
        reply
          .type(asset.row.content_type)
          .header('content-length', asset.size)
          .header('cache-control', 'public, max-age=3600')
          // An uploaded SVG could carry script: never let it run in the site's origin.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(asset.stream())
      );
    },
  }),
];
