// The coupons' door: a cart reads its coupons by code, a checkout counts their use, the demo has one.
export { type CouponRow, insertDemoCoupon, selectCouponsByCode, spendCoupon } from './repository.ts';
