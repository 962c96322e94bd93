// A page's own settings, kept as JSON in its row (collections.settings) and always read through this
// schema: a missing or broken value falls back to nothing set rather than breaking the page.
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@tessera/core';
import { assetRefSchema } from '@tessera/site/blocks/values.ts';
import { z } from 'zod';
import { parseJsonColumn } from '../../db/json.ts';

const storedPageSettingsSchema = z.object({
  seoTitle: z.string().max(SEO_TITLE_MAX_LENGTH).catch(''),
  seoDescription: z.string().max(SEO_DESCRIPTION_MAX_LENGTH).catch(''),
  socialImage: assetRefSchema.nullable().catch(null),
});

export type StoredPageSettings = z.infer<typeof storedPageSettingsSchema>;

export function readPageSettings(json: string): StoredPageSettings {
  const raw = parseJsonColumn<unknown>(json, {});
  return storedPageSettingsSchema.parse(typeof raw === 'object' && raw !== null ? raw : {});
}

/** The stored JSON with `changes` merged in, keeping keys other features may have written. */
export function mergePageSettings(json: string, changes: Partial<StoredPageSettings>): string {
  const raw = parseJsonColumn<unknown>(json, {});
  const stored = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  return JSON.stringify({ ...stored, ...changes });
}
