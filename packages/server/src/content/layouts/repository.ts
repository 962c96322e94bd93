// All SQL of layouts: what visitors see (sections), the editor's draft beside it, and a revision kept
// each time it is published. Every write raises the version by one and names the version it started
// from, so of two writers that read the same version exactly one lands, on either engine.
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { parseJsonColumn } from '../../db/json.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface StoredLayout {
  id: string;
  version: number;
  /** What visitors see, as stored: parsed JSON, not yet checked or migrated (see service.ts) */
  sections: unknown;
  /** The editor's unpublished draft, as stored; null when there is none */
  draft: unknown;
}

/** A layout as stored, or undefined when the site has no such layout. */
export async function loadLayout(
  db: Db,
  websiteId: string,
  layoutId: string | null,
): Promise<StoredLayout | undefined> {
  if (!layoutId) return undefined;
  const row = await siteScoped(db, websiteId)
    .selectFrom('layouts')
    .select(['id', 'version', 'sections', 'draft_sections'])
    .where('id', '=', layoutId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      version: row.version,
      sections: parseJsonColumn<unknown>(row.sections, []),
      draft: row.draft_sections === null ? null : parseJsonColumn<unknown>(row.draft_sections, []),
    }
  );
}

/** What visitors see of a layout, as stored text (content/service.ts keeps it checked, by its text). */
export async function loadPublishedSectionsJson(
  db: Db,
  websiteId: string,
  layoutId: string | null,
): Promise<string | undefined> {
  if (!layoutId) return undefined;
  const row = await siteScoped(db, websiteId)
    .selectFrom('layouts')
    .select('sections')
    .where('id', '=', layoutId)
    .executeTakeFirst();
  return row?.sections;
}

export type LayoutWrite = 'saved' | 'stale' | 'missing';

async function versionedWrite(
  db: Db,
  websiteId: string,
  layoutId: string,
  expectedVersion: number,
  columns: { sections?: string; draft_sections?: string | null; draft_updated_at?: number | null },
  now: number,
): Promise<LayoutWrite> {
  const scope = siteScoped(db, websiteId);
  const result = await scope
    .updateTable('layouts')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', layoutId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'saved';
  const exists = await scope.selectFrom('layouts').select('id').where('id', '=', layoutId).executeTakeFirst();
  return exists ? 'stale' : 'missing';
}

/** Stores the editor's draft if the layout is still at `expectedVersion`; visitors see no change. */
export function saveDraftIfVersion(
  db: Db,
  websiteId: string,
  layoutId: string,
  expectedVersion: number,
  sections: unknown,
  now = Date.now(),
): Promise<LayoutWrite> {
  const draft = JSON.stringify(sections);
  return versionedWrite(
    db,
    websiteId,
    layoutId,
    expectedVersion,
    { draft_sections: draft, draft_updated_at: now },
    now,
  );
}

/** Puts a published revision back as the draft (history is never rewritten); 'missing' without it. */
export async function restoreRevisionIfVersion(
  db: Db,
  websiteId: string,
  layoutId: string,
  revisionId: string,
  expectedVersion: number,
  now = Date.now(),
): Promise<LayoutWrite> {
  const revision = await siteScoped(db, websiteId)
    .selectFrom('layout_revisions')
    .select('sections')
    .where('layout_id', '=', layoutId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!revision) return 'missing';
  return versionedWrite(
    db,
    websiteId,
    layoutId,
    expectedVersion,
    { draft_sections: revision.sections, draft_updated_at: now },
    now,
  );
}

/**
 * Publishes a layout: its draft (or, without one, what is already live) becomes what visitors see
 * and is kept as a revision by `publishedBy` (null: a job). In one transaction, so a revision exists
 * exactly when its sections went live. The new version, or undefined when there is no such layout.
 */
export function publishLayout(
  db: Db,
  websiteId: string,
  layoutId: string,
  publishedBy: string | null,
  now = Date.now(),
): Promise<number | undefined> {
  return inTransaction(db, async (trx) => {
    const scope = siteScoped(trx, websiteId);
    const row = await scope
      .selectFrom('layouts')
      .select(['sections', 'draft_sections', 'version'])
      .where('id', '=', layoutId)
      .executeTakeFirst();
    if (!row) return undefined;
    const sections = row.draft_sections ?? row.sections;
    await scope
      .updateTable('layouts')
      .set((eb) => ({
        sections,
        draft_sections: null,
        draft_updated_at: null,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', layoutId)
      .execute();
    await scope
      .insertInto('layout_revisions', {
        id: newId(),
        layout_id: layoutId,
        sections,
        published_at: now,
        published_by: publishedBy,
      })
      .execute();
    return row.version + 1;
  });
}

export interface RevisionSummary {
  id: string;
  publishedAt: number;
  /** Who published it (display name, else email); null when it was a scheduled publication */
  publishedBy: string | null;
}

/** The layout's revisions, newest first, at most `limit`. */
export async function listRevisions(
  db: Db,
  websiteId: string,
  layoutId: string,
  limit: number,
): Promise<RevisionSummary[]> {
  const rows = await siteScoped(db, websiteId)
    .selectFrom('layout_revisions')
    .leftJoin('accounts', 'accounts.id', 'layout_revisions.published_by')
    .select([
      'layout_revisions.id',
      'layout_revisions.published_at',
      'accounts.display_name',
      'accounts.email',
    ])
    .where('layout_revisions.layout_id', '=', layoutId)
    .orderBy('layout_revisions.published_at', 'desc')
    .orderBy('layout_revisions.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    publishedAt: Number(r.published_at),
    publishedBy: r.display_name || r.email || null,
  }));
}

/** One revision's sections as stored, or undefined when the layout has no such revision. */
export async function loadRevisionSections(
  db: Db,
  websiteId: string,
  layoutId: string,
  revisionId: string,
): Promise<unknown> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('layout_revisions')
    .select('sections')
    .where('layout_id', '=', layoutId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  return row ? parseJsonColumn<unknown>(row.sections, []) : undefined;
}
