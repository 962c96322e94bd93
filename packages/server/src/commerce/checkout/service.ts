// Checkout, exactly once. The same Idempotency-Key, or the same cart completed again, answers the
// order already made and never charges again. The flow:
//   1. an order for this key or cart already? → it (200)
//   2. the cart checked as it stands: its lines can be bought, the address and option fit, the
//      subtotal reaches the store's minimum, and its grand total is the one the buyer was shown
//      (expectedTotalCents): a coupon used up, expired or removed, a price, shipping or tax changed
//      since is refused (409) with the cart's new totals, before any money is asked for
//   3. the store's payment record written under the key (a second request with it while this one
//      runs is told to retry), then the provider authorises the grand total under the same key
//   4. one transaction, locks taken in one order — the cart row, the variants by id (stock taken by
//      conditional updates, never below zero), the coupons by code, the store's order counter —
//      writes the order, its lines and timeline, marks the cart purchased and queues the order's
//      mails (a job, so a mail outage never blocks an order)
//      The total is compared again there, under the locks: a coupon spent by another buyer
//      meanwhile refuses this one with the new totals, its authorisation voided.
//   5. the authorisation captured. An order that could not be written (sold out meanwhile, the
//      cart changed, a failure) has its authorisation voided; a capture or void whose answer was
//      lost is finished by the reconciliation job.
import {
  type Address,
  addressErrors,
  CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE,
  COUPON_MESSAGES,
  formatMoney,
  minimumSubtotalMessage,
  ProductType,
  validateEmail,
} from '@tessera/core';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { parseJsonColumn } from '../../db/json.ts';
import type { Website } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/service.ts';
import { secretMatches } from '../cart/cookie.ts';
import { type CartRow, markCartPurchased, selectCart, selectCartLines } from '../cart/index.ts';
import type { CartKey } from '../cart/service.ts';
import { type CartEntity, cartEntity } from '../cart/view.ts';
import { takeStock } from '../catalogue/index.ts';
import { selectCouponsByCode, spendCoupon } from '../coupons/index.ts';
import {
  insertOrder,
  insertPayment,
  type OrderLineRow,
  type OrderRow,
  type PaymentRow,
  selectOrderByKeyOrCart,
  selectOrderLines,
  selectPaymentByKey,
  updatePayment,
} from '../orders/index.ts';
import { orderPlacedJob } from '../orders/jobs.ts';
import { type OrderView, orderView } from '../orders/view.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { takeOrderNumber } from '../store/index.ts';
import { readStoreSettings, type StoreSettings } from '../store/settings.ts';

export const CHECKOUT_MESSAGES = {
  noCookie: CHECKOUT_WITHOUT_CART_COOKIE_MESSAGE,
  empty: 'Your cart is empty.',
  keyReused: 'This Idempotency-Key was used for another checkout.',
  inProgress: 'This checkout is already being completed. Try again in a moment.',
  cartChanged: 'Your cart changed while you were checking out. Review it and try again.',
  unavailable: (name: string) => `${name} is no longer available in that quantity.`,
  couponUsedUp: 'A coupon in your cart has been used up. Review your cart and try again.',
  noProvider: 'This store cannot take payments yet.',
  shippingOption: 'Choose a shipping option.',
  shippingAddress: 'Enter a shipping address.',
  /** An old checkout page, which does not say what total it showed */
  noExpectedTotal: 'Your checkout page is out of date. Reload it, review your order and place it again.',
  /** The total would differ from the one shown: why, then the new total */
  totalChanged: (cause: string, total: string) =>
    `${cause} Your total is now ${total}. Review your order and place it again.`,
  couponSpent: 'A coupon in your cart has been used up.',
  couponExpired: 'A coupon in your cart has expired.',
  couponInvalid: 'A coupon in your cart is no longer valid.',
  changed: 'The total of your order has changed.',
} as const;

export interface CheckoutInput {
  email: string;
  shippingAddress?: Address | undefined;
  billingAddress?: Address | undefined;
  shippingOptionId?: string | undefined;
  /** The grand total the buyer was shown, in minor units: anything else is refused, not charged */
  expectedTotalCents?: number | undefined;
  payment: unknown;
}

export interface CheckoutRequest {
  site: Website;
  cartKey: CartKey | null;
  idempotencyKey: string;
  input: CheckoutInput;
  now: number;
  /** The provider for this store's mode (test mode: the test provider); null when none */
  providerFor: (store: StoreSettings) => PaymentProvider | null;
  /** The order's page as a whole address, for the buyer's confirmation mail */
  orderPageUrl?: (orderId: string) => string;
}

export interface CheckoutResult {
  created: boolean;
  order: OrderView;
  /** The products whose stock moved (their pages show it) */
  productIds: string[];
  collectionIds: string[];
}

class OrderNotWritten extends HttpError {}

/** Why the total moved, in the buyer's words: a coupon that no longer applies, else a change. */
function changeCause(view: CartEntity): string {
  const reasons = new Set(view.invalidCoupons.map((c) => c.reason));
  if (reasons.has(COUPON_MESSAGES.usedUp)) return CHECKOUT_MESSAGES.couponSpent;
  if (reasons.has(COUPON_MESSAGES.expired)) return CHECKOUT_MESSAGES.couponExpired;
  if (reasons.has(COUPON_MESSAGES.unknown) || reasons.has(COUPON_MESSAGES.notYet))
    return CHECKOUT_MESSAGES.couponInvalid;
  return CHECKOUT_MESSAGES.changed;
}

/** The refusal of a total that is not the one shown: 409, nothing charged, the cart's new totals. */
function totalChanged(view: CartEntity, store: StoreSettings): HttpError {
  return new HttpError(
    409,
    CHECKOUT_MESSAGES.totalChanged(changeCause(view), formatMoney(view.grandTotalCents, store.currency)),
    undefined,
    { cart: view },
  );
}

async function answerExisting(
  db: Db,
  site: Website,
  order: OrderRow,
  cartId: string,
): Promise<CheckoutResult> {
  if (order.cart_id !== cartId) throw new HttpError(409, CHECKOUT_MESSAGES.keyReused);
  const lines = await selectOrderLines(db, site.id, order.id);
  return { created: false, order: orderView(order, lines), productIds: [], collectionIds: [] };
}

function checkInput(input: CheckoutInput, cart: CartEntity) {
  const errors: Record<string, string> = {};
  const email = validateEmail(input.email, { required: true });
  if (email) errors.email = email;
  if (cart.requiresShipping) {
    if (!input.shippingAddress) errors.shippingAddress = CHECKOUT_MESSAGES.shippingAddress;
    else
      for (const [field, message] of Object.entries(addressErrors(input.shippingAddress)))
        errors[`shippingAddress.${field}`] = message;
    if (!input.shippingOptionId) errors.shippingOptionId = CHECKOUT_MESSAGES.shippingOption;
  }
  if (input.billingAddress)
    for (const [field, message] of Object.entries(addressErrors(input.billingAddress)))
      errors[`billingAddress.${field}`] = message;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** The cart as the checkout charges it: shipped to the given address by the given option. */
async function checkoutView(
  db: Db,
  site: Website,
  cart: CartRow,
  input: CheckoutInput,
  store: StoreSettings,
  now: number,
) {
  const shipped: CartRow = input.shippingAddress
    ? {
        ...cart,
        shipping_location: JSON.stringify({
          country: input.shippingAddress.country.trim().toUpperCase(),
          ...(input.shippingAddress.state?.trim()
            ? { state: input.shippingAddress.state.trim().toUpperCase() }
            : {}),
          zip: input.shippingAddress.zip.trim(),
        }),
        shipping_option_id: input.shippingOptionId ?? null,
      }
    : cart;
  const codes = parseJsonColumn<string[]>(cart.coupon_codes, []);
  const [lines, coupons] = await Promise.all([
    selectCartLines(db, site.id, cart.id),
    selectCouponsByCode(db, site.id, codes),
  ]);
  return { shipped, lines, view: cartEntity(shipped, lines, coupons, store, now) };
}

function checkCart(view: CartEntity, store: StoreSettings, input: CheckoutInput) {
  if (view.entries.length === 0) throw new HttpError(400, CHECKOUT_MESSAGES.empty);
  const missing = view.entries.find((entry) => !entry.available);
  if (missing) throw new HttpError(409, CHECKOUT_MESSAGES.unavailable(missing.productName));
  checkInput(input, view);
  if (view.requiresShipping && !view.selectedShippingOption)
    throw badRequest({ shippingOptionId: 'This shipping option is not available for your address.' });
  if (view.subtotalCents < store.minOrderSubtotalCents)
    throw new HttpError(400, minimumSubtotalMessage(store.minOrderSubtotalCents, store.currency));
}

export async function completeCheckout(db: Db, request: CheckoutRequest): Promise<CheckoutResult> {
  const { site, idempotencyKey: key, input, now } = request;
  if (!request.cartKey) throw new HttpError(400, CHECKOUT_MESSAGES.noCookie);
  const cart = await selectCart(db, site.id, request.cartKey.id);
  if (!cart || !secretMatches(request.cartKey.secret, cart.secret_hash))
    throw new HttpError(400, CHECKOUT_MESSAGES.noCookie);

  const existing = await selectOrderByKeyOrCart(db, site.id, key, cart.id);
  if (existing) return answerExisting(db, site, existing, cart.id);

  const store = await readStoreSettings(db, site);
  const { shipped, view } = await checkoutView(db, site, cart, input, store, now);
  checkCart(view, store, input);
  if (input.expectedTotalCents === undefined)
    throw new HttpError(400, CHECKOUT_MESSAGES.noExpectedTotal, undefined, { cart: view });
  if (view.grandTotalCents !== input.expectedTotalCents) throw totalChanged(view, store);
  const provider = request.providerFor(store);
  if (!provider) throw new HttpError(503, CHECKOUT_MESSAGES.noProvider);
  const parsed = provider.paymentSchema.safeParse(input.payment);
  if (!parsed.success)
    throw badRequest(
      Object.fromEntries(parsed.error.issues.map((i) => [['payment', ...i.path].join('.'), i.message])),
    );

  const payment: PaymentRow = {
    website_id: site.id,
    id: newId(),
    cart_id: cart.id,
    order_id: null,
    provider: provider.id,
    idempotency_key: key,
    charge_id: null,
    status: 'pending',
    amount_cents: view.grandTotalCents,
    refunded_cents: 0,
    currency: store.currency,
    last4: null,
    created_at: now,
    updated_at: now,
  };
  if (!(await insertPayment(db, payment))) {
    const earlier = await selectPaymentByKey(db, site.id, key);
    // A decline answers the same again; anything else is still being completed.
    if (earlier?.status !== 'declined')
      throw new HttpError(409, CHECKOUT_MESSAGES.inProgress, undefined, undefined, { 'retry-after': '1' });
    payment.id = earlier.id;
  }
  const authorized = await provider.authorize({
    websiteId: site.id,
    idempotencyKey: key,
    amountCents: view.grandTotalCents,
    currency: store.currency,
    payment: parsed.data,
  });
  if (!authorized.ok) {
    await updatePayment(db, site.id, payment.id, { status: 'declined', updated_at: now });
    throw new HttpError(402, authorized.message);
  }
  const charge = authorized.charge;
  await updatePayment(db, site.id, payment.id, {
    status: 'authorized',
    charge_id: charge.chargeId,
    last4: charge.last4,
    updated_at: now,
  });

  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(db, {
      site,
      cart: shipped,
      input,
      store,
      view,
      payment,
      now,
      expected: view.grandTotalCents,
      orderPageUrl: request.orderPageUrl,
    });
  } catch (error) {
    await provider
      .void({ websiteId: site.id, chargeId: charge.chargeId, idempotencyKey: `void:${payment.id}` })
      .then(
        () => updatePayment(db, site.id, payment.id, { status: 'voided', updated_at: now }),
        () => {}, // left 'authorized' without an order: the reconciliation job voids it
      );
    if (error instanceof OrderNotWritten) throw await withNewTotals(db, error, request, store);
    throw error;
  }
  if ('existingOrderId' in placed) {
    // Another key completed this cart meanwhile: its order stands, this authorisation goes.
    await provider.void({
      websiteId: site.id,
      chargeId: charge.chargeId,
      idempotencyKey: `void:${payment.id}`,
    });
    await updatePayment(db, site.id, payment.id, { status: 'voided', updated_at: now });
    const order = await selectOrderByKeyOrCart(db, site.id, key, cart.id);
    if (!order) throw new Error('The order that completed this cart is gone');
    return answerExisting(db, site, order, cart.id);
  }
  try {
    await provider.capture({
      websiteId: site.id,
      chargeId: charge.chargeId,
      amountCents: charge.amountCents,
      idempotencyKey: `capture:${payment.id}`,
    });
    await updatePayment(db, site.id, payment.id, { status: 'captured', updated_at: now });
  } catch {
    // The order stands; the reconciliation job captures it.
  }
  return {
    created: true,
    order: orderView(placed.order, placed.orderLines),
    productIds: [...new Set(placed.cartLines.map((l) => l.product_id))],
    collectionIds: [...new Set(placed.cartLines.map((l) => l.collection_id))],
  };
}

/**
 * An order refused under the locks (a coupon spent or a price changed meanwhile, stock gone): the
 * cart as it now stands goes with the refusal; a total that moved says so, with the new total.
 */
async function withNewTotals(
  db: Db,
  error: OrderNotWritten,
  request: CheckoutRequest,
  store: StoreSettings,
): Promise<HttpError> {
  const { site, input, now } = request;
  const cart = request.cartKey ? await selectCart(db, site.id, request.cartKey.id) : undefined;
  if (!cart) return error;
  const { view } = await checkoutView(db, site, cart, input, store, now);
  if (view.grandTotalCents !== input.expectedTotalCents) return totalChanged(view, store);
  return new HttpError(error.statusCode, error.message, error.errors, { ...error.extra, cart: view });
}

interface Placement {
  site: Website;
  cart: CartRow;
  input: CheckoutInput;
  store: StoreSettings;
  view: CartEntity;
  payment: PaymentRow;
  now: number;
  expected: number;
  orderPageUrl: ((orderId: string) => string) | undefined;
}

/** Step 4: the order, in one transaction with its locks in a fixed order. */
function placeOrder(db: Db, p: Placement) {
  const { site, now } = p;
  return inTransaction(db, async (trx) => {
    const locked = await selectCart(trx, site.id, p.cart.id, { lock: true });
    if (!locked) throw new OrderNotWritten(409, CHECKOUT_MESSAGES.cartChanged);
    if (locked.order_id) return { existingOrderId: locked.order_id };
    // What the visitor was charged for must still be the cart: read again under the lock.
    const again = await checkoutView(
      trx,
      site,
      {
        ...locked,
        shipping_location: p.cart.shipping_location,
        shipping_option_id: p.cart.shipping_option_id,
      },
      p.input,
      p.store,
      now,
    );
    if (again.view.grandTotalCents !== p.expected || again.lines.length !== p.view.entries.length)
      throw new OrderNotWritten(409, CHECKOUT_MESSAGES.cartChanged);
    const lines = [...again.lines].sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1));
    for (const line of lines)
      if (!(await takeStock(trx, site.id, line.variant_id, line.quantity)))
        throw new OrderNotWritten(409, CHECKOUT_MESSAGES.unavailable(line.title));
    for (const code of again.view.validCoupons.map((c) => c.code).sort())
      if (!(await spendCoupon(trx, site.id, code)))
        throw new OrderNotWritten(409, CHECKOUT_MESSAGES.couponUsedUp);
    const number = await takeOrderNumber(trx, site.id);
    const orderId = newId();
    const view = again.view;
    const order: OrderRow = {
      website_id: site.id,
      id: orderId,
      number,
      cart_id: locked.id,
      idempotency_key: p.payment.idempotency_key,
      state: 'paid',
      email: p.input.email.trim(),
      shipping_address: p.input.shippingAddress ? JSON.stringify(p.input.shippingAddress) : null,
      billing_address: JSON.stringify(p.input.billingAddress ?? p.input.shippingAddress ?? null),
      shipping_option: view.selectedShippingOption ? JSON.stringify(view.selectedShippingOption) : null,
      currency: p.store.currency,
      subtotal_cents: view.subtotalCents,
      discount_cents: view.discountCents,
      shipping_cents: view.shippingCostCents,
      tax_cents: view.taxCents,
      grand_total_cents: view.grandTotalCents,
      refunded_cents: 0,
      coupon_codes: JSON.stringify(view.validCoupons.map((c) => c.code)),
      test_mode: p.store.testMode ? 1 : 0,
      cancelled: 0,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    const orderLines: OrderLineRow[] = again.lines.map((line, position) => ({
      website_id: site.id,
      id: newId(),
      order_id: orderId,
      position,
      product_id: line.product_id,
      variant_id: line.variant_id,
      product_type: line.product_type,
      title: line.title,
      sku: line.sku,
      option_values: line.option_values,
      unit_price_cents: view.entries[position]?.unitPriceCents ?? 0,
      quantity: line.quantity,
      fulfilled_quantity: 0,
      refunded_quantity: 0,
      download_asset_id: line.product_type === ProductType.digital ? line.digital_asset_id : null,
      download_count: 0,
    }));
    await insertOrder(trx, order, orderLines, {
      website_id: site.id,
      id: newId(),
      order_id: orderId,
      kind: 'placed',
      detail: JSON.stringify({ grandTotalCents: view.grandTotalCents, last4: p.payment.last4 }),
      account_id: null,
      created_at: now,
    });
    await updatePayment(trx, site.id, p.payment.id, { order_id: orderId, updated_at: now });
    // Purchased, and where it was sent: one update.
    await markCartPurchased(trx, site.id, locked.id, orderId, now, {
      shipping_location: p.cart.shipping_location,
      shipping_option_id: p.cart.shipping_option_id,
    });
    await enqueueJob(
      trx,
      orderPlacedJob,
      { orderId, ...(p.orderPageUrl ? { orderUrl: p.orderPageUrl(orderId) } : {}) },
      { websiteId: site.id, dedupeKey: `order-placed:${orderId}`, now },
    );
    return { order, orderLines, cartLines: again.lines };
  });
}
