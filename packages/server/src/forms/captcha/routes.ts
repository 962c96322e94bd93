// The owner's captcha choice for the site's forms: read (the secret only as "set") and saved from
// its version. A save changes what every form's page shows (the widget, its CSP), so the site's
// cached pages go.
import { CAPTCHA_PROVIDERS, Permission } from '@tessera/core';
import { z } from 'zod';
import { publishSiteChange } from '../../content/publish.ts';
import { type AnyRoute, defineRoute, requires } from '../../http/route.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { readCaptchaSettings, saveCaptchaSettings } from './settings.ts';

/** The site's captcha for forms; the secret key only as set or not. */
const view = z
  .object({
    provider: z.enum(CAPTCHA_PROVIDERS),
    siteKey: z.string(),
    secretKeySet: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'CaptchaSettings' });

const key = (name: string) =>
  z
    .string()
    .max(200, `The ${name} is at most 200 characters.`)
    .regex(/^[\x21-\x7e]*$/, `The ${name} is letters, digits and punctuation, without spaces.`);

export const captchaRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/forms/captcha',
    host: 'site',
    tag: 'forms',
    summary:
      "The site's captcha for forms: ALTCHA, or a third party with its site key (the secret key only as set or not)",
    answer: { kind: 'json', schema: view, description: 'The captcha settings' },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readCaptchaSettings(ctx.db, site.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/forms/captcha',
    host: 'site',
    tag: 'forms',
    summary:
      'Saves the captcha choice from the version it was read at; a secret key omitted is kept, an empty one removed',
    body: z.object({
      provider: z.enum(CAPTCHA_PROVIDERS),
      siteKey: key('site key'),
      secretKey: key('secret key').optional(),
      version: z.number().int().min(1),
    }),
    answer: { kind: 'json', schema: view, description: 'The captcha settings as saved' },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body }) => {
      const saved = await saveCaptchaSettings(ctx.db, site.id, body, ctx.now());
      await publishSiteChange(ctx, site.id, [Tags.site]);
      return saved;
    },
  }),
];
