// All SQL of orders (0014): the order, its lines (and the downloads spent of them) and timeline, and
// the store's payment records. An order is found by its id, its cart or its checkout's idempotency
// key, each unique.

import { type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { olderThan, type PagePosition } from '../../db/newest-first.ts';
import { siteScoped } from '../../db/site-scoped.ts';
import type { OrderEventsTable, OrderLinesTable, OrdersTable, PaymentsTable } from './tables.ts';

export type OrderRow = OrdersTable;
export type OrderLineRow = OrderLinesTable;
export type PaymentRow = PaymentsTable;

export function selectOrder(db: Db, websiteId: string, id: string, { lock = false } = {}) {
  return siteScoped(db, websiteId)
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .$if(lock && isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The order of a number, as the owner knows it (the config area's address of an order). */
export function selectOrderIdByNumber(db: Db, websiteId: string, number: number) {
  return siteScoped(db, websiteId)
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirst();
}

/** The order a checkout key or a cart already made, if any. */
export function selectOrderByKeyOrCart(
  db: Db,
  websiteId: string,
  idempotencyKey: string,
  cartId: string | null,
) {
  return siteScoped(db, websiteId)
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      cartId
        ? eb.or([eb('idempotency_key', '=', idempotencyKey), eb('cart_id', '=', cartId)])
        : eb('idempotency_key', '=', idempotencyKey),
    )
    .executeTakeFirst();
}

export function selectOrderLines(db: Db, websiteId: string, orderId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export async function insertOrder(
  db: Db,
  order: OrdersTable,
  lines: OrderLinesTable[],
  event: OrderEventsTable,
) {
  await db.insertInto('orders').values(order).execute();
  await db.insertInto('order_lines').values(lines).execute();
  await db.insertInto('order_events').values(event).execute();
}

/** The payment record for a checkout key, made unless it exists: whether this call made it. */
export async function insertPayment(db: Db, row: PaymentsTable): Promise<boolean> {
  const inserted = await db
    .insertInto('payments')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function selectPaymentByKey(db: Db, websiteId: string, idempotencyKey: string) {
  return siteScoped(db, websiteId)
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function updatePayment(
  db: Db,
  websiteId: string,
  id: string,
  change: Partial<
    Pick<PaymentsTable, 'status' | 'charge_id' | 'order_id' | 'last4' | 'refunded_cents' | 'updated_at'>
  >,
) {
  await siteScoped(db, websiteId).updateTable('payments').set(change).where('id', '=', id).execute();
}

/** Payments left in `status` since before `before`, for the reconciliation job (any site). */
export function selectStalePayments(db: Db, status: PaymentsTable['status'], before: number, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', status)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

export async function insertOrderEvent(db: Db, event: OrderEventsTable) {
  await db.insertInto('order_events').values(event).execute();
}

export async function selectWebsiteTitle(db: Db, websiteId: string): Promise<string> {
  const row = await db.selectFrom('websites').select('title').where('id', '=', websiteId).executeTakeFirst();
  return row?.title ?? '';
}

export interface OrderListQuery {
  q: string;
  state: string | null;
  /** Orders older than this (created_at, id), for the next page */
  before: PagePosition | null;
  limit: number;
}

/** The name an address column holds (the addresses are JSON text), in lower case; null without one. */
function addressName(db: Db, column: 'shipping_address' | 'billing_address') {
  return isPostgres(db)
    ? sql<string | null>`lower(${sql.ref(column)}::json ->> 'name')`
    : sql<string | null>`lower(json_extract(${sql.ref(column)}, '$.name'))`;
}

/** The owner's list: newest first, by number, email, the buyer's name or state. */
export function selectOrderPage(db: Db, websiteId: string, query: OrderListQuery) {
  const q = query.q.trim().toLowerCase();
  // LIKE's own wildcards in what the owner typed match themselves.
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (value: RawBuilder<unknown>) => sql<boolean>`${value} like ${pattern} escape '\\'`;
  return siteScoped(db, websiteId)
    .selectFrom('orders')
    .selectAll()
    .$if(q !== '', (b) =>
      b.where((eb) =>
        eb.or([
          like(sql`lower(${sql.ref('email')})`),
          // An order number as shown ('00042', '#42') or part of one; digits only.
          ...(/^#?\d+$/.test(q)
            ? [eb(eb.cast('number', 'text'), 'like', `%${q.replace(/^#?0*(?=\d)/, '')}%`)]
            : []),
          like(addressName(db, 'shipping_address')),
          like(addressName(db, 'billing_address')),
        ]),
      ),
    )
    .$if(query.state !== null, (b) => b.where('state', '=', query.state ?? ''))
    .$if(query.before !== null, (b) => b.where(olderThan(query.before as PagePosition, 'created_at', 'id')))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
}

/** The order's timeline with who did each thing (null: the buyer or the system). */
export function selectOrderTimeline(db: Db, websiteId: string, orderId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('order_events')
    .leftJoin('accounts', 'accounts.id', 'order_events.account_id')
    .select([
      'order_events.kind',
      'order_events.detail',
      'order_events.created_at',
      'accounts.display_name',
      'accounts.email as account_email',
    ])
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.created_at')
    .orderBy('order_events.id')
    .execute();
}

export function selectOrderEvents(db: Db, websiteId: string, orderId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function selectOrderPayments(db: Db, websiteId: string, orderId: string) {
  return siteScoped(db, websiteId)
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
}

/** Writes an order's new facts from the version it was read at (under its lock). */
export async function updateOrder(
  db: Db,
  websiteId: string,
  id: string,
  change: Partial<Pick<OrdersTable, 'state' | 'refunded_cents' | 'cancelled' | 'version' | 'updated_at'>>,
) {
  await siteScoped(db, websiteId).updateTable('orders').set(change).where('id', '=', id).execute();
}

export async function updateOrderLine(
  db: Db,
  websiteId: string,
  id: string,
  change: Partial<Pick<OrderLinesTable, 'fulfilled_quantity' | 'refunded_quantity'>>,
) {
  await siteScoped(db, websiteId).updateTable('order_lines').set(change).where('id', '=', id).execute();
}

export function selectOrderEvent(db: Db, websiteId: string, id: string) {
  return siteScoped(db, websiteId)
    .selectFrom('order_events')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Counts one download when fewer than `limit` were made: one conditional update, so two at once can
 * never both take the last one.
 */
export async function spendDownload(
  db: Db,
  websiteId: string,
  lineId: string,
  limit: number,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('order_lines')
    .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
    .where('id', '=', lineId)
    .where('download_count', '<', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
