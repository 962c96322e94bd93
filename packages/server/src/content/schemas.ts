// Schemas the content feature's routes share, and that its services work with: a page as the config
// API answers it, a layout as the config area edits and saves it, its revisions, and a page id in the
// path. Their ids name them in the OpenAPI document and in the clients' contract (routes.gen.ts).
import { ItemPublicationState } from '@tessera/core';
import { COLLECTION_TYPES, sectionsSchema } from '@tessera/site';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';

export const pageSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    urlId: z.string(),
    type: z.enum(COLLECTION_TYPES),
    publicationState: z.literal(Object.values(ItemPublicationState)),
    /** The state's label (core's pageStateLabel): Available, Scheduled, Needs Review, Hidden, Private, Deleted */
    publicationLabel: z.string(),
    /** A scheduled page's publication time (ISO 8601, UTC); null for any other state */
    publishAt: z.string().nullable(),
    /** The page's path on the site: '/' for the home page, else e.g. '/about' */
    fullUrl: z.string(),
    navigation: z.enum(['main', 'footer', 'none']),
  })
  .meta({ id: 'PageSummary' });
export type PageSummary = z.output<typeof pageSummary>;

/**
 * A layout as the config area edits it (also answered by the blog's and the split tests' routes).
 * `sections` is the draft when there is one, else what visitors see.
 */
export const layoutAnswer = z
  .object({
    id: z.string(),
    /** Goes up by one on every save and publication; a save names the version it started from */
    version: z.number().int(),
    sections: sectionsSchema,
    /** Whether `sections` is a draft that differs from what visitors see until it is published */
    hasDraft: z.boolean(),
  })
  .meta({ id: 'Layout' });
export type Layout = z.output<typeof layoutAnswer>;

export const pageDetail = z
  .object({ page: pageSummary, layout: layoutAnswer.nullable() })
  .meta({ id: 'PageDetail' });
export type PageDetail = z.output<typeof pageDetail>;

/** One publication of a layout: GET /api/config/layouts/:id/revisions (newest first) */
export const revision = z
  .object({
    id: z.string(),
    /** ISO 8601, UTC */
    publishedAt: z.string(),
    /** Who published it; null for a scheduled publication */
    publishedBy: z.string().nullable(),
  })
  .meta({ id: 'Revision' });
export type Revision = z.output<typeof revision>;

const layoutVersionError = 'Send the version of the layout you started from.';
export const layoutVersion = z
  .number({ error: layoutVersionError })
  .int(layoutVersionError)
  .min(1, layoutVersionError);

/** The body of PUT /api/config/layouts/:id: the whole layout, and the version it started from. */
export const layoutSave = z
  .strictObject({ version: layoutVersion, sections: sectionsSchema })
  .meta({ id: 'LayoutSave' });
export type LayoutSave = z.output<typeof layoutSave>;

export const pageParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a page id.') });
