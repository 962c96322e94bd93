// The client builds (site runtime and config area), served from their Vite output folders with
// their manifests read once at start. Their files are read then too and held in memory in the brotli
// and gzip forms the build wrote beside them (vite-precompress.ts at the repository's root; about
// 1.2 MB, nearly all of it the config area's), and sent in the form the browser accepts. A file's
// uncompressed bytes are held only when it has no compressed form (images, fonts): for the rare
// client that takes neither encoding they are read from disk, which kept 2.2 MB of every serving
// process's memory for a request that hardly comes. The names carry a content hash, so a file read
// later is the file the manifest named, or gone (a 404).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { PACKAGES_DIR } from '../paths.ts';
import { type Encoding, negotiateEncoding, varyOnAcceptEncoding } from './compress.ts';
import { type AnyRoute, defineRoute, PUBLIC } from './route.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface BuiltEntry {
  script: string;
  css: string[];
  preload: string[];
}

export interface ClientBuilds {
  site: BuiltEntry | null;
  editor: BuiltEntry | null;
}

const BUILDS = {
  site: { dir: join(PACKAGES_DIR, 'site/dist'), base: '/static/site/', entry: 'src/runtime/main.ts' },
  editor: { dir: join(PACKAGES_DIR, 'editor/dist'), base: '/static/editor/', entry: 'src/main.tsx' },
} as const;

function readEntry(build: (typeof BUILDS)[keyof typeof BUILDS]): BuiltEntry | null {
  const manifestPath = join(build.dir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[build.entry];
  if (!entry) return null;
  const preload = (entry.imports ?? []).map((key) => manifest[key]?.file).filter((f): f is string => !!f);
  return {
    script: build.base + entry.file,
    css: (entry.css ?? []).map((f) => build.base + f),
    preload: preload.map((f) => build.base + f),
  };
}

export function loadClientBuilds(): ClientBuilds {
  // The files are read with the manifests, so the two describe the same build.
  for (const build of Object.values(BUILDS)) staticFilesOf(build.dir);
  return { site: readEntry(BUILDS.site), editor: readEntry(BUILDS.editor) };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The suffix of each precompressed form, in the order the server prefers them. */
const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticFile {
  contentType: string;
  /** Where the uncompressed bytes are */
  path: string;
  /** The uncompressed bytes, held only when there is no compressed form */
  body: Buffer | null;
  /** The forms the build wrote beside the file (none for images and fonts, or when not smaller) */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The keys of `encoded`, brotli first */
  encodings: Encoding[];
}

/** The relative paths of the regular files under `dir`, '/'-separated; dot-folders and links left out. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** The file's bytes, or null if it went away since the folder was listed (a build under way). */
function readIfThere(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** Every file of a build's output folder that we serve, by its path under the folder. */
export function readStaticFiles(dir: string): ReadonlyMap<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) return files;
  const present = new Set(filesUnder(dir));
  for (const relative of present) {
    const contentType = CONTENT_TYPES[extname(relative)];
    if (!contentType) continue;
    const path = join(dir, relative);
    const file: StaticFile = { contentType, path, body: null, encoded: {}, encodings: [] };
    for (const [encoding, suffix] of Object.entries(SUFFIXES) as [Encoding, string][]) {
      const bytes = present.has(relative + suffix) ? readIfThere(path + suffix) : null;
      if (!bytes) continue;
      file.encoded[encoding] = bytes;
      file.encodings.push(encoding);
    }
    if (file.encodings.length === 0) file.body = readIfThere(path);
    if (file.encodings.length > 0 || file.body) files.set(relative, file);
  }
  return files;
}

const loaded = new Map<string, ReadonlyMap<string, StaticFile>>();

/** A build's files, read on first use (at start, by loadClientBuilds) and then kept. */
export function staticFilesOf(dir: string): ReadonlyMap<string, StaticFile> {
  let files = loaded.get(dir);
  if (!files) {
    files = readStaticFiles(dir);
    loaded.set(dir, files);
  }
  return files;
}

/** A path inside the folder that names no dotfile: '..', '.vite/manifest.json' and '/etc' are not. */
function isServablePath(dir: string, relative: string): boolean {
  if (relative.split('/').some((segment) => segment.startsWith('.')) || relative.includes('\\')) return false;
  return normalize(join(dir, relative)).startsWith(dir + sep);
}

/** The route serving one build's output folder under `base` ('/static/site/'). */
export function staticRoute(build: { dir: string; base: string }): AnyRoute {
  return defineRoute({
    method: 'GET',
    path: `${build.base}*`,
    host: 'everywhere',
    tag: 'static',
    summary: `A file of the ${build.base.split('/')[2]} build (hashed name, cached for a year)`,
    answer: { kind: 'file', contentType: 'by extension', description: 'The file' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    page: true,
    handler: async ({ request, reply }) => {
      const relative = (request.params as { '*': string })['*'];
      const file = isServablePath(build.dir, relative) ? staticFilesOf(build.dir).get(relative) : undefined;
      if (!file) return reply.code(404).send({ error: 'Not found.' });
      const encoding = negotiateEncoding(request.headers['accept-encoding'], file.encodings);
      const encoded = encoding ? file.encoded[encoding] : undefined;
      const body = encoded ?? file.body ?? (await readFile(file.path).catch(() => null));
      if (!body) return reply.code(404).send({ error: 'Not found.' });
      // Built files carry a content hash in their names, so they never change.
      reply.type(file.contentType).header('cache-control', 'public, max-age=31536000, immutable');
      // A file without a compressed form (an image, a font) is the same for every browser.
      if (file.encodings.length > 0) varyOnAcceptEncoding(reply);
      if (encoding && encoded) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  });
}

/** The hashed files of both client builds, from their Vite output folders. */
export const staticRoutes: AnyRoute[] = Object.values(BUILDS).map(staticRoute);
