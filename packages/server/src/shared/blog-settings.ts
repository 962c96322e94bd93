// A blog's own settings, stored as JSON in its collection row and always read through this schema,
// so a missing or unreadable field falls back to its default instead of breaking a page.
// Shared, not the blog's own: a post's address follows its blog's URL template (page-paths.ts).
import { DEFAULT_BLOG_URL_TEMPLATE, normalizeBlogUrlTemplate } from '@tessera/core';
import { z } from 'zod';
import { parseJsonColumn } from '../db/json.ts';

const blogSettingsSchema = z.object({
  /** The post URL format (core's sanitizeBlogUrlTemplate), always with %t */
  postUrlTemplate: z
    .string()
    .transform(normalizeBlogUrlTemplate)
    .refine((template) => template.includes('%t'))
    .catch(DEFAULT_BLOG_URL_TEMPLATE),
});

export type BlogSettings = z.infer<typeof blogSettingsSchema>;

export function readBlogSettings(json: string): BlogSettings {
  const raw = parseJsonColumn<Record<string, unknown>>(json, {});
  return blogSettingsSchema.parse(typeof raw === 'object' && raw ? raw : {});
}

/** The stored settings with `changes` over them, keeping whatever else the JSON holds. */
export function mergeBlogSettings(json: string, changes: Partial<BlogSettings>): string {
  const raw = parseJsonColumn<Record<string, unknown>>(json, {});
  return JSON.stringify({ ...(typeof raw === 'object' && raw ? raw : {}), ...changes });
}
