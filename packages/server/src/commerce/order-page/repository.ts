// The reads of digital downloads: which file an order's line was sold with, with the order and the
// file. Spending a download is the orders' write (commerce/orders/index.ts).
import type { Db } from '../../db/database.ts';

export interface DownloadLineRow {
  line_id: string;
  order_id: string;
  title: string;
  quantity: number;
  refunded_quantity: number;
  download_asset_id: string | null;
  download_count: number;
  order_created_at: number;
  cancelled: number;
  grand_total_cents: number;
  refunded_cents: number;
  asset_name: string | null;
  asset_title: string | null;
}

function downloadLines(db: Db, websiteId: string, orderId: string) {
  // A join, so the site's id is matched on every table by hand: each join matches the line's.
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', (j) =>
      j.onRef('o.website_id', '=', 'l.website_id').onRef('o.id', '=', 'l.order_id'),
    )
    .leftJoin('assets as a', (j) =>
      j.onRef('a.website_id', '=', 'l.website_id').onRef('a.id', '=', 'l.download_asset_id'),
    )
    .select([
      'l.id as line_id',
      'l.order_id',
      'l.title',
      'l.quantity',
      'l.refunded_quantity',
      'l.download_asset_id',
      'l.download_count',
      'o.created_at as order_created_at',
      'o.cancelled',
      'o.grand_total_cents',
      'o.refunded_cents',
      'a.name as asset_name',
      'a.title as asset_title',
    ])
    .where('l.website_id', '=', websiteId)
    .where('l.order_id', '=', orderId)
    .where('l.download_asset_id', 'is not', null);
}

export function selectDownloadLines(db: Db, websiteId: string, orderId: string): Promise<DownloadLineRow[]> {
  return downloadLines(db, websiteId, orderId).orderBy('l.position').execute();
}

export function selectDownloadLine(db: Db, websiteId: string, orderId: string, lineId: string) {
  return downloadLines(db, websiteId, orderId).where('l.id', '=', lineId).executeTakeFirst();
}
