import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadBlockData } from './load.ts';
import { DEFAULT_SECTION_SETTINGS, type Section } from './section.ts';
import { renderBlock } from './testing.ts';
import { type AnyBlockDefinition, type BlockDataSources, defineBlock } from './types.ts';

const sources: BlockDataSources = { form: async () => null, mailingList: async () => null };

// No block of this version needs server data (the image block keeps its size in its data), so the
// hook is proved with a block made for the test: a list of the site's newest products.
const latest = defineBlock({
  type: 'latest-products',
  version: 1,
  label: 'Latest products',
  category: 'media',
  schema: z.object({ count: z.number().int().min(1).max(12) }),
  defaults: { count: 3 },
  fields: { count: { kind: 'number', label: 'How many', min: 1, max: 12 } },
  load: async ({ count }, { websiteId }) =>
    Array.from({ length: count }, (_, i) => `${websiteId} product ${i + 1}`),
  render: (_data, { loaded }) => (
    <ul>
      {loaded.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ul>
  ),
});

const definitionOf = (type: string) =>
  type === latest.type ? (latest as unknown as AnyBlockDefinition) : undefined;

function page(...blocks: Section['blocks']): Section[] {
  return [{ id: 's', ...DEFAULT_SECTION_SETTINGS, blocks }];
}

describe('loadBlockData', () => {
  it('gives each block with a load what it loaded, for its render to read', async () => {
    const given = page({ id: 'p', type: 'latest-products', version: 1, data: { count: 2 } });
    const sections = await loadBlockData(given, { websiteId: 'w1', locale: 'en-US', sources }, definitionOf);
    const block = sections[0]?.blocks[0];
    expect(block?.loaded).toEqual(['w1 product 1', 'w1 product 2']);
    // The sections given may be shared (a server keeps them): they are left as they were.
    expect(given[0]?.blocks[0]?.loaded).toBeUndefined();
    expect(
      renderBlock(latest as unknown as AnyBlockDefinition, { count: 2 }, { loaded: block?.loaded }),
    ).toBe('<ul><li>w1 product 1</li><li>w1 product 2</li></ul>');
  });

  it('loads nothing for blocks without a load, with bad data, or at another version', async () => {
    const load = vi.spyOn(latest, 'load');
    const sections = page(
      { id: 'h', type: 'heading', version: 1, data: { text: 'Hi', level: 2 } },
      { id: 'bad', type: 'latest-products', version: 1, data: { count: 99 } },
      { id: 'old', type: 'latest-products', version: 0, data: { count: 1 } },
    );
    const loaded = await loadBlockData(sections, { websiteId: 'w1', locale: 'en-US', sources }, definitionOf);
    expect(load).not.toHaveBeenCalled();
    expect(loaded[0]?.blocks.every((block) => block.loaded === undefined)).toBe(true);
  });
});
