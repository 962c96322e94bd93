// The overview's counts (issue 38: "what needs attention"), read from the tables of the features they
// are about; each feature alone writes its own.
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';

const count = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

/** Form submissions no one has opened yet. */
export async function countUnreadSubmissions(db: Db, websiteId: string): Promise<number> {
  return count(
    await siteScoped(db, websiteId)
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('is_read', '=', 0)
      .executeTakeFirst(),
  );
}

/** Comments held for a moderator. */
export async function countPendingComments(db: Db, websiteId: string): Promise<number> {
  return count(
    await siteScoped(db, websiteId)
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  );
}

/** Mails the outbox gave up on. */
export async function countFailedMail(db: Db, websiteId: string): Promise<number> {
  // The outbox also holds the platform's own mail (no site), so it is not a site-scoped table.
  return count(
    await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('website_id', '=', websiteId)
      .where('status', '=', 'failed')
      .executeTakeFirst(),
  );
}

/** Orders placed since `since` (test orders too: a store in test mode sees its own), and their total. */
export async function ordersSince(
  db: Db,
  websiteId: string,
  since: number,
): Promise<{ count: number; totalCents: number }> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('grand_total_cents').as('total')])
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return { count: count(row), totalCents: Number(row?.total ?? 0) };
}

/** Whether any page has been published from the editor (a layout's revision, any one). */
export async function anyLayoutPublished(db: Db, websiteId: string): Promise<boolean> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('layout_revisions')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a layout has been worked on: a draft saved, or a revision published. */
export async function layoutWorkedOn(db: Db, websiteId: string, layoutId: string): Promise<boolean> {
  const scope = siteScoped(db, websiteId);
  const [draft, revision] = await Promise.all([
    scope
      .selectFrom('layouts')
      .select('id')
      .where('id', '=', layoutId)
      .where('draft_updated_at', 'is not', null)
      .executeTakeFirst(),
    scope
      .selectFrom('layout_revisions')
      .select('id')
      .where('layout_id', '=', layoutId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return draft !== undefined || revision !== undefined;
}
