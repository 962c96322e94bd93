// The coupons screen's calls (the commerce permission): the list (with the store's currency and
// products), a create, a save from the version read (409 when someone saved since) and a delete.
import type { CouponInput, CouponList, CouponSave, CouponView } from '@tessera/site/coupons-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

export const COUPONS_URL = '/api/config/commerce/coupons';

export function fetchCoupons(): Promise<CouponList> {
  return request<CouponList>({ method: 'GET', url: COUPONS_URL, silent: true });
}

export function createCoupon(input: CouponInput): Promise<CouponView> {
  return request<CouponView>({ method: 'POST', url: COUPONS_URL, data: input, json: true, silent: true });
}

export function saveCoupon(couponId: string, save: CouponSave): Promise<CouponView> {
  return request<CouponView>({
    method: 'PUT',
    url: `${COUPONS_URL}/${couponId}`,
    data: save,
    json: true,
    silent: true,
  });
}

export async function deleteCoupon(couponId: string): Promise<void> {
  await request({ method: 'DELETE', url: `${COUPONS_URL}/${couponId}`, silent: true });
}
