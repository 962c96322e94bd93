// The client builds (site runtime and config area), served from their Vite output folders with
// their manifests read once at start.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyRoute, defineRoute, PUBLIC } from '../routes/define.ts';

const packagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

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
  site: { dir: join(packagesDir, 'site/dist'), base: '/static/site/', entry: 'src/runtime/main.ts' },
  editor: { dir: join(packagesDir, 'editor/dist'), base: '/static/editor/', entry: 'src/main.tsx' },
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

/** The hashed files of both client builds, from their Vite output folders. */
export const staticRoutes: AnyRoute[] = Object.values(BUILDS).map((build) =>
  defineRoute({
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
      const path = normalize(join(build.dir, relative));
      const type = CONTENT_TYPES[extname(path)];
      if (!path.startsWith(build.dir + sep) || relative.startsWith('.') || !type)
        return reply.code(404).send({ error: 'Not found.' });
      try {
        const body = await readFile(path);
        // Built files carry a content hash in their names, so they never change.
        return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
      } catch {
        return reply.code(404).send({ error: 'Not found.' });
      }
    },
  }),
);
