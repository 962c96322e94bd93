// The editor events' entry in the route table: the config area posts what an owner did (the spec's
// common analytics fields), and the platform's census keeps it apart from visitors' hits.
import {
  ANALYTICS_COMMON_FIELDS,
  EDITOR_ACTIONS,
  EDITOR_EVENT_AREAS,
  EDITOR_EVENTS_URL,
  Permission,
} from '@tessera/core';
import { z } from 'zod';
import { type AnyRoute, defineRoute, requires } from '../../http/route.ts';
import { recordEditorEvent } from './service.ts';

/** Owners act at the pace of clicks: a config area sending more than this a minute is a script. */
const EDITOR_EVENT_RATE = { max: 300, windowMs: 60_000 };

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
const fields = Object.fromEntries(ANALYTICS_COMMON_FIELDS.map((name) => [name, scalar.optional()])) as Record<
  (typeof ANALYTICS_COMMON_FIELDS)[number],
  z.ZodOptional<typeof scalar>
>;

/**
 * The spec's common fields and no other (a pointer's position has no field: mouse tracking is left
 * out), with the action and the product area from core's lists.
 */
const commonData = z.strictObject({
  ...fields,
  action: z.enum(EDITOR_ACTIONS, { error: `action is one of ${EDITOR_ACTIONS.join(', ')}.` }),
  product_area: z
    .enum(EDITOR_EVENT_AREAS, { error: `product_area is one of ${EDITOR_EVENT_AREAS.join(', ')}.` })
    .nullable()
    .optional(),
});

export const editorEventRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: EDITOR_EVENTS_URL,
    host: 'site',
    tag: 'census',
    summary:
      'Records what an owner did in the config area (the spec’s common analytics fields: action, product_area, product_page, object…) in the platform’s owner-side census stream, when the operator turned editor analytics on (TESSERA_EDITOR_ANALYTICS=on)',
    body: z.object({ commonData }),
    answer: {
      kind: 'json',
      status: 202,
      schema: z.object({ recorded: z.boolean() }),
      description: 'Accepted; recorded is false when editor analytics are off (the default)',
    },
    access: requires(Permission.config),
    crumb: true,
    rateLimit: EDITOR_EVENT_RATE,
    handler: async ({ ctx, site, account, reply, body }) => {
      // access requires a permission, so there is an account
      if (!account) throw new Error('unreachable: the route requires a signed-in account');
      const recorded = await recordEditorEvent({ ctx, site, account, commonData: body.commonData });
      reply.code(202);
      return { recorded };
    },
  }),
];
