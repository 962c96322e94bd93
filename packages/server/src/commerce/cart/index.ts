// The cart's door: what a checkout reads of the cart it buys, and marks it purchased with.
export { type CartRow, markCartPurchased, selectCart, selectCartLines } from './repository.ts';
