// GET /config/: the config area's HTML shell; the React app (packages/editor) does the rest.
import { CONFIG_AREA_PATH } from '@tessera/core';
import { scriptSafeJson } from '@tessera/site';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { ensureCrumb } from '../http/crumb.ts';
import { escapeHtml } from '../http/html.ts';
import { denyFraming, htmlPolicy } from '../http/security-headers.ts';
import { siteOf } from '../http/site-request.ts';
import { publicAccount } from '../identity/accounts.ts';
import { requestAccount } from '../identity/sessions.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { websiteRoles } from '../websites/members.ts';

export function registerConfigShell(app: FastifyInstance, ctx: AppContext): void {
  app.get('/config', async (request, reply) =>
    reply.redirect(`/config/${request.url.slice('/config'.length)}`, 301),
  );
  app.get(CONFIG_AREA_PATH, async (request, reply) => {
    const website = siteOf(request);
    if (!website) return reply.callNotFound();
    ensureCrumb(ctx.secret, request, reply);
    const account = await requestAccount(ctx.db, request);
    const context = {
      website: {
        id: website.id,
        identifier: website.identifier,
        siteTitle: website.title,
        baseUrl: siteBaseUrl(request.protocol, website.identifier, ctx.appDomain),
      },
      account: account ? publicAccount(account) : null,
      roles: await websiteRoles(ctx.db, website.id, account?.id),
    };
    const build = ctx.builds.editor;
    const assets = build
      ? `${build.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}<script type="module" src="${build.script}"></script>`
      : '';
    const missing = build
      ? ''
      : '<p style="font-family:sans-serif;padding:2rem">The config area has not been built. Run <code>npm run build</code> (npm start does this).</p>';
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(website.title)} — Config</title>${assets}</head><body><div id="tessera-config">${missing}</div><script id="tessera-config-context" type="application/json">${scriptSafeJson(context)}</script></body></html>`;
    // Headers set here, not by path prefix: '/%63onfig/' reaches this route too. The config area is
    // framed by nobody, and frames only this site's own pages.
    denyFraming(reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', htmlPolicy({ html, frameAncestors: "'none'", frameSrc: "'self'" }))
      .send(html);
  });
}
