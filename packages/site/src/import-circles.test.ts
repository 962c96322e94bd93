// No module of the site package reaches itself again through its imports, type-only imports included
// (a dynamic import, an island's load, does not count: it runs later, on demand). A circle makes the
// order modules load in matter, and it ties layers together: blocks → gallery designs → page → blocks
// was one of 27 files, until the section model moved below the registry (blocks/section.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each module → the modules of the package it imports statically. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)]
        .map((match) => resolve(dirname(file), match[1] ?? ''))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** One circle through the graph, as a list of modules from the package's src, or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      const circle = visit(target);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle.map((module) => relative(here, module));
  }
  return null;
}

describe('the site package’s imports', () => {
  it('hold no circle', () => {
    const graph = importGraph(sourceFiles(here));
    expect(graph.size).toBeGreaterThan(100);
    expect(findCircle(graph)).toBeNull();
  });

  it('would show one: a planted circle is found', () => {
    const graph = new Map([
      ['/a', ['/b']],
      ['/b', ['/c']],
      ['/c', ['/a']],
    ]);
    expect(findCircle(graph)?.length).toBe(4);
  });
});
