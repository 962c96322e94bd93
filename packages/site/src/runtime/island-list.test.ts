import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandRegistry, islandTriggers } from './island-list.ts';

const here = dirname(fileURLToPath(import.meta.url));

describe('the runtime’s one list of islands', () => {
  it('holds every trigger.ts of the package, each with a selector of its own', () => {
    const triggers = Object.values(islandTriggers);
    expect(triggers.length).toBeGreaterThan(10);
    expect(Object.keys(islandRegistry)).toHaveLength(triggers.length);
  });

  it('comes from trigger modules that import nothing at run time but their island (or the chrome chunk)', () => {
    for (const path of Object.keys(islandTriggers)) {
      const source = readFileSync(join(here, path), 'utf8');
      const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*;/gm)].map((m) => m[0]);
      expect(staticImports, path).toEqual([]);
      const dynamicImports = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
      // Its own island, or the page chrome's islands joined in one chunk (chrome-chunk.ts).
      expect(dynamicImports, path).toHaveLength(1);
      expect(dynamicImports[0], path).toMatch(/^\.\/island\.ts$|\/runtime\/chrome-chunk\.ts$/);
    }
  });
});
