// Digital downloads: what an order's page offers (each file with how many downloads are left and
// until when, by core's rules), and taking one download by its signed link.
import {
  DOWNLOAD_LIMIT,
  DOWNLOAD_MESSAGES,
  type DownloadState,
  downloadExpiresAt,
  downloadState,
  downloadsLeft,
} from '@tessera/core';
import type { AssetStore } from '../../assets/store.ts';
import type { Db } from '../../db/database.ts';
import { spendDownload } from '../orders/index.ts';
import { checkDownloadToken, downloadToken } from './links.ts';
import { type DownloadLineRow, selectDownloadLine, selectDownloadLines } from './repository.ts';

export const FILE_GONE_MESSAGE = 'This file is no longer available. Contact the store for a copy.';

export interface OrderDownload {
  lineId: string;
  title: string;
  /** The file's name as the library shows it */
  fileName: string;
  /** The signed link's token, posted to /commerce/downloads/{token} */
  token: string;
  state: DownloadState | 'gone';
  left: number;
  expiresAt: number;
  /** Why it cannot be downloaded; null when it can */
  message: string | null;
}

function stateOf(row: DownloadLineRow, now: number): OrderDownload['state'] {
  if (!row.asset_name) return 'gone';
  const refunded =
    Number(row.grand_total_cents) > 0 && Number(row.refunded_cents) >= Number(row.grand_total_cents);
  const closed = row.cancelled === 1 || refunded || row.refunded_quantity >= row.quantity;
  return downloadState({ purchasedAt: Number(row.order_created_at), count: row.download_count, closed }, now);
}

function messageOf(state: OrderDownload['state']): string | null {
  if (state === 'available') return null;
  return state === 'gone' ? FILE_GONE_MESSAGE : DOWNLOAD_MESSAGES[state];
}

export async function orderDownloads(
  db: Db,
  site: { id: string; secret: string },
  orderId: string,
  now: number,
): Promise<OrderDownload[]> {
  const rows = await selectDownloadLines(db, site.id, orderId);
  return rows.map((row) => {
    const state = stateOf(row, now);
    return {
      lineId: row.line_id,
      title: row.title,
      fileName: row.asset_title ?? row.asset_name ?? '',
      token: downloadToken(site.secret, site.id, orderId, row.line_id),
      state,
      left: downloadsLeft(row.download_count),
      expiresAt: downloadExpiresAt(Number(row.order_created_at)),
      message: messageOf(state),
    };
  });
}

export type DownloadOutcome =
  | { kind: 'file'; file: NonNullable<Awaited<ReturnType<AssetStore['open']>>>; fileName: string }
  /** Not a link this site made: nothing to show but that */
  | { kind: 'invalid' }
  /** A real link that cannot be used now: the order's page says why */
  | { kind: 'refused'; orderId: string };

/** One download by its signed link: counted only when the file is there to send. */
export async function takeDownload(
  db: Db,
  assets: AssetStore,
  site: { id: string; secret: string },
  token: string,
  now: number,
): Promise<DownloadOutcome> {
  const link = checkDownloadToken(site.secret, site.id, token);
  if (!link) return { kind: 'invalid' };
  const row = await selectDownloadLine(db, site.id, link.orderId, link.lineId);
  if (!row) return { kind: 'invalid' };
  if (stateOf(row, now) !== 'available' || !row.asset_name) return { kind: 'refused', orderId: link.orderId };
  const file = await assets.open(site.id, row.asset_name);
  if (!file || !(await spendDownload(db, site.id, row.line_id, DOWNLOAD_LIMIT)))
    return { kind: 'refused', orderId: link.orderId };
  return { kind: 'file', file, fileName: row.asset_name };
}
