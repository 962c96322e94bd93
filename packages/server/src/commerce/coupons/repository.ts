// All SQL of coupons (the coupons table of 0014): the owner's listed, read by id (locked for a save)
// or code, made, rewritten from their version, deleted; a cart's read by code and a checkout's use
// counted (commerce/coupons/index.ts). Codes are stored upper case, so the unique (website_id, code)
// index compares them without case.
import { type Db, isPostgres } from '../../db/database.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { CouponsTable } from './tables.ts';

export type CouponRow = CouponsTable;

/** What a save writes: everything but the keys, the uses counted by checkouts and the version. */
export type CouponColumns = Omit<CouponsTable, 'website_id' | 'id' | 'times_used' | 'version' | 'updated_at'>;

export function selectCoupons(db: Db, websiteId: string): Promise<CouponRow[]> {
  return siteScoped(db, websiteId).selectFrom('coupons').selectAll().execute();
}

export function selectCoupon(db: Db, websiteId: string, id: string, { lock = false } = {}) {
  return siteScoped(db, websiteId)
    .selectFrom('coupons')
    .selectAll()
    .where('id', '=', id)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Whether another coupon of the store (not `exceptId`) holds this upper-case code. */
export async function codeTaken(db: Db, websiteId: string, code: string, exceptId: string | null) {
  const row = await siteScoped(db, websiteId)
    .selectFrom('coupons')
    .select('id')
    .where('code', '=', code)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as string))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCoupon(
  db: Db,
  websiteId: string,
  id: string,
  columns: CouponColumns,
  now: number,
) {
  await siteScoped(db, websiteId)
    .insertInto('coupons', { id, ...columns, times_used: 0, version: 1, updated_at: now })
    .execute();
}

/**
 * Rewrites a coupon read at `version`, its version raised; false when it was saved since. The uses
 * are left as checkouts counted them, and the limit is written only if it is not below them.
 */
export async function updateCouponIfVersion(
  db: Db,
  websiteId: string,
  id: string,
  version: number,
  columns: CouponColumns,
  now: number,
): Promise<boolean> {
  const limit = columns.usage_limit;
  const result = await siteScoped(db, websiteId)
    .updateTable('coupons')
    .set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .$if(limit !== null, (q) => q.where('times_used', '<=', limit as number))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCoupon(db: Db, websiteId: string, id: string): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .deleteFrom('coupons')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The demo store's coupon (seed/demo-store.ts). */
export async function insertDemoCoupon(
  db: Db,
  websiteId: string,
  coupon: { id: string; code: string; percentOff: number; now: number },
): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      website_id: websiteId,
      id: coupon.id,
      code: coupon.code,
      kind: 'percentage',
      percent_off: coupon.percentOff,
      amount_off_cents: 0,
      min_subtotal_cents: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      times_used: 0,
      product_ids: null,
      version: 1,
      updated_at: coupon.now,
    })
    .execute();
}

/** Counts one use of a coupon, unless it is used up: whether it was counted. */
export async function spendCoupon(db: Db, websiteId: string, code: string): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The coupons a cart names, by their (upper-case) codes. */
export async function selectCouponsByCode(
  db: Db,
  websiteId: string,
  codes: readonly string[],
): Promise<CouponRow[]> {
  if (codes.length === 0) return [];
  return siteScoped(db, websiteId)
    .selectFrom('coupons')
    .selectAll()
    .where('code', 'in', [...codes])
    .execute();
}
