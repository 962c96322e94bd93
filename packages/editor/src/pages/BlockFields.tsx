import type { Layout } from '@tessera/site/config-api.ts';
import { Field } from '../ui/Field.tsx';
import { blockLabel, editableText } from './blocks.ts';
import { blockFieldKey } from './save-page.ts';

interface BlockFieldsProps {
  layout: Layout | null;
  texts: Record<string, string>;
  errors: Record<string, string>;
  onChange: (blockId: string, text: string) => void;
}

/** The page's blocks in order: heading and text as fields, the rest by name until the block editor. */
export function BlockFields({ layout, texts, errors, onChange }: BlockFieldsProps) {
  if (layout === null || layout.blocks.length === 0) {
    return <p className="panel-note">This page has no content blocks.</p>;
  }
  return (
    <ol className="block-list">
      {layout.blocks.map((block, index) => {
        const label = blockLabel(block, index);
        const text = texts[block.id];
        if (editableText(block) === null || text === undefined) {
          return (
            <li key={block.id} className="block-readonly">
              {label} <span className="panel-note">(not editable here yet)</span>
            </li>
          );
        }
        return (
          <li key={block.id}>
            <Field label={label} error={errors[blockFieldKey(block.id)]}>
              {(control) =>
                block.type === 'text' ? (
                  <textarea
                    {...control}
                    rows={6}
                    value={text}
                    onChange={(e) => onChange(block.id, e.target.value)}
                  />
                ) : (
                  <input
                    {...control}
                    type="text"
                    value={text}
                    onChange={(e) => onChange(block.id, e.target.value)}
                  />
                )
              }
            </Field>
          </li>
        );
      })}
    </ol>
  );
}
