// The SQL of digital downloads: which file a line was sold with, spending one download, and whether
// an uploaded file is a product's (then /s/ does not serve it).
import type { Db } from '../../db/database.ts';
import { siteScoped } from '../../db/site-scoped.ts';

export async function attachDigitalFile(db: Db, websiteId: string, productId: string, assetId: string) {
  await siteScoped(db, websiteId)
    .updateTable('products')
    .set({ digital_asset_id: assetId })
    .where('id', '=', productId)
    .execute();
}

export async function isFileForSale(db: Db, websiteId: string, assetId: string): Promise<boolean> {
  const row = await siteScoped(db, websiteId)
    .selectFrom('products')
    .select('id')
    .where('digital_asset_id', '=', assetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

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
