// The owner's coupons (Commerce → Coupons): listed with where each stands (core's couponStatus) and
// its uses, made, saved whole from the version they were read at, deleted. The rules a coupon is
// saved by are core's checkCoupon; a code another coupon holds (any case) is a 409 naming it.
//
// Renaming or deleting a coupon that carts already hold. Both are allowed, at any time, used or not:
// - A cart keeps only the codes its visitor typed and looks them up again every time it is read
//   (cart/service.ts), so after a rename the old code is simply unknown: the cart shows it under
//   invalidCoupons with "This coupon code is not valid." and its total loses that discount. The new
//   code is never applied to a cart on its own; a buyer types it like any other.
// - A deleted coupon is the same unknown code to every cart holding it.
// - A buyer already on the checkout page with the old total is safe: the checkout compares the total
//   the buyer saw (expectedTotalCents) with the cart's total under its locks and answers 409 when it
//   changed, so nobody is charged a total they did not see, with or without the coupon.
// - Orders placed keep their own copy of the codes and amounts, so deleting a used coupon rewrites no
//   past order; only its use counter goes with it.
// Changing a coupon's value, dates, limit or products works the same way: the next read of a cart
// re-evaluates it, and the checkout refuses a total that moved.
import { COUPON_STATUS_LABELS, checkCoupon, couponStatus, duplicateCouponMessage } from '@tessera/core';
import { type Db, isUniqueViolation } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { parseJsonColumn } from '../../db/json.ts';
import type { Website } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { productNames } from '../catalogue/service.ts';
import {
  type CouponColumns,
  type CouponRow,
  codeTaken,
  deleteCoupon,
  insertCoupon,
  selectCoupon,
  selectCoupons,
  updateCouponIfVersion,
} from './repository.ts';
import type { CouponInput, CouponList, CouponSave, CouponView } from './schemas.ts';

export const COUPON_NOT_FOUND = 'This coupon does not exist.';
export const STALE_COUPON = 'This coupon was changed elsewhere. Reload to see the latest version.';

const isoOf = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
/** An ISO time the route's schema accepted (with its offset) as epoch ms. */
const msOf = (iso: string | null | undefined) => (iso == null ? null : Date.parse(iso));

export function couponView(row: CouponRow, now: number): CouponView {
  const coupon = {
    startsAt: row.starts_at === null ? null : Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
  };
  const status = couponStatus(coupon, now);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOffCents: Number(row.amount_off_cents),
    minSubtotalCents: Number(row.min_subtotal_cents),
    startsAt: isoOf(row.starts_at),
    endsAt: isoOf(row.ends_at),
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    productIds: row.product_ids === null ? null : parseJsonColumn<string[]>(row.product_ids, []),
    status,
    statusLabel: COUPON_STATUS_LABELS[status],
    version: row.version,
  };
}

export async function listCoupons(db: Db, site: Website, now: number): Promise<CouponList> {
  const [rows, products] = await Promise.all([selectCoupons(db, site.id), productNames(db, site.id)]);
  return {
    currency: site.currency,
    locale: site.locale,
    // By code, compared here: PostgreSQL's collation may order dashes and digits otherwise than SQLite.
    coupons: rows
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map((row) => couponView(row, now)),
    products,
  };
}

/** The input checked by core's rules against the store's products and the uses so far; a 400 otherwise. */
async function checkedColumns(
  db: Db,
  site: Website,
  input: CouponInput,
  timesUsed: number,
): Promise<CouponColumns> {
  const products = await productNames(db, site.id);
  const result = checkCoupon(
    {
      code: input.code,
      kind: input.kind,
      percentOff: input.percentOff,
      amountOffCents: input.amountOffCents,
      minSubtotalCents: input.minSubtotalCents,
      startsAt: msOf(input.startsAt),
      endsAt: msOf(input.endsAt),
      usageLimit: input.usageLimit ?? null,
      productIds: input.productIds ?? null,
    },
    { currency: site.currency, timesUsed, knownProductIds: new Set(products.map((p) => p.id)) },
  );
  if (!result.ok) throw badRequest(result.errors);
  const { coupon } = result;
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent_off: coupon.percentOff,
    amount_off_cents: coupon.amountOffCents,
    min_subtotal_cents: coupon.minSubtotalCents,
    starts_at: coupon.startsAt,
    ends_at: coupon.endsAt,
    usage_limit: coupon.usageLimit,
    product_ids: coupon.productIds === null ? null : JSON.stringify(coupon.productIds),
  };
}

const duplicate = (code: string) =>
  new HttpError(409, duplicateCouponMessage(code), { code: duplicateCouponMessage(code) });

/** A unique index refusing a code taken at the same moment is the same 409, never a 500. */
async function refusingDuplicates<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(code);
    throw error;
  }
}

export async function createCoupon(
  db: Db,
  site: Website,
  input: CouponInput,
  now: number,
): Promise<CouponView> {
  const id = newId();
  const columns = await checkedColumns(db, site, input, 0);
  const row = await refusingDuplicates(columns.code, () =>
    inTransaction(db, async (trx) => {
      if (await codeTaken(trx, site.id, columns.code, null)) throw duplicate(columns.code);
      await insertCoupon(trx, site.id, id, columns, now);
      return selectCoupon(trx, site.id, id);
    }),
  );
  if (!row) throw new HttpError(404, COUPON_NOT_FOUND);
  return couponView(row, now);
}

/**
 * Saves the whole coupon if nobody saved it since `save.version` was read (409 otherwise, nothing
 * changed), with its row locked so a checkout counting a use meanwhile waits: the new limit is
 * checked against the uses as they are, never below them.
 */
export async function saveCoupon(
  db: Db,
  site: Website,
  couponId: string,
  save: CouponSave,
  now: number,
): Promise<CouponView> {
  const row = await inTransaction(db, async (trx) => {
    const stored = await selectCoupon(trx, site.id, couponId, { lock: true });
    if (!stored) throw new HttpError(404, COUPON_NOT_FOUND);
    if (stored.version !== save.version) throw new HttpError(409, STALE_COUPON);
    const columns = await checkedColumns(trx, site, save, stored.times_used);
    return refusingDuplicates(columns.code, async () => {
      if (await codeTaken(trx, site.id, columns.code, couponId)) throw duplicate(columns.code);
      if (!(await updateCouponIfVersion(trx, site.id, couponId, save.version, columns, now)))
        throw new HttpError(409, STALE_COUPON);
      return selectCoupon(trx, site.id, couponId);
    });
  });
  if (!row) throw new HttpError(404, COUPON_NOT_FOUND);
  return couponView(row, now);
}

/** Deletes a coupon: safe while carts hold its code (see the top of this file). */
export async function removeCoupon(db: Db, site: Website, couponId: string): Promise<void> {
  if (!(await deleteCoupon(db, site.id, couponId))) throw new HttpError(404, COUPON_NOT_FOUND);
}
