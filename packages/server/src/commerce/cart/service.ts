// A visitor's cart: opened by its cookie (a new one made on the first add), changed one call at a
// time with the cart's row locked, each change checked against the catalogue (a product visitors
// can see, in stock for the whole quantity, not a gift card until gift cards can be sold) and
// answered with the whole cart. A refused change changes nothing.
import {
  isCountryCode,
  isPubliclyVisible,
  normalizeCouponCode,
  ProductType,
  SHIPPING_MESSAGES,
  type ShippingLocation,
  validateCouponCode,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { parseJsonColumn } from '../../db/json.ts';
import type { Website } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { selectCouponsByCode } from '../coupons/index.ts';
import { readStoreSettings } from '../store/settings.ts';
import { hashCartSecret, newCartSecret, secretMatches } from './cookie.ts';
import {
  type CartRow,
  deleteEntry,
  insertCart,
  insertEntry,
  selectCart,
  selectCartLines,
  selectEntry,
  selectEntryOfVariant,
  selectSaleable,
  setEntryQuantity,
  updateCart,
} from './repository.ts';
import { type CartEntity, cartEntity, emptyCartEntity } from './view.ts';

export const MAX_LINE_QUANTITY = 999;
export const MAX_CART_COUPONS = 5;

export const CART_MESSAGES = {
  unknownProduct: 'This product is not available.',
  giftCard: 'Gift cards cannot be bought yet.',
  quantity: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
  unknownEntry: 'This item is no longer in your cart.',
  purchased: 'This cart has been checked out.',
  tooManyCoupons: `At most ${MAX_CART_COUPONS} coupon codes can be added.`,
  soldOut: (name: string) => `${name} is sold out.`,
  notEnough: (name: string) => `There are not enough of ${name} in stock for that quantity.`,
} as const;

export interface CartKey {
  id: string;
  secret: string;
}

/** The cart a cookie opens: null for none, a wrong secret, or another site's. */
async function openCart(
  db: Db,
  websiteId: string,
  key: CartKey | null,
  lock = false,
): Promise<CartRow | null> {
  if (!key) return null;
  const cart = await selectCart(db, websiteId, key.id, { lock });
  return cart && secretMatches(key.secret, cart.secret_hash) ? cart : null;
}

/** Whether the cookie opens a cart that can still be checked out. */
export async function hasOpenCart(db: Db, site: Website, key: CartKey | null): Promise<boolean> {
  const cart = await openCart(db, site.id, key);
  return cart !== null && cart.order_id === null;
}

export async function readCart(db: Db, site: Website, key: CartKey | null, now: number): Promise<CartEntity> {
  const cart = await openCart(db, site.id, key);
  return cart ? viewOf(db, site, cart, now) : emptyCartEntity(site.id, now);
}

async function viewOf(db: Db, site: Website, cart: CartRow, now: number): Promise<CartEntity> {
  const codes = parseJsonColumn<string[]>(cart.coupon_codes, []);
  const [lines, coupons, store] = await Promise.all([
    selectCartLines(db, site.id, cart.id),
    selectCouponsByCode(db, site.id, codes),
    readStoreSettings(db, site),
  ]);
  return cartEntity(cart, lines, coupons, store, now);
}

/**
 * Runs `change` on the visitor's cart, locked; a visitor without one (or with a purchased one, for
 * adds) gets a new cart, whose new cookie the caller sets. Answers the cart after the change.
 */
async function changeCart(
  db: Db,
  site: Website,
  key: CartKey | null,
  now: number,
  change: (trx: Db, cart: CartRow) => Promise<void>,
  { createIfMissing = false } = {},
): Promise<{ cart: CartEntity; newKey: CartKey | null }> {
  return inTransaction(db, async (trx) => {
    let cart = await openCart(trx, site.id, key, true);
    let newKey: CartKey | null = null;
    if ((!cart || cart.order_id !== null) && createIfMissing) {
      newKey = { id: newId(), secret: newCartSecret() };
      cart = {
        website_id: site.id,
        id: newKey.id,
        secret_hash: hashCartSecret(newKey.secret),
        coupon_codes: '[]',
        shipping_location: null,
        shipping_option_id: null,
        order_id: null,
        created_at: now,
        updated_at: now,
      };
      await insertCart(trx, cart);
    }
    if (!cart) throw new HttpError(404, CART_MESSAGES.unknownEntry);
    if (cart.order_id !== null) throw new HttpError(409, CART_MESSAGES.purchased);
    await change(trx, cart);
    await updateCart(trx, site.id, cart.id, { updated_at: now });
    const fresh = (await selectCart(trx, site.id, cart.id)) ?? cart;
    return { cart: await viewOf(trx, site, fresh, now), newKey };
  });
}

function checkQuantity(quantity: number) {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
    throw badRequest({ quantity: CART_MESSAGES.quantity }, CART_MESSAGES.quantity);
}

/** Refuses `quantity` of a variant the visitor may not buy that many of. */
async function checkSaleable(
  trx: Db,
  site: Website,
  productId: string,
  variantId: string,
  quantity: number,
  now: number,
) {
  const found = await selectSaleable(trx, site.id, productId, variantId);
  if (!found || !isPubliclyVisible(found.publication_state, found.published_at, now))
    throw new HttpError(404, CART_MESSAGES.unknownProduct);
  if (found.product_type === ProductType.giftCard) throw new HttpError(400, CART_MESSAGES.giftCard);
  if (found.unlimited === 1) return;
  if (found.qty_in_stock <= 0) throw new HttpError(409, CART_MESSAGES.soldOut(found.title));
  if (found.qty_in_stock < quantity) throw new HttpError(409, CART_MESSAGES.notEnough(found.title));
}

export function addEntry(
  db: Db,
  site: Website,
  key: CartKey | null,
  add: { productId: string; variantId: string; quantity: number },
  now: number,
) {
  checkQuantity(add.quantity);
  return changeCart(
    db,
    site,
    key,
    now,
    async (trx, cart) => {
      const existing = await selectEntryOfVariant(trx, site.id, cart.id, add.variantId);
      const total = (existing?.quantity ?? 0) + add.quantity;
      checkQuantity(total);
      await checkSaleable(trx, site, add.productId, add.variantId, total, now);
      if (existing) await setEntryQuantity(trx, site.id, existing.id, total);
      else
        await insertEntry(trx, {
          website_id: site.id,
          id: newId(),
          cart_id: cart.id,
          product_id: add.productId,
          variant_id: add.variantId,
          quantity: add.quantity,
          created_at: now,
        });
    },
    { createIfMissing: true },
  );
}

/** Sets an entry's quantity; 0 removes it (the cart page asks first). */
export function setEntry(
  db: Db,
  site: Website,
  key: CartKey | null,
  entryId: string,
  quantity: number,
  now: number,
) {
  if (quantity !== 0) checkQuantity(quantity);
  return changeCart(db, site, key, now, async (trx, cart) => {
    const entry = await selectEntry(trx, site.id, cart.id, entryId);
    if (!entry) throw new HttpError(404, CART_MESSAGES.unknownEntry);
    if (quantity === 0) {
      await deleteEntry(trx, site.id, cart.id, entryId);
      return;
    }
    if (quantity > entry.quantity)
      await checkSaleable(trx, site, entry.product_id, entry.variant_id, quantity, now);
    await setEntryQuantity(trx, site.id, entryId, quantity);
  });
}

export function removeEntry(db: Db, site: Website, key: CartKey | null, entryId: string, now: number) {
  return changeCart(db, site, key, now, async (trx, cart) => {
    if (!(await deleteEntry(trx, site.id, cart.id, entryId)))
      throw new HttpError(404, CART_MESSAGES.unknownEntry);
  });
}

/** Adds a code; one that does not apply stays, in invalidCoupons with the reason. */
export function addCoupon(db: Db, site: Website, key: CartKey | null, code: string, now: number) {
  const refusal = validateCouponCode(code);
  if (refusal) throw badRequest({ code: refusal }, refusal);
  const normal = normalizeCouponCode(code);
  return changeCart(db, site, key, now, async (trx, cart) => {
    const codes = parseJsonColumn<string[]>(cart.coupon_codes, []);
    if (codes.includes(normal)) return;
    if (codes.length >= MAX_CART_COUPONS)
      throw badRequest({ code: CART_MESSAGES.tooManyCoupons }, CART_MESSAGES.tooManyCoupons);
    await updateCart(trx, site.id, cart.id, { coupon_codes: JSON.stringify([...codes, normal]) });
  });
}

export function removeCoupon(db: Db, site: Website, key: CartKey | null, code: string, now: number) {
  const normal = normalizeCouponCode(code);
  return changeCart(db, site, key, now, async (trx, cart) => {
    const codes = parseJsonColumn<string[]>(cart.coupon_codes, []);
    await updateCart(trx, site.id, cart.id, {
      coupon_codes: JSON.stringify(codes.filter((c) => c !== normal)),
    });
  });
}

/** Where the cart goes and how: an option must be one offered for that location. */
export function setShipping(
  db: Db,
  site: Website,
  key: CartKey | null,
  change: { location: ShippingLocation; optionId: string | null },
  now: number,
) {
  if (!isCountryCode(change.location.country))
    throw badRequest({ 'location.country': SHIPPING_MESSAGES.country }, SHIPPING_MESSAGES.country);
  const location: ShippingLocation = {
    country: change.location.country.trim().toUpperCase(),
    ...(change.location.state?.trim() ? { state: change.location.state.trim().toUpperCase() } : {}),
    ...(change.location.zip?.trim() ? { zip: change.location.zip.trim() } : {}),
  };
  return changeCart(db, site, key, now, async (trx, cart) => {
    await updateCart(trx, site.id, cart.id, {
      shipping_location: JSON.stringify(location),
      shipping_option_id: change.optionId,
    });
    if (change.optionId === null) return;
    const fresh = (await selectCart(trx, site.id, cart.id)) ?? cart;
    const view = await viewOf(trx, site, fresh, now);
    if (!view.shippingOptions.some((option) => option.id === change.optionId))
      throw badRequest({ optionId: SHIPPING_MESSAGES.unknownOption }, SHIPPING_MESSAGES.unknownOption);
  });
}
