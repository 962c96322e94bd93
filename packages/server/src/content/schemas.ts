// Schemas the content feature's routes share: a page as the config API answers it, and a page id
// in the path. Checked against the types the config area reads.
import { COLLECTION_TYPES, sectionsSchema } from '@tessera/site';
import type { Layout, PageSummary } from '@tessera/site/config-api.ts';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';

export const pageSummary = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  type: z.enum(COLLECTION_TYPES),
  publicationState: z.number(),
  publicationLabel: z.string(),
  publishAt: z.string().nullable(),
  fullUrl: z.string(),
  navigation: z.enum(['main', 'footer', 'none']),
}) satisfies z.ZodType<PageSummary>;

/** A layout as the config area edits it (also answered by the split tests' routes). */
export const layoutAnswer = z.object({
  id: z.string(),
  version: z.number().int(),
  sections: sectionsSchema,
  hasDraft: z.boolean(),
}) satisfies z.ZodType<Layout>;

export const pageParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a page id.') });
