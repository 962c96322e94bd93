// Uploaded files live on disk under DATA_DIR/assets/{websiteId}/, their records in the assets table.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { deleteAsset, findAssetById, findAssetByName, insertAsset } from './repository.ts';
import { VariantCache } from './variants.ts';

export const ASSET_NAME_PATTERN = /^[\w.-]{1,200}$/;

/**
 * An uploaded file's validator. Names are chosen by people, not made from the content, and a name
 * is taken once per site: a file stored again under its name is a new record (a new id), and a
 * file changed on disk has a new modification time (and most often a new size).
 */
export function assetEtag(id: string, size: number, modifiedMs: number): string {
  return `"${id}-${size.toString(36)}-${Math.trunc(modifiedMs).toString(36)}"`;
}

/** Where a site's file of that name lives under the assets folder */
export function assetPath(root: string, websiteId: string, name: string): string {
  return join(root, websiteId, name);
}

export class AssetStore {
  /** Ladder renditions, inside the store's folder (no site id and no file name starts with a dot) */
  readonly variants: VariantCache;

  constructor(
    private readonly db: Db,
    private readonly root: string,
  ) {
    this.variants = new VariantCache(join(root, '.variants'));
  }

  /** Where the file of that name lives on disk */
  pathOf(websiteId: string, name: string): string {
    return assetPath(this.root, websiteId, name);
  }

  async put(
    websiteId: string,
    file: {
      name: string;
      /** The name shown in the asset library; the address name by default */
      title?: string;
      contentType: string;
      bytes: Uint8Array;
      width?: number | null;
      height?: number | null;
      placeholder?: string | null;
      alt?: string;
      /** 'processing' when a job is to make its renditions (renditions-job.ts) */
      processing?: 'processing' | null;
    },
  ): Promise<{ id: string }> {
    if (!ASSET_NAME_PATTERN.test(file.name) || file.name.startsWith('.'))
      throw new Error(`Bad asset name ${file.name}`);
    const row = {
      id: newId(),
      name: file.name,
      title: file.title ?? file.name,
      content_type: file.contentType,
      size: file.bytes.byteLength,
      width: file.width ?? null,
      height: file.height ?? null,
      alt: file.alt ?? '',
      placeholder: file.placeholder ?? null,
      processing: file.processing ?? null,
      created_at: Date.now(),
    };
    // The record first: its unique name claims the file's place on disk, so two uploads under one
    // name cannot write over each other (the second fails on the constraint and writes nothing).
    const scope = siteScoped(this.db, websiteId);
    await insertAsset(scope, row);
    try {
      await mkdir(join(this.root, websiteId), { recursive: true });
      await writeFile(this.pathOf(websiteId, file.name), file.bytes);
    } catch (error) {
      await deleteAsset(scope, row.id);
      throw error;
    }
    return { id: row.id };
  }

  /** Removes a file's record, then the file; false when the site has no file of that id. */
  async remove(websiteId: string, id: string): Promise<boolean> {
    const scope = siteScoped(this.db, websiteId);
    const row = await findAssetById(scope, id);
    if (!row || !(await deleteAsset(scope, id))) return false;
    await rm(this.pathOf(websiteId, row.name), { force: true });
    await this.variants.remove(`${websiteId}/${id}`);
    return true;
  }

  /** Whether the site has a file of that name on record (its bytes may still be on their way). */
  async has(websiteId: string, name: string): Promise<boolean> {
    return (await findAssetByName(siteScoped(this.db, websiteId), name)) !== undefined;
  }

  async open(websiteId: string, name: string) {
    if (!ASSET_NAME_PATTERN.test(name) || name.startsWith('.')) return null;
    const row = await findAssetByName(siteScoped(this.db, websiteId), name);
    if (!row) return null;
    const path = this.pathOf(websiteId, name);
    try {
      const info = await stat(path);
      return {
        row,
        size: info.size,
        path,
        etag: assetEtag(row.id, info.size, info.mtimeMs),
        stream: () => createReadStream(path),
      };
    } catch {
      return null;
    }
  }
}
