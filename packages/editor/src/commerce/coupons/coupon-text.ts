// The words the coupons list shows for a coupon: what it takes off, how often it was used, when it runs.
import { formatMoney } from '@tessera/core';
import type { CouponView } from '@tessera/site/api/routes.gen.ts';
import { formatLocalTime } from '../../ui/time.ts';

export interface StoreMoney {
  currency: string;
  locale: string;
}

/** '10% off', '$5.00 off', 'Free shipping', then its minimum and its products, if any. */
export function discountText(coupon: CouponView, store: StoreMoney): string {
  const money = (minor: number) => formatMoney(minor, store.currency, { locale: store.locale });
  const value =
    coupon.kind === 'percentage'
      ? `${coupon.percentOff}% off`
      : coupon.kind === 'fixed'
        ? `${money(coupon.amountOffCents)} off`
        : 'Free shipping';
  const products = coupon.productIds?.length ?? 0;
  return [
    value,
    coupon.minSubtotalCents > 0 ? `orders of ${money(coupon.minSubtotalCents)} or more` : '',
    coupon.productIds === null ? '' : `${products} ${products === 1 ? 'product' : 'products'}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** '3 of 10 used', or '3 used, no limit'. */
export function usageText(coupon: Pick<CouponView, 'timesUsed' | 'usageLimit'>): string {
  return coupon.usageLimit === null
    ? `${coupon.timesUsed} used, no limit`
    : `${coupon.timesUsed} of ${coupon.usageLimit} used`;
}

/** When it runs, in the owner's time zone: 'Always', 'From …', 'Until …' or '… to …'. */
export function datesText(coupon: Pick<CouponView, 'startsAt' | 'endsAt'>, locale?: string): string {
  const at = (iso: string) => formatLocalTime(iso, locale);
  if (coupon.startsAt && coupon.endsAt) return `${at(coupon.startsAt)} to ${at(coupon.endsAt)}`;
  if (coupon.startsAt) return `From ${at(coupon.startsAt)}`;
  if (coupon.endsAt) return `Until ${at(coupon.endsAt)}`;
  return 'Always';
}
