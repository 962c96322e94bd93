export * from './checkout-rules.ts';
export * from './coupon-rules.ts';
export * from './coupons.ts';
export * from './downloads.ts';
export * from './orders.ts';
export * from './shipping.ts';
export * from './tax.ts';
export * from './totals.ts';
