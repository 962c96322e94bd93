// Issue 33, "Constants with no effect": each of core's limits (core/src/limits.ts, section 9 of both
// spec documents) is read by the product somewhere outside tests, or it is not declared. A constant
// for a feature that does not exist is deleted with a note where it stood, not kept unused.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const LIMITS_FILE = join(PACKAGES, 'core/src/limits.ts');

/**
 * Limits the product reads under another name, held equal by a test: the chunk loader is Vite's
 * preload helper and imports nothing (chunk-loader.test.ts holds its 120 s equal to core's).
 */
const COPIED_WHERE_NOTHING_IS_IMPORTED: Record<string, string> = {
  CHUNK_SCRIPT_TIMEOUT_MS: 'site/src/runtime/chunk-loader.ts',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** What limits.ts declares: its exported constants and functions, read from its text. */
const declared = [...readFileSync(LIMITS_FILE, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map(
  (match) => match[1] ?? '',
);

describe("issue 33 'Constants with no effect': every limit in core/src/limits.ts is used", () => {
  const sources = ['core', 'site', 'editor', 'server']
    .flatMap((pkg) => sourceFiles(join(PACKAGES, pkg, 'src')))
    .filter((path) => path !== LIMITS_FILE)
    .map((path) => withoutComments(readFileSync(path, 'utf8')));
  // Read by another module, or by a rule of limits.ts itself that is (its own declaration aside).
  const own = withoutComments(readFileSync(LIMITS_FILE, 'utf8'));
  const used = (name: string) =>
    sources.some((text) => new RegExp(`\\b${name}\\b`).test(text)) ||
    (own.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0) > 1;

  it('reads each one outside tests', () => {
    const unused = declared.filter((name) => !used(name) && !(name in COPIED_WHERE_NOTHING_IS_IMPORTED));
    expect(unused).toEqual([]);
  });

  it('names only declared limits as copied, and finds the ones it knows', () => {
    expect(declared).toEqual(
      expect.arrayContaining(['MAX_PRODUCTS_PER_COLLECTION', 'RELATIVE_TIME_REFRESH_MS']),
    );
    for (const name of Object.keys(COPIED_WHERE_NOTHING_IS_IMPORTED)) expect(declared, name).toContain(name);
  });
});
