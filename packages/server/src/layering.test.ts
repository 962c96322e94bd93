// The layers hold: imports point one way (core ← site ← editor; core and site ← server), nothing
// imports the server, a route handler holds no query builder, SQL lives only in repositories, and a
// feature never imports another feature's routes (only the route table gathers them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(
    /(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
  )) {
    specifiers.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return specifiers;
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
