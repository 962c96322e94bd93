// The asset library's operations: a site's files listed and searched, uploaded (checked by their
// content, SVG sanitised, image sizes read), renamed (the display name only), marked members-only or
// public again, and deleted.
import {
  type FileType,
  fileProcessingStateAt,
  imageDimensions,
  MEMBERS_ONLY_FILE_MESSAGES,
  unsupportedFileTypeMessage,
} from '@tessera/core';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { areaChoices } from '../members/area-membership.ts';
import { markedAreaIds, storedAreaIds } from './members-only.ts';
import { enqueueRenditions, needsProcessing } from './renditions-job.ts';
import { findAssetById, listAssets, renameAsset, setMemberAreaIds, takenAssetNames } from './repository.ts';
import type { AssetFile, MemberAreaChoice } from './schemas.ts';
import { sanitiseSvg } from './svg.ts';
import type { AssetsTable } from './tables.ts';
import { dominantColour, isResizable } from './variants.ts';

/** At most this many files in one list: a search finds the rest. */
export const LIST_LIMIT = 500;
export const NO_SUCH_FILE = 'This file does not exist (it may have been deleted).';

export function assetFile(row: Selectable<AssetsTable>, now = Date.now()): AssetFile {
  return {
    id: row.id,
    title: row.title || row.name,
    name: row.name,
    src: `/s/${row.name}`,
    contentType: row.content_type,
    kind: kindOf(row.content_type),
    size: Number(row.size),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    alt: row.alt,
    memberAreaIds: markedAreaIds(row.member_area_ids),
    processing: processingOf(row, now),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Where the file's processing stands now; a file with nothing to process is done. */
function processingOf(row: Selectable<AssetsTable>, now: number): AssetFile['processing'] {
  return fileProcessingStateAt(row.processing ?? 'done', Number(row.created_at), now);
}

/** One file's processing state, which the library polls while it is processing; 404 once it is gone. */
export async function fileProcessing(
  ctx: AppContext,
  website: Website,
  id: string,
): Promise<{ processing: AssetFile['processing'] }> {
  const row = await findAssetById(siteScoped(ctx.db, website.id), id);
  if (!row) throw new HttpError(404, NO_SUCH_FILE);
  return { processing: processingOf(row, Date.now()) };
}

function kindOf(contentType: string): AssetFile['kind'] {
  const top = contentType.split('/')[0];
  return top === 'image' || top === 'audio' || top === 'video' ? top : 'document';
}

/** The library: the files (searched), and the site's member areas a file can be marked for. */
export async function listFiles(
  ctx: AppContext,
  website: Website,
  search: string,
): Promise<{ files: AssetFile[]; memberAreas: MemberAreaChoice[] }> {
  const [rows, memberAreas] = await Promise.all([
    listAssets(siteScoped(ctx.db, website.id), search.trim(), LIST_LIMIT),
    areaChoices(ctx.db, website.id),
  ]);
  return { files: rows.map(assetFile), memberAreas };
}

/**
 * The address name for an uploaded file: its name without the extension, in lower-case letters,
 * digits and hyphens ('Kiln at dusk (2).JPG' → 'kiln-at-dusk-2'), with the extension of what it
 * really is. A plain text file keeps .csv or .md, which say more than .txt.
 */
export function addressName(fileName: string, type: FileType): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const given = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const extension = type.extension === 'txt' && (given === 'csv' || given === 'md') ? given : type.extension;
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'file'}.${extension}`;
}

/** The first of name, name-2, name-3… the site does not hold yet (a random suffix after that). */
async function freeName(ctx: AppContext, website: Website, name: string): Promise<string> {
  const dot = name.lastIndexOf('.');
  const [base, extension] = [name.slice(0, dot), name.slice(dot)];
  const candidates = [name, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}${extension}`)];
  const taken = await takenAssetNames(siteScoped(ctx.db, website.id), candidates);
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${Date.now().toString(36)}${extension}`;
}

export async function storeUpload(
  ctx: AppContext,
  website: Website,
  fileName: string,
  upload: { bytes: Buffer; type: FileType },
): Promise<AssetFile> {
  let bytes: Uint8Array = upload.bytes;
  if (upload.type.contentType === 'image/svg+xml') {
    const clean = sanitiseSvg(upload.bytes.toString('utf8'));
    if (clean === null) {
      const message = unsupportedFileTypeMessage(fileName);
      throw new HttpError(415, message, { file: message });
    }
    bytes = Buffer.from(clean);
  }
  const size = upload.type.kind === 'image' ? imageDimensions(bytes) : null;
  const placeholder = isResizable(upload.type.contentType) ? await dominantColour(bytes) : null;
  // Only raster images with a rendition smaller than themselves: a document, an SVG or a thumbnail
  // costs the worker nothing.
  const processing = needsProcessing(upload.type.contentType, size?.width ?? null) ? 'processing' : null;
  const title = fileName.trim();
  for (let attempt = 0; ; attempt++) {
    const name = await freeName(ctx, website, addressName(title, upload.type));
    try {
      const { id } = await ctx.assets.put(website.id, {
        name,
        title,
        contentType: upload.type.contentType,
        bytes,
        width: size?.width ?? null,
        height: size?.height ?? null,
        placeholder,
        processing,
      });
      // Queued once the file is on disk. Should queueing fail, the upload still stands: its state
      // turns 'incomplete' at the deadline, and /s/ makes renditions on request as before.
      if (processing) await enqueueRenditions(ctx.db, website.id, id).catch(() => undefined);
      const row = await findAssetById(siteScoped(ctx.db, website.id), id);
      if (!row) throw new Error(`The upload ${id} is gone`);
      return assetFile(row);
    } catch (error) {
      // Another upload took the name in between: the next free one.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

export async function renameFile(
  ctx: AppContext,
  website: Website,
  id: string,
  title: string,
): Promise<AssetFile> {
  const scope = siteScoped(ctx.db, website.id);
  if (!(await renameAsset(scope, id, title))) throw new HttpError(404, NO_SUCH_FILE);
  const row = await findAssetById(scope, id);
  if (!row) throw new HttpError(404, NO_SUCH_FILE);
  return assetFile(row);
}

/**
 * Marks the file members-only for these areas of the site (each must exist), or, with null, makes it
 * public again. Nothing cached needs dropping: /s/ reads the mark with the record on every request,
 * in every process, and pages hold only the file's address. Browsers and shared caches that kept the
 * public file before it was marked may keep it for the hour its caching allowed.
 */
export async function setFileMembersOnly(
  ctx: AppContext,
  website: Website,
  id: string,
  areaIds: readonly string[] | null,
): Promise<AssetFile> {
  const scope = siteScoped(ctx.db, website.id);
  let stored: string | null = null;
  if (areaIds !== null) {
    if (areaIds.length === 0) throw badRequest({ areaIds: MEMBERS_ONLY_FILE_MESSAGES.areasRequired });
    const existing = new Set((await areaChoices(ctx.db, website.id)).map((area) => area.id));
    if (!areaIds.every((areaId) => existing.has(areaId)))
      throw badRequest({ areaIds: MEMBERS_ONLY_FILE_MESSAGES.unknownArea });
    stored = storedAreaIds(areaIds);
  }
  if (!(await setMemberAreaIds(scope, id, stored))) throw new HttpError(404, NO_SUCH_FILE);
  const row = await findAssetById(scope, id);
  if (!row) throw new HttpError(404, NO_SUCH_FILE);
  return assetFile(row);
}

/**
 * Deletes the file. Blocks that show it keep its address, so the published page still renders, only
 * without that image (the editor's picker no longer offers it); the file cannot come back.
 */
export async function deleteFile(ctx: AppContext, website: Website, id: string): Promise<void> {
  if (!(await ctx.assets.remove(website.id, id))) throw new HttpError(404, NO_SUCH_FILE);
}
