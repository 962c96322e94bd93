import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandRegistry, islandTriggers } from './islands.ts';
import { blockDefinitions } from './registry.ts';

const here = dirname(fileURLToPath(import.meta.url));

describe('the runtime’s islands', () => {
  it('are found from the block folders, and are exactly the registry’s blocks that declare one', () => {
    const declaring = blockDefinitions.filter((definition) => definition.island);
    expect(Object.keys(islandTriggers).sort()).toEqual(declaring.map((definition) => definition.type).sort());
    for (const definition of declaring) expect(islandTriggers[definition.type]).toBe(definition.island);
    expect(Object.keys(islandRegistry).sort()).toEqual(declaring.map((d) => d.island?.selector).sort());
  });

  it('come from trigger modules that import nothing at run time but their island', () => {
    for (const type of Object.keys(islandTriggers)) {
      const source = readFileSync(join(here, type, 'trigger.ts'), 'utf8');
      const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*;/gm)].map((m) => m[0]);
      expect(staticImports, `${type}/trigger.ts`).toEqual([]);
      const dynamicImports = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
      expect(dynamicImports, `${type}/trigger.ts`).toEqual(['./island.ts']);
    }
  });
});
