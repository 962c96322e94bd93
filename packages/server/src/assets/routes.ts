import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { siteOf } from '../http/site-request.ts';

/** /s/{name}: a site's uploaded files (spec: "/s/ prefix — File links"). */
export function registerAssetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/:name', async (request, reply) => {
    const website = siteOf(request);
    const { name } = request.params as { name: string };
    const asset = website ? await ctx.assets.open(website.id, name) : null;
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('File not found.');
    return (
      reply
        .type(asset.row.content_type)
        .header('content-length', asset.size)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        // An uploaded SVG could carry script: never let it run in the site's origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(asset.stream())
    );
  });
}
