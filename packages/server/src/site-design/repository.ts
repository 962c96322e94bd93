// All of the site-design feature's SQL: the header_footer row (one per site, JSON columns), reads of
// the site's own record (title, settings JSON, password hash: websites/index.ts writes it) and the
// uploads an image field may name.
import { type HeaderFooter, readHeaderFooter } from '@tessera/site/site-design.ts';
import { type Db, isPostgres } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { inTransaction } from '../db/transaction.ts';

export interface StoredHeaderFooter {
  header: unknown;
  footer: unknown;
}

/** The parsed JSON of the site's header and footer; empty objects when the site has none yet. */
export async function loadHeaderFooterRow(db: Db, websiteId: string): Promise<StoredHeaderFooter> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('header_footer')
    .select(['header', 'footer'])
    .executeTakeFirst();
  return { header: parseJsonColumn(row?.header, {}), footer: parseJsonColumn(row?.footer, {}) };
}

/**
 * The site's record, locked until the transaction ends (PostgreSQL; SQLite's transaction already
 * holds the write lock). Every read-modify-write of the site's settings or its header and footer
 * takes it first, so two of them run one after the other and neither undoes the other; the
 * header_footer row may not exist yet, so it cannot be what is locked.
 */
async function lockWebsite(trx: Db, websiteId: string) {
  return trx
    .selectFrom('websites')
    .select(['settings'])
    .where('id', '=', websiteId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

/**
 * Rewrites the site's header and footer from what is stored (`change` gets the parsed JSON, empty
 * objects when the site has none yet), making the row if needed; safe under concurrent writers.
 */
export async function updateHeaderFooter(
  db: Db,
  websiteId: string,
  change: (stored: StoredHeaderFooter) => { header: unknown; footer: unknown },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockWebsite(trx, websiteId);
    const values = change(await loadHeaderFooterRow(trx, websiteId));
    const header = JSON.stringify(values.header);
    const footer = JSON.stringify(values.footer);
    await siteScoped(trx, websiteId)
      .insertInto('header_footer', { header, footer })
      .onConflict((conflict) => conflict.column('website_id').doUpdateSet({ header, footer }))
      .execute();
  });
}

/** An uploaded image of the site by its file name (`/s/<name>`), with its stored size. */
export function findAssetByName(db: Db, websiteId: string, name: string) {
  return siteScoped(db, websiteId)
    .selectFrom('assets')
    .select(['id', 'name', 'content_type', 'width', 'height'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export function loadWebsiteBasics(db: Db, websiteId: string) {
  return db
    .selectFrom('websites')
    .select(['title', 'settings', 'password_hash'])
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow();
}

/** The header and footer as stored, each field valid: what the published site renders. */
export async function loadHeaderFooter(db: Db, websiteId: string): Promise<HeaderFooter> {
  const row = await loadHeaderFooterRow(db, websiteId);
  return readHeaderFooter(row.header, row.footer);
}

/** A new site's header and footer: what its template sets (the rest takes the defaults when read). */
export async function insertHeaderFooter(
  db: Db,
  websiteId: string,
  values: { header: object; footer: object },
): Promise<void> {
  await siteScoped(db, websiteId)
    .insertInto('header_footer', {
      header: JSON.stringify(values.header),
      footer: JSON.stringify(values.footer),
    })
    .execute();
}
