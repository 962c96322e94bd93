import type { ReactNode } from 'react';
import type { Section } from '../blocks/layout.ts';
import { blockDefinition } from '../blocks/registry.ts';
import type { Block } from '../blocks/types.ts';
import { focalClasses } from '../blocks/values.ts';
import { Picture } from './Picture.tsx';

/**
 * One block. A block of a type this version does not know, at another version than its type's (the
 * server migrates on read, so this is data it could not migrate), or whose data its schema refuses,
 * is left out rather than taking the page down.
 */
function BlockView({ block }: { block: Block }) {
  const definition = blockDefinition(block.type);
  if (!definition || block.version !== definition.version) return null;
  const parsed = definition.schema.safeParse(block.data);
  if (!parsed.success) return null;
  const slots: ReactNode[] = definition.slots
    ? (block.slots ?? []).map((slot) => slot.map((child) => <BlockView key={child.id} block={child} />))
    : [];
  return (
    <div
      className={`block block-${block.type}-wrapper`}
      data-block-id={block.id}
      data-block-type={block.type}
    >
      {definition.render(parsed.data, { block, loaded: block.loaded, slots })}
    </div>
  );
}

function LayoutSection({ section }: { section: Section }) {
  const { background } = section;
  const classes = [
    'section',
    `section-theme-${section.theme}`,
    `section-width-${section.width}`,
    `section-padding-${section.padding}`,
    background.kind !== 'none' ? `section-background-${background.kind}` : '',
  ].filter(Boolean);
  return (
    <section className={classes.join(' ')} data-section-id={section.id}>
      {background.kind === 'image' && (
        // Decoration: the section's content says what matters.
        <Picture
          image={{ ...background.image, alt: '' }}
          className={`section-bg ${focalClasses(background.focalPoint)}`}
        />
      )}
      <div className="section-inner">
        {section.blocks.map((block) => (
          <BlockView key={block.id} block={block} />
        ))}
      </div>
    </section>
  );
}

/** Renders a layout: its sections in order, each with its blocks. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div className="sections">
      {sections.map((section) => (
        <LayoutSection key={section.id} section={section} />
      ))}
    </div>
  );
}
