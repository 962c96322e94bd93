// Site-owned data goes through one accessor that cannot forget its site: every select, update and
// delete it starts is already limited to `website_id = <site>`, and every insert carries it. A
// repository of site-owned data takes a SiteScope, never a bare database and a site id.
import type {
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Database } from './schema.ts';

/** The tables whose rows belong to one site: their key leads with a non-null website_id. */
export type SiteTable = {
  [T in keyof Database]: Database[T] extends { website_id: string } ? T : never;
}[keyof Database];

type Row<T extends SiteTable> = Omit<Insertable<Database[T]>, 'website_id'>;

export interface SiteScope {
  readonly websiteId: string;
  /** The database underneath, for a transaction's own scope or a platform-wide query */
  readonly db: Kysely<Database>;
  selectFrom<T extends SiteTable>(table: T): SelectQueryBuilder<Database, T, object>;
  updateTable<T extends SiteTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>;
  deleteFrom<T extends SiteTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>;
  insertInto<T extends SiteTable>(
    table: T,
    rows: Row<T> | Row<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
  /** Runs `work` in a transaction, with a scope of the same site over it */
  transaction<R>(work: (scope: SiteScope) => Promise<R>): Promise<R>;
}

export function siteScoped(db: Kysely<Database>, websiteId: string): SiteScope {
  // The casts are the accessor's one concession to Kysely's types: `website_id` is a column of
  // every SiteTable, which the generic table parameter cannot show the compiler.
  const column = (table: string) => `${table}.website_id` as never;
  return {
    websiteId,
    db,
    selectFrom: (table) =>
      db.selectFrom(table as never).where(column(table), '=', websiteId as never) as never,
    updateTable: (table) =>
      db.updateTable(table as never).where(column(table), '=', websiteId as never) as never,
    deleteFrom: (table) =>
      db.deleteFrom(table as never).where(column(table), '=', websiteId as never) as never,
    insertInto: (table, rows) =>
      db
        .insertInto(table as never)
        .values(
          (Array.isArray(rows) ? rows : [rows]).map((row) => ({ ...row, website_id: websiteId })) as never,
        ) as never,
    transaction: (work) => db.transaction().execute((trx) => work(siteScoped(trx, websiteId))),
  };
}
