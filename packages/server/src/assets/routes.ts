// The assets feature's entries in the route table: a site's uploaded files (spec: "/s/ prefix — File
// links"), the list of its images for the config area's pickers, and the asset library's calls:
// list and search, upload, rename, mark members-only or public, delete.
import {
  FILE_NAME_REQUIRED_MESSAGE,
  MEMBERS_ONLY_FILE_MAX_AREAS,
  MEMBERS_ONLY_FILE_MESSAGES,
  Permission,
} from '@tessera/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachmentDisposition, isShownInline } from '../http/attachment.ts';
import { ifNoneMatchHits } from '../http/conditional.ts';
import { type AnyRoute, defineRoute, PUBLIC, type RouteInput, requires } from '../http/route.ts';
import type { CropQuery } from './crop.ts';
import {
  deleteFile,
  fileProcessing,
  listFiles,
  renameFile,
  setFileMembersOnly,
  storeUpload,
} from './library.ts';
import { assetFile, fileProcessingState, memberAreaChoice, siteImage } from './schemas.ts';
import { listSiteImages, openFileFor, publicVariant } from './service.ts';
import { readUpload } from './upload.ts';

const fileId = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Not a file id.') });
const MAX_TITLE_LENGTH = 200;
const fileTitle = z
  .string()
  .trim()
  .min(1, FILE_NAME_REQUIRED_MESSAGE)
  .max(MAX_TITLE_LENGTH, `A file name has at most ${MAX_TITLE_LENGTH} characters.`);

const cropQuery = {
  crop: z.string().max(20).optional(),
  ratio: z.string().max(20).optional(),
  focal: z.string().max(40).optional(),
};

const areaIds = z
  .array(z.string().regex(/^[0-9a-f]{24}$/, MEMBERS_ONLY_FILE_MESSAGES.notAnArea))
  .min(1, MEMBERS_ONLY_FILE_MESSAGES.areasRequired)
  .max(MEMBERS_ONLY_FILE_MAX_AREAS, MEMBERS_ONLY_FILE_MESSAGES.tooManyAreas);

/**
 * No such file, and a members-only file this request may not open, get this same answer (not 403:
 * that would tell that the file exists). Never stored by a shared cache, which could otherwise hand a
 * visitor's 404 to a member asking for the same address.
 */
function fileNotFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('File not found.');
}

/**
 * How long a file may be kept: a public one an hour by anyone (then revalidated by its ETag); a
 * members-only one by nobody (no shared cache, nor the browser's own store, where the next person on
 * a shared computer would find it).
 */
const cacheControlOf = (membersOnly: boolean) => (membersOnly ? 'private, no-store' : 'public, max-age=3600');

/**
 * Both forms of the spec's `sizeFormat` answer here: a file as it is, or (with a width of the
 * ladder) its rendition, with the same caching, ETag and Vary rules. Who may open a members-only file
 * is decided before anything else (the width, the rendition cache on disk), so a refusal is the same
 * 404 as a missing file whatever else the address asks for.
 */
async function serveFile(
  {
    ctx,
    request,
    reply,
    site,
  }: Pick<RouteInput<unknown, unknown, unknown, 'site'>, 'ctx' | 'request' | 'reply' | 'site'>,
  name: string,
  query: CropQuery & { format?: string | undefined },
) {
  const opened = await openFileFor(ctx, request, site, name);
  if (!opened) return fileNotFound(reply);
  const { file: asset, membersOnly } = opened;
  const { format } = query;
  const variant = format && (await publicVariant(ctx, asset, { ...query, format }, request.headers.accept));
  if (variant) {
    reply
      .header('cache-control', cacheControlOf(membersOnly))
      .header('etag', variant.etag)
      .header('vary', 'Accept');
    if (ifNoneMatchHits(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    return reply.type(variant.contentType).send(variant.bytes);
  }
  reply
    // Public: an hour, then the browser asks again with the ETag and most often gets a bodiless 304.
    .header('cache-control', cacheControlOf(membersOnly))
    .header('etag', asset.etag)
    // An uploaded SVG could carry script: never let it run in the site's origin.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (!isShownInline(asset.row.content_type)) {
    reply.header('content-disposition', attachmentDisposition(asset.row.name));
  }
  if (ifNoneMatchHits(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
  return reply.type(asset.row.content_type).header('content-length', asset.size).send(asset.stream());
}

const fileName = z.string().max(200);

export const assetRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/s/:name',
    host: 'site',
    tag: 'assets',
    summary:
      'An uploaded file of the site; for a raster image `format=750w` (a width of the size ladder) asks for that rendition, as AVIF, WebP or JPEG by the Accept header, cropped to `ratio` (width/height) by `crop` (content-fill, fill, cover around `focal` x,y; content-fit, fit, contain inside)',
    params: z.object({ name: fileName }),
    query: z.object({ format: z.string().max(20).optional(), ...cropQuery }),
    answer: { kind: 'file', contentType: 'the file’s own', description: 'The file' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: (input) => serveFile(input, input.params.name, input.query),
  }),
  // The spec's `sizeFormat` filename form: the width is a path segment after the file's own name
  // (`/s/kiln.jpg/750w`), so the name keeps its extension and the address stays a plain path a
  // cache or CDN that ignores query strings still tells apart. core's imageSrcForWidth writes it.
  defineRoute({
    method: 'GET',
    path: '/s/:name/:format',
    host: 'site',
    tag: 'assets',
    summary:
      'The rendition of an uploaded raster image at a width of the size ladder given after its name (`/s/kiln.jpg/750w`, the file-name form of `sizeFormat`); otherwise as `/s/:name?format=750w`',
    params: z.object({ name: fileName, format: z.string().max(20) }),
    query: z.object(cropQuery),
    answer: { kind: 'file', contentType: 'the file’s own', description: 'The rendition' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: (input) => serveFile(input, input.params.name, { ...input.query, format: input.params.format }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/assets',
    host: 'site',
    tag: 'assets',
    summary: "The site's uploaded images, newest first, for the config area's image pickers",
    answer: { kind: 'json', schema: z.object({ assets: z.array(siteImage) }), description: 'The images' },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ assets: await listSiteImages(ctx, site) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/files',
    host: 'site',
    tag: 'assets',
    summary:
      "The site's files for the asset library, newest first; `q` keeps those whose name holds it. With them the site's member areas, for marking a file members-only",
    query: z.object({ q: z.string().max(200).optional() }),
    answer: {
      kind: 'json',
      schema: z.object({ files: z.array(assetFile), memberAreas: z.array(memberAreaChoice) }),
      description: 'The files, and the member areas',
    },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, query }) => listFiles(ctx, site, query.q ?? ''),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/files',
    host: 'site',
    tag: 'assets',
    summary:
      'Uploads a file: its bytes as application/octet-stream, its name in `name`. What it is comes from its content; 413 and 415 carry the message to show',
    query: z.object({ name: fileTitle }),
    fileBody: true,
    answer: {
      kind: 'json',
      status: 201,
      schema: z.object({ file: assetFile }),
      description: 'The stored file',
    },
    access: requires(Permission.content),
    crumb: true,
    // An owner dropping a folder of photos sends many at once; a flood is cut off.
    rateLimit: { max: 120, windowMs: 60_000 },
    handler: async ({ ctx, site, request, reply, query }) => {
      const upload = await readUpload(request, query.name);
      const file = await storeUpload(ctx, site, query.name, upload);
      reply.code(201);
      return { file };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/files/:id/processing',
    host: 'site',
    tag: 'assets',
    summary:
      "Where a file's processing after upload stands (a raster image's renditions, made by a job on the worker): the asset library polls it while the file is `processing`; 404 once the file is deleted",
    params: fileId,
    answer: {
      kind: 'json',
      schema: z.object({ processing: fileProcessingState }),
      description: 'The processing state',
    },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => fileProcessing(ctx, site, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/files/:id',
    host: 'site',
    tag: 'assets',
    summary: 'Renames a file: its name in the library; its address stays, so pages that show it keep it',
    params: fileId,
    body: z.object({ title: fileTitle }),
    answer: { kind: 'json', schema: z.object({ file: assetFile }), description: 'The renamed file' },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      file: await renameFile(ctx, site, params.id, body.title),
    }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/files/:id/members-only',
    host: 'site',
    tag: 'assets',
    summary:
      'Marks a file members-only: its address (the file, its sizes, its download) then answers only members signed in to one of `areaIds` and contributors who may preview; anyone else gets 404, as for a missing file, and nobody caches it',
    params: fileId,
    body: z.object({ areaIds }),
    answer: { kind: 'json', schema: z.object({ file: assetFile }), description: 'The marked file' },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      file: await setFileMembersOnly(ctx, site, params.id, body.areaIds),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/files/:id/members-only',
    host: 'site',
    tag: 'assets',
    summary: 'Takes the members-only mark off a file: anyone with its address may open it again',
    params: fileId,
    answer: { kind: 'json', schema: z.object({ file: assetFile }), description: 'The public file' },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => ({
      file: await setFileMembersOnly(ctx, site, params.id, null),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/files/:id',
    host: 'site',
    tag: 'assets',
    summary: 'Deletes a file; blocks that showed it render without it',
    params: fileId,
    answer: { kind: 'empty', description: 'Deleted' },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params }) => deleteFile(ctx, site, params.id),
  }),
];
