// Uploaded files live on disk under DATA_DIR/assets/{websiteId}/, their records in the assets table.
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { findAssetByName, insertAsset } from './repository.ts';

export const ASSET_NAME_PATTERN = /^[\w.-]{1,200}$/;

export class AssetStore {
  constructor(
    private readonly db: Db,
    private readonly root: string,
  ) {}

  private pathOf(websiteId: string, name: string): string {
    return join(this.root, websiteId, name);
  }

  async put(
    websiteId: string,
    file: {
      name: string;
      contentType: string;
      bytes: Uint8Array;
      width?: number;
      height?: number;
      alt?: string;
    },
  ): Promise<{ id: string }> {
    if (!ASSET_NAME_PATTERN.test(file.name) || file.name.startsWith('.'))
      throw new Error(`Bad asset name ${file.name}`);
    await mkdir(join(this.root, websiteId), { recursive: true });
    await writeFile(this.pathOf(websiteId, file.name), file.bytes);
    const row = {
      id: newId(),
      name: file.name,
      content_type: file.contentType,
      size: file.bytes.byteLength,
      width: file.width ?? null,
      height: file.height ?? null,
      alt: file.alt ?? '',
      created_at: Date.now(),
    };
    await insertAsset(siteScoped(this.db, websiteId), row);
    return { id: row.id };
  }

  async open(websiteId: string, name: string) {
    if (!ASSET_NAME_PATTERN.test(name) || name.startsWith('.')) return null;
    const row = await findAssetByName(siteScoped(this.db, websiteId), name);
    if (!row) return null;
    const path = this.pathOf(websiteId, name);
    try {
      const info = await stat(path);
      return { row, size: info.size, stream: () => createReadStream(path) };
    } catch {
      return null;
    }
  }
}
