import { blockRegistry } from '../blocks/registry.ts';
import type { Block } from '../blocks/types.ts';

/** Renders a layout. A block whose type is unknown (say, from a newer version) is skipped, not fatal. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="blocks">
      {blocks.map((block) => {
        const definition = blockRegistry[block.type];
        if (!definition) return null;
        const parsed = definition.schema.safeParse(block.data);
        if (!parsed.success) return null;
        return (
          <section
            className={`block block-${block.type}-wrapper`}
            key={block.id}
            data-block-id={block.id}
            data-block-type={block.type}
          >
            {definition.render(parsed.data, block)}
          </section>
        );
      })}
    </div>
  );
}
