// The config API's coupon answers (/api/config/commerce/coupons…): the server builds them, the
// config area reads them, both from these types. Money is in minor units of the store's currency;
// times are ISO 8601 in UTC.
import type { CouponKind, CouponStatus } from '@tessera/core';

/** A coupon as the owner saves it; only the value field of its kind counts. */
export interface CouponInput {
  code: string;
  kind: CouponKind;
  /** Percentage coupons: whole percent off, 1–100 */
  percentOff?: number | undefined;
  /** Fixed coupons: minor units off */
  amountOffCents?: number | undefined;
  /** The subtotal a cart must reach; 0 or absent for none */
  minSubtotalCents?: number | undefined;
  /** null or absent: from now on */
  startsAt?: string | null | undefined;
  /** null or absent: no end */
  endsAt?: string | null | undefined;
  /** null or absent: unlimited */
  usageLimit?: number | null | undefined;
  /** null or absent: every product */
  productIds?: string[] | null | undefined;
}

/** A save of a coupon read at `version` (409 when it was saved since). */
export interface CouponSave extends CouponInput {
  version: number;
}

export interface CouponView {
  id: string;
  /** Upper case */
  code: string;
  kind: CouponKind;
  percentOff: number;
  amountOffCents: number;
  minSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  /** Orders placed with it so far */
  timesUsed: number;
  productIds: string[] | null;
  /** Where it stands now (core's couponStatus) and in words */
  status: CouponStatus;
  statusLabel: string;
  version: number;
}

export interface CouponList {
  /** The store's currency, and the site's locale to format it with */
  currency: string;
  locale: string;
  coupons: CouponView[];
  /** The store's products (drafts too), which a coupon may be limited to */
  products: { id: string; name: string }[];
}
