// The layers hold: imports point one way (core ← site ← editor; core and site ← server), nothing
// imports the server, a route handler holds no query builder, SQL lives only in repositories, a
// feature never imports another feature's routes (only the route table gathers them), and inside the
// server imports run down its layers (SERVER_LAYERS, below), never up.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers (paths under packages/server/src), lowest first. A file belongs to the first
 * layer with a pattern matching its path; every other file belongs to a feature (one folder each).
 * A file imports its own layer or a lower one, never a higher one.
 */
const SERVER_LAYERS = [
  {
    layer: 'lowest',
    // Words every layer uses: the database edge and its transaction helper (db/), HTTP plumbing and the
    // route vocabulary (http/), names like cache tags and page paths (shared/), where the packages sit
    // on disk (paths.ts, directly in src/ as its relative path requires), and each feature's table
    // types, which db/schema.ts assembles into the Database type.
    paths: [/^db\//, /^http\//, /^shared\//, /^paths\.ts$/, /(^|\/)tables\.ts$/],
  },
  { layer: 'feature', paths: [] },
  {
    layer: 'composition',
    // What builds the processes out of the features: the route table and what reads it whole, the app
    // factory, the entry points, the configuration, the cluster and the job worker's process.
    paths: [
      /^routes\//,
      /^(app|serve|main|worker|config|buffer-slabs|idle-collection)\.ts$/,
      /^cluster\//,
      /^jobs\/worker-process\.ts$/,
    ],
  },
] as const;

type Layer = (typeof SERVER_LAYERS)[number]['layer'];

/**
 * The one file of a lower layer that may import a higher one, and only its types: http/context.ts's
 * AppContext, what the app factory builds once and every route handler is given (http/route.ts's
 * RouteInput), names the features' stores and caches it holds. Moved up into the composition, every
 * feature and the route vocabulary would import the composition instead; here its imports are types,
 * erased at run time, so no code runs up.
 */
const TYPES_MAY_RUN_UP = ['http/context.ts'];

const PACKAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every module a file imports or re-exports (static and dynamic), and whether only for its types. */
function importStatementsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /(?:import|export)(\s+type)?\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => ({ specifier: match[2] ?? match[3] ?? match[4] ?? '', typeOnly: match[1] !== undefined }));
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
  return importStatementsOf(file).map((statement) => statement.specifier);
}

function packageFiles(name: string, { tests = true } = {}): string[] {
  const files = sourceFiles(join(PACKAGES, name, 'src'));
  return tests ? files : files.filter((f) => !/\.test\.tsx?$/.test(f));
}

const TESSERA = /^@tessera\/([\w-]+)/;

function tesseraPackagesImported(file: string): string[] {
  return importsOf(file).flatMap((s) => TESSERA.exec(s)?.[1] ?? []);
}

/** A relative import that leaves the file's own package. */
function leavesPackage(file: string, specifier: string, name: string): boolean {
  if (!specifier.startsWith('.')) return false;
  return !resolve(dirname(file), specifier).startsWith(join(PACKAGES, name));
}

describe('layering', () => {
  it('core imports no other package and no Node or DOM module', () => {
    for (const file of packageFiles('core')) {
      for (const specifier of importsOf(file)) {
        const allowed =
          specifier.startsWith('.') || (file.endsWith('.test.ts') && /^(vitest|fast-check)$/.test(specifier));
        expect(allowed, `${relative(PACKAGES, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it.each([
    ['site', ['core']],
    ['editor', ['core', 'site']],
    ['server', ['core', 'site', 'server']],
  ])('%s imports only %j of the workspace', (name, allowed) => {
    for (const file of packageFiles(name)) {
      for (const imported of tesseraPackagesImported(file)) {
        expect(allowed, `${relative(PACKAGES, file)} imports @tessera/${imported}`).toContain(imported);
      }
      for (const specifier of importsOf(file)) {
        expect(
          leavesPackage(file, specifier, name),
          `${relative(PACKAGES, file)} reaches into ${specifier}`,
        ).toBe(false);
      }
    }
  });

  it('nothing imports the server', () => {
    for (const name of ['core', 'site', 'editor']) {
      for (const file of packageFiles(name)) {
        expect(tesseraPackagesImported(file), relative(PACKAGES, file)).not.toContain('server');
      }
    }
  });

  const serverFiles = packageFiles('server', { tests: false });
  const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

  it('keeps SQL in repositories (and the database edge)', () => {
    for (const file of serverFiles) {
      const path = relative(join(PACKAGES, 'server/src'), file);
      if (/(^|\/)repository\.ts$/.test(path) || path.startsWith('db/')) continue;
      expect(SQL.test(readFileSync(file, 'utf8')), `${path} holds SQL`).toBe(false);
    }
  });

  it('gives route handlers no query builder', () => {
    for (const file of serverFiles.filter((f) => /\/routes\.tsx?$/.test(f))) {
      const path = relative(join(PACKAGES, 'server/src'), file);
      for (const specifier of importsOf(file)) {
        expect(
          /^kysely$|\/db\/(database|site-scoped)\.ts$|\/repository\.ts$/.test(specifier),
          `${path} imports ${specifier}`,
        ).toBe(false);
      }
    }
  });

  it('loads node:http and node:https as CommonJS, never as ES modules (forms/webhook.ts says why)', () => {
    // Node 22 builds an ES module's facade by reading every export: node:http's lazy WebSocket then
    // loads undici, 10 MB of every serving process. A type import is erased and costs nothing.
    const esImport =
      /^import\s+(?!type\b)[^;]*?from\s+['"](node:)?https?['"]|(?<!typeof\s+)import\(\s*['"](node:)?https?['"]/m;
    expect(esImport.test("import { request } from 'node:http';"), 'the rule sees an import').toBe(true);
    expect(esImport.test("const { get } = await import('https');"), 'and a dynamic one').toBe(true);
    expect(esImport.test("import type { IncomingMessage } from 'node:http';")).toBe(false);
    expect(esImport.test("require('node:http') as typeof import('node:http');")).toBe(false);
    for (const file of serverFiles) {
      const path = relative(join(PACKAGES, 'server/src'), file);
      expect(
        esImport.test(readFileSync(file, 'utf8')),
        `${path} imports node:http or node:https as a module`,
      ).toBe(false);
    }
  });

  it("lets only the route table import a feature's routes", () => {
    for (const file of serverFiles) {
      const path = relative(join(PACKAGES, 'server/src'), file);
      if (path === 'routes/table.ts') continue;
      for (const specifier of importsOf(file)) {
        expect(
          /\/routes\.tsx?$/.test(specifier) && !specifier.startsWith('./'),
          `${path} imports ${specifier}`,
        ).toBe(false);
      }
    }
  });

  it('keeps server tests fit to share their worker (vitest.config.ts: isolate false)', () => {
    // A mocked module, a stubbed global or a changed environment would leak into the next file.
    const leaks =
      /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;
    for (const file of packageFiles('server').filter((f) => /\.test\.tsx?$/.test(f))) {
      const path = relative(join(PACKAGES, 'server/src'), file);
      expect(leaks.test(readFileSync(file, 'utf8')), `${path} changes what other files share`).toBe(false);
    }
  });
});

// ——— The server's layers (SERVER_LAYERS, at the top) ———

const SERVER_SRC = join(PACKAGES, 'server/src');

function layerOf(path: string): Layer {
  return SERVER_LAYERS.find((row) => row.paths.some((pattern) => pattern.test(path)))?.layer ?? 'feature';
}

function rankOf(path: string): number {
  const layer = layerOf(path);
  return SERVER_LAYERS.findIndex((row) => row.layer === layer);
}

/** One import between two of the server's files, by their paths under src/. */
interface ServerImport {
  from: string;
  to: string;
  typeOnly: boolean;
}

function serverImports(files: readonly string[]): ServerImport[] {
  return files.flatMap((file) =>
    importStatementsOf(file)
      .filter(({ specifier }) => specifier.startsWith('.'))
      .map(({ specifier, typeOnly }) => ({
        from: relative(SERVER_SRC, file),
        to: relative(SERVER_SRC, resolve(dirname(file), specifier)),
        typeOnly,
      })),
  );
}

/** The named exception: types only, erased at run time, so they take no part in layers or circles. */
function excepted({ from, typeOnly }: ServerImport): boolean {
  return typeOnly && TYPES_MAY_RUN_UP.includes(from);
}

/** The imports from files of layer `from` to a higher layer, as "a imports b". */
function upwardImports(imports: readonly ServerImport[], from: Layer): string[] {
  return imports
    .filter((i) => layerOf(i.from) === from && rankOf(i.to) > rankOf(i.from) && !excepted(i))
    .map((i) => `${i.from} imports ${i.to}`);
}

/**
 * What a file counts as in the folder graph: its top folder, or itself when it sits directly in src/
 * or belongs to another layer than its folder (a feature's table types, the job worker's process).
 */
function nodeOf(path: string): string {
  const [top = path] = path.split('/');
  return top === path || layerOf(path) !== layerOf(`${top}/`) ? path : top;
}

function reachable(start: string, next: ReadonlyMap<string, ReadonlySet<string>>): Set<string> {
  const seen = new Set<string>();
  const stack = [...(next.get(start) ?? [])];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...(next.get(node) ?? []));
  }
  return seen;
}

/** The import circles between folders: each group of two or more that reach each other, sorted. */
function folderCircles(imports: readonly ServerImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const i of imports.filter((i) => !excepted(i))) {
    const [from, to] = [nodeOf(i.from), nodeOf(i.to)];
    if (from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  const reach = new Map([...next.keys()].map((node) => [node, reachable(node, next)]));
  const circles = new Map<string, string[]>();
  for (const [node, reached] of reach) {
    const circle = [node, ...[...reached].filter((other) => reach.get(other)?.has(node) && other !== node)];
    if (circle.length > 1) circles.set(circle.sort().join(), circle);
  }
  return [...circles.values()];
}

/**
 * The feature folders still in one import circle (issue 32 left it: breaking it means taking apart
 * the page types' reads of content, the jobs registry and the seed). No other folder may join a circle.
 */
const KNOWN_FEATURE_CIRCLE = [
  'assets',
  'blog',
  'census',
  'comments',
  'commerce',
  'consent',
  'content',
  'contributors',
  'experiments',
  'forms',
  'gallery',
  'identity',
  'jobs',
  'mail',
  'members',
  'newsletters',
  'overlays',
  'pages',
  'render',
  'search',
  'seed',
  'site-design',
  'websites',
];

/** The folders in a circle that are not features, or not in the known circle. */
function strayCircleFolders(circles: readonly string[][]): string[] {
  return circles
    .flat()
    .filter((node) => layerOf(`${node}/`) !== 'feature' || !KNOWN_FEATURE_CIRCLE.includes(node));
}

describe("the server's layers", () => {
  const imports = serverImports(packageFiles('server', { tests: false }));
  const plant = (from: string, to: string, typeOnly = false): ServerImport => ({ from, to, typeOnly });

  it('reads the imports between its files', () => {
    expect(imports).toContainEqual(plant('forms/routes.ts', 'http/route.ts'));
    expect(imports).toContainEqual(plant('http/context.ts', 'render/cache.ts', true));
  });

  it('keeps the lowest layer from importing a feature or the composition', () => {
    expect(upwardImports(imports, 'lowest')).toEqual([]);
  });

  it('keeps features from importing the composition', () => {
    expect(upwardImports(imports, 'feature')).toEqual([]);
  });

  it('lets no folder but the known features join an import circle', () => {
    expect(strayCircleFolders(folderCircles(imports))).toEqual([]);
  });

  it('sees planted upward imports, and lets only the named types run up', () => {
    expect(upwardImports([plant('http/cookies.ts', 'pages/define.ts')], 'lowest')).toEqual([
      'http/cookies.ts imports pages/define.ts',
    ]);
    expect(upwardImports([plant('shared/cache-tags.ts', 'routes/table.ts', true)], 'lowest')).toHaveLength(1);
    expect(upwardImports([plant('http/route.ts', 'members/sessions.ts', true)], 'lowest')).toHaveLength(1);
    expect(upwardImports([plant('forms/routes.ts', 'routes/openapi.ts')], 'feature')).toHaveLength(1);
    expect(upwardImports([plant('seed/first-start.ts', 'app.ts')], 'feature')).toHaveLength(1);
    expect(upwardImports([plant('http/context.ts', 'render/cache.ts')], 'lowest')).toHaveLength(1);
    expect(upwardImports([plant('http/context.ts', 'render/cache.ts', true)], 'lowest')).toEqual([]);
    expect(upwardImports([plant('db/schema.ts', 'forms/tables.ts', true)], 'lowest')).toEqual([]);
    expect(upwardImports([plant('routes/table.ts', 'forms/routes.ts')], 'composition')).toEqual([]);
  });

  it('sees planted circles', () => {
    const lowest = folderCircles([plant('db/a.ts', 'shared/b.ts'), plant('shared/b.ts', 'db/c.ts')]);
    expect(lowest).toEqual([['db', 'shared']]);
    expect(strayCircleFolders(lowest)).toEqual(['db', 'shared']);
    const joined = folderCircles([plant('forms/a.ts', 'events/b.ts'), plant('events/b.ts', 'forms/c.ts')]);
    expect(strayCircleFolders(joined)).toEqual(['events']);
    expect(folderCircles([plant('db/schema.ts', 'forms/tables.ts'), plant('forms/a.ts', 'db/b.ts')])).toEqual(
      [],
    );
  });
});

// ——— Closed doors: a feature's repository, its tables and the migrations ———
// A feature's repository.ts is its own: another folder calls the feature's service or its index.ts.
// Each table is declared in one feature's tables.ts (db/schema.ts assembles them, the one import the
// lowest layer makes of a feature folder, which SERVER_LAYERS allows by putting tables.ts there), and
// only the repositories of that feature write it. A migration is frozen: it imports no code that a
// later change to a feature (or to core's and site's functions) could change under it.

/** One import between the server's files, by their paths under src/. */
interface Edge {
  from: string;
  to: string;
}

/** Imports of a repository.ts from outside its folder (a folder below it is part of it). */
function foreignRepositoryImports(edges: readonly Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      if (!/(^|\/)repository\.ts$/.test(to)) return false;
      const home = dirname(to);
      return dirname(from) !== home && !dirname(from).startsWith(`${home}/`);
    })
    .map(({ from, to }) => `${from} imports ${to}`);
}

/** The tables a tables.ts declares: the keys of its `…Tables` interface. */
function tablesDeclared(source: string): string[] {
  const body = /export interface \w+Tables \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? '');
}

/**
 * Every table a repository's source writes: Kysely's writes, the bulk statements of
 * db/bulk-write.ts (their `table:`) and raw SQL. A table named by an expression, not a literal,
 * shows as `(expression)`.
 */
function tablesWritten(source: string): string[] {
  const calls = [
    ...source.matchAll(/\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*([^,)]*)/g),
  ];
  const bulk = [...source.matchAll(/\btable:\s*'(\w+)',/g)].map((match) => `'${match[1]}'`);
  const raw = [...source.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)].flatMap(([, text = '']) =>
    [...text.matchAll(/\b(?:insert\s+into|delete\s+from|update)\s+(?!set\b)(\$\{[^}]*\}|\w+)/gi)].map(
      (match) => (match[1]?.startsWith('$') ? match[1] : `'${match[1]}'`),
    ),
  );
  return [...calls.map((match) => (match[1] ?? '').trim()), ...bulk, ...raw].map((argument) => {
    const literal = /^['"](\w+)(?:\s+as\s+\w+)?['"]$/.exec(argument);
    return literal ? (literal[1] ?? '') : `(${argument})`;
  });
}

/**
 * A repository's writes to tables its feature does not declare. `named` lists the tables its writes
 * by expression reach (WRITES_BY_EXPRESSION); such a write with none named is a failure too.
 */
function foreignWrites(source: string, own: readonly string[], named: readonly string[] = []): string[] {
  const written = tablesWritten(source).flatMap((table) => (table.startsWith('(') ? named : [table]));
  const unnamed = tablesWritten(source).some((table) => table.startsWith('(')) && named.length === 0;
  return [
    ...new Set([...written.filter((table) => !own.includes(table)), ...(unnamed ? ['(unnamed)'] : [])]),
  ];
}

/**
 * The repositories that write a table named by an expression, and the tables it may be: each must
 * still be the feature's own.
 */
const WRITES_BY_EXPRESSION: Record<string, readonly string[]> = {
  // A batch of raw events or performance records (writeRawRows), the raw tables' trim
  'census/repository.ts': ['census_hits', 'census_events', 'census_performance', 'census_editor_events'],
  // A scheduled item or collection published (its TABLES)
  'content/scheduled/repository.ts': ['items', 'collections'],
  // A purged page's layouts and their revisions
  'content/trash/repository.ts': ['layouts', 'layout_revisions'],
};

/** The tables.ts a repository's feature declares its tables in: the nearest at or above its folder. */
function featureTablesOf(repository: string, exists: (path: string) => boolean): string | undefined {
  for (let folder = dirname(repository); folder !== '.'; folder = dirname(folder)) {
    if (exists(`${folder}/tables.ts`)) return `${folder}/tables.ts`;
  }
  return undefined;
}

/** What a migration may import: kysely, db/'s own files, and types of core and site. */
function migrationImportViolations(source: string): string[] {
  const statements = [...source.matchAll(/^(?:import|export)\s+([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)];
  const dynamic = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
  const typesOnly = (clause: string) =>
    /^type\s/.test(clause) ||
    (/^\{[^}]*\}$/.test(clause) &&
      clause
        .slice(1, -1)
        .split(',')
        .every((name) => /^\s*(type\s|$)/.test(name)));
  return [
    ...statements
      .filter(([, clause = '', specifier = '']) => {
        if (specifier === 'kysely' || /^\.\/[^/]+$/.test(specifier)) return false;
        return !(/^@tessera\/(core|site)$/.test(specifier) && typesOnly(clause.trim()));
      })
      .map(([statement]) => statement.replace(/\s+/g, ' ')),
    ...dynamic.map((specifier) => `import('${specifier}')`),
  ];
}

describe('closed doors', () => {
  const serverSource = packageFiles('server', { tests: false });
  const under = (file: string) => relative(SERVER_SRC, file);
  const edges = serverSource.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: under(file), to: under(resolve(dirname(file), specifier)) })),
  );
  const exists = (path: string) => serverSource.some((file) => under(file) === path);

  it("imports a feature's repository.ts only from its own folder", () => {
    expect(foreignRepositoryImports(edges)).toEqual([]);
  });

  it('sees a planted cross-feature repository import', () => {
    expect(
      foreignRepositoryImports([
        { from: 'seed/demo.ts', to: 'content/repository.ts' },
        { from: 'commerce/cart/service.ts', to: 'commerce/catalogue/repository.ts' },
        { from: 'census/service.ts', to: 'census/rollups/repository.ts' },
        { from: 'forms/captcha/check.ts', to: 'forms/repository.ts' },
        { from: 'forms/service.ts', to: 'forms/repository.ts' },
      ]),
    ).toEqual([
      'seed/demo.ts imports content/repository.ts',
      'commerce/cart/service.ts imports commerce/catalogue/repository.ts',
      'census/service.ts imports census/rollups/repository.ts',
    ]);
  });

  it("declares every table in one feature's tables.ts, which holds types alone", () => {
    const tablesFiles = serverSource.filter((file) => /(^|\/)tables\.ts$/.test(under(file)));
    const declared = tablesFiles.flatMap((file) => tablesDeclared(readFileSync(file, 'utf8')));
    expect(declared.length, 'tables declared').toBeGreaterThan(60);
    expect(declared.filter((table, index) => declared.indexOf(table) !== index)).toEqual([]);
    // In the lowest layer (SERVER_LAYERS) because it imports nothing a feature could change.
    for (const file of tablesFiles) {
      expect(
        importsOf(file).filter((specifier) => specifier !== 'kysely'),
        under(file),
      ).toEqual([]);
    }
  });

  it("has each repository write only its own feature's tables", () => {
    const repositories = serverSource.filter((f) => /(^|\/)repository\.ts$/.test(under(f)));
    expect(repositories.length).toBeGreaterThan(30);
    for (const file of repositories) {
      const path = under(file);
      const tables = featureTablesOf(path, exists);
      const own = tables ? tablesDeclared(readFileSync(join(SERVER_SRC, tables), 'utf8')) : [];
      const source = readFileSync(file, 'utf8');
      expect(foreignWrites(source, own, WRITES_BY_EXPRESSION[path]), `${path} writes`).toEqual([]);
    }
  });

  it("sees planted writes to another feature's tables", () => {
    const own = ['forms', 'form_submissions'];
    expect(foreignWrites("scope.insertInto('forms', row); db.deleteFrom('form_submissions')", own)).toEqual(
      [],
    );
    expect(foreignWrites("db.updateTable('websites').set(x)", own)).toEqual(['websites']);
    expect(foreignWrites("db.insertInto('items as i')", own)).toEqual(['items']);
    expect(foreignWrites("await sql`update items set data = '{}'`.execute(db)", own)).toEqual(['items']);
    expect(
      foreignWrites('sql`insert into forms (id) values (1) on conflict do update set id = 1`', own),
    ).toEqual([]);
    expect(foreignWrites("const s = { table: 'census_daily', columns }", own)).toEqual(['census_daily']);
    expect(foreignWrites("const visible = (table: 'c' | 'i') => ref(table)", own)).toEqual([]);
    expect(foreignWrites('trx.deleteFrom(table).where(x)', own)).toEqual(['(unnamed)']);
    expect(foreignWrites('trx.deleteFrom(table).where(x)', own, ['forms'])).toEqual([]);
    expect(foreignWrites('trx.deleteFrom(table).where(x)', own, ['jobs'])).toEqual(['jobs']);
    expect(featureTablesOf('census/rollups/repository.ts', (p) => p === 'census/tables.ts')).toBe(
      'census/tables.ts',
    );
    expect(featureTablesOf('seed/repository.ts', () => false)).toBeUndefined();
  });

  it('lets a migration import only kysely, db/ files, and types of core and site', () => {
    const migrations = serverSource.filter((f) => /^db\/migrations?[-.]/.test(under(f)));
    expect(migrations.length).toBeGreaterThan(20);
    for (const file of migrations) {
      expect(migrationImportViolations(readFileSync(file, 'utf8')), under(file)).toEqual([]);
    }
  });

  it('sees a planted migration importing feature code', () => {
    const allowed = [
      "import { type Kysely, sql } from 'kysely';",
      "import { newId } from './ids.ts';",
      "import type { FormDefinition } from '@tessera/core';",
      "import { type Section, type Block } from '@tessera/site';",
    ];
    expect(migrationImportViolations(allowed.join('\n'))).toEqual([]);
    const planted = [
      "import { productRowsFromItemData } from '../commerce/catalogue/item-data.ts';",
      "import { newFormField, type FormFieldType } from '@tessera/core';",
      "import { z } from 'zod';",
      "const m = await import('../forms/legacy.ts');",
    ];
    expect(migrationImportViolations(planted.join('\n'))).toHaveLength(4);
  });
});
