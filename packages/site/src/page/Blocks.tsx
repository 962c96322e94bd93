import type { ReactNode, Ref } from 'react';
import type { Section, SectionSettings } from '../blocks/section.ts';
import { shownBlock } from '../blocks/shown.ts';
import type { AnyBlockDefinition, Block } from '../blocks/types.ts';
import { focalClasses } from '../blocks/values.ts';
import { Picture } from './Picture.tsx';

/**
 * A block's element around what its type renders. The published page and the editor's canvas both
 * render blocks through this, so the owner edits exactly what visitors get; the canvas passes `ref`
 * (Puck's drag handle) and its slots as drop zones.
 */
export function BlockFrame({
  block,
  definition,
  data,
  slots,
  inline,
  ref,
}: {
  block: Block;
  definition: AnyBlockDefinition;
  /** The data as the type's schema parsed it */
  data: unknown;
  slots: ReactNode[];
  /** The canvas's in-place editors (RenderContext.inline) */
  inline?: Partial<Record<string, ReactNode>>;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      className={`block block-${block.type}-wrapper`}
      data-block-id={block.id}
      data-block-type={block.type}
      ref={ref}
    >
      {definition.render(data, { block, loaded: block.loaded, slots, inline })}
    </div>
  );
}

/** One block, unless the page leaves it out (blocks/shown.ts says when). */
function BlockView({ block }: { block: Block }) {
  const shown = shownBlock(block);
  if (!shown) return null;
  const { definition, data } = shown;
  const slots: ReactNode[] = definition.slots
    ? (block.slots ?? []).map((slot) => slot.map((child) => <BlockView key={child.id} block={child} />))
    : [];
  return <BlockFrame block={block} definition={definition} data={data} slots={slots} />;
}

/** A section's element, background and settings; `children` is its `.section-inner` element. */
export function SectionFrame({
  section,
  children,
  ref,
}: {
  section: SectionSettings & { id: string };
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  const { background } = section;
  const classes = [
    'section',
    `section-theme-${section.theme}`,
    `section-width-${section.width}`,
    `section-padding-${section.padding}`,
    background.kind !== 'none' ? `section-background-${background.kind}` : '',
  ].filter(Boolean);
  return (
    <section className={classes.join(' ')} data-section-id={section.id} ref={ref}>
      {background.kind === 'image' && background.image && (
        // Decoration: the section's content says what matters.
        <Picture
          image={{ ...background.image, alt: '' }}
          sizes="100vw"
          className={`section-bg ${focalClasses(background.focalPoint)}`}
        />
      )}
      {children}
    </section>
  );
}

/** Renders a layout: its sections in order, each with its blocks. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div className="sections">
      {sections.map((section) => (
        <SectionFrame key={section.id} section={section}>
          <div className="section-inner">
            {section.blocks.map((block) => (
              <BlockView key={block.id} block={block} />
            ))}
          </div>
        </SectionFrame>
      ))}
    </div>
  );
}
