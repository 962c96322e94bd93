// Pages of a site's rows newest first (the comment queue, a form's submissions, a list's
// subscribers, the consent log, the orders): the client keeps where a page ended, 'createdAt.id' of
// its last row, and sends it back as `before` for the next. Time then id, so rows written in the same
// millisecond are neither lost nor shown twice.
import { type RawBuilder, sql } from 'kysely';
import { ID_PATTERN } from './ids.ts';

export interface PagePosition {
  createdAt: number;
  id: string;
}

/** `before` as a route takes it, for rows whose ids match `id` (the platform's own by default). */
export const pagePositionPattern = (id: RegExp = ID_PATTERN): RegExp =>
  new RegExp(`^\\d{1,16}\\.${id.source.replace(/^\^|\$$/g, '')}$`);

/** Where a page ending at this row ends, as the client holds it. */
export const pagePositionOf = (row: { created_at: number | string; id: string }): string =>
  `${Number(row.created_at)}.${row.id}`;

/** The position sent back (already checked against its pattern), or none for the first page. */
export function readPagePosition(before: string | null | undefined): PagePosition | null {
  if (!before) return null;
  const [createdAt = '', id = ''] = before.split('.');
  return { createdAt: Number(createdAt), id };
}

/** The rows after `before` in newest-first order, by their time and id columns. */
export const olderThan = (before: PagePosition, createdAt: string, id: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(createdAt)} < ${before.createdAt} or (${sql.ref(createdAt)} = ${before.createdAt} and ${sql.ref(id)} < ${before.id}))`;

/** A page of `size` rows from rows read one past it: the page, and where the next begins (or null). */
export function pageOf<R extends { created_at: number | string; id: string }>(
  rows: readonly R[],
  size: number,
): { page: R[]; next: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, next: rows.length > size && last ? pagePositionOf(last) : null };
}
