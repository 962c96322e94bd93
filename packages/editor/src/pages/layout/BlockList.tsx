// A list of blocks (a section's, or one column's): each block with its panel and its Move up, Move
// down and Remove buttons, and a way to add a block of any type the registry has. Focus follows the
// block that moved, and goes somewhere sensible after a removal, so it all works from the keyboard.

import {
  type AnyBlockDefinition,
  BLOCK_CATEGORIES,
  type Block,
  blockDefinition,
  newBlock,
  typesAllowedIn,
} from '@tessera/site';
import { useEffect, useId, useRef, useState } from 'react';
import { type Errors, FieldsEditor } from '../fields/FieldsEditor.tsx';
import { MoveTools, move } from './MoveTools.tsx';

interface BlockListProps {
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  /** The path of this list in the layout: 'sections.0.blocks' or 'sections.0.blocks.3.slots.1' */
  path: string;
  errors: Errors;
  /** What the list is, for the add control: 'section 1', 'column 2 of block 3' */
  name: string;
  /** The container holding this list; containers cannot go inside one */
  container: AnyBlockDefinition | null;
}

type FocusRequest = { blockId: string; target: 'up' | 'down' | 'toggle' } | { target: 'add' } | null;

export function BlockList({ blocks, onChange, path, errors, name, container }: BlockListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<FocusRequest>(null);
  const [opened, setOpened] = useState<string | null>(null);

  // After a move, add or remove has rendered: put the focus where the owner expects it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the blocks change
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    const root = listRef.current;
    if (!request || !root) return;
    if (request.target === 'add') {
      root.querySelector<HTMLElement>(':scope > .add-block select')?.focus();
      return;
    }
    const item = [...root.querySelectorAll<HTMLElement>(':scope > ol > li[data-block-id]')].find(
      (li) => li.dataset.blockId === request.blockId,
    );
    const wanted = item?.querySelector<HTMLButtonElement>(
      `:scope > [role="group"] > .block-head [data-action="${request.target}"]`,
    );
    const fallback = item?.querySelector<HTMLButtonElement>(
      ':scope > [role="group"] > .block-head [data-action="toggle"]',
    );
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [blocks]);

  function moveBlock(index: number, delta: -1 | 1) {
    const block = blocks[index];
    if (!block) return;
    focusRequest.current = { blockId: block.id, target: delta < 0 ? 'up' : 'down' };
    onChange(move(blocks, index, index + delta));
  }

  function removeBlock(index: number) {
    const next = blocks[index + 1] ?? blocks[index - 1];
    focusRequest.current = next ? { blockId: next.id, target: 'toggle' } : { target: 'add' };
    onChange(blocks.filter((_, i) => i !== index));
  }

  function addBlock(type: string) {
    const block = newBlock(type);
    focusRequest.current = { blockId: block.id, target: 'toggle' };
    setOpened(block.id);
    onChange([...blocks, block]);
  }

  return (
    <div className="block-list" ref={listRef}>
      {blocks.length === 0 ? (
        <p className="panel-note">No blocks in {name} yet.</p>
      ) : (
        <ol>
          {blocks.map((block, index) => (
            <BlockEditor
              key={block.id}
              block={block}
              number={index + 1}
              first={index === 0}
              last={index === blocks.length - 1}
              initiallyOpen={opened === block.id}
              path={`${path}.${index}`}
              errors={errors}
              onChange={(changed) => onChange(blocks.map((b, i) => (i === index ? changed : b)))}
              onMove={(delta) => moveBlock(index, delta)}
              onRemove={() => removeBlock(index)}
            />
          ))}
        </ol>
      )}
      <AddBlock name={name} container={container} onAdd={addBlock} />
    </div>
  );
}

function AddBlock({
  name,
  container,
  onAdd,
}: {
  name: string;
  container: AnyBlockDefinition | null;
  onAdd: (type: string) => void;
}) {
  const id = useId();
  const allowed = typesAllowedIn(container);
  const [type, setType] = useState(allowed[0]?.type ?? '');
  return (
    <div className="add-block">
      <label htmlFor={id}>Add a block to {name}</label>
      <div className="add-block-row">
        <select id={id} value={type} onChange={(e) => setType(e.target.value)}>
          {BLOCK_CATEGORIES.map((category) => {
            const members = allowed.filter((definition) => definition.category === category.id);
            return members.length === 0 ? null : (
              <optgroup key={category.id} label={category.label}>
                {members.map((definition) => (
                  <option key={definition.type} value={definition.type}>
                    {definition.label}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
        <button type="button" onClick={() => onAdd(type)}>
          Add block
        </button>
      </div>
    </div>
  );
}

interface BlockEditorProps {
  block: Block;
  number: number;
  first: boolean;
  last: boolean;
  initiallyOpen: boolean;
  path: string;
  errors: Errors;
  onChange: (block: Block) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function hasErrorsUnder(errors: Errors, path: string): boolean {
  return Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
}

function BlockEditor({
  block,
  number,
  first,
  last,
  initiallyOpen,
  path,
  errors,
  onChange,
  onMove,
  onRemove,
}: BlockEditorProps) {
  const id = useId();
  const definition = blockDefinition(block.type);
  const [open, setOpen] = useState(initiallyOpen);
  const inError = hasErrorsUnder(errors, path);
  // A refused save opens the blocks it found fault with.
  useEffect(() => {
    if (inError) setOpen(true);
  }, [inError]);

  const title = `Block ${number}: ${definition?.label ?? `Unknown (${block.type})`}`;
  const editable = definition !== undefined && block.version === definition.version;
  const summary = editable && definition.summary ? definition.summary(block.data as never) : '';
  const ownErrors = ['', '.id', '.type', '.version', '.data', '.slots']
    .map((suffix) => errors[`${path}${suffix}`])
    .filter(Boolean);

  return (
    // A list item (so the list stays a list) holding a group named by the block's title.
    <li className="block-editor" data-block-id={block.id}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border the panel does not want */}
      <div role="group" aria-labelledby={`${id}-title`}>
        <div className="block-head">
          <button
            type="button"
            className="block-toggle"
            data-action="toggle"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen(!open)}
          >
            <span className="block-title" id={`${id}-title`}>
              {title}
            </span>
            {summary && <span className="block-summary">{summary}</span>}
          </button>
          <MoveTools name={title} first={first} last={last} onMove={onMove} onRemove={onRemove} />
        </div>
        {ownErrors.map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
        <div className="block-panel" id={`${id}-panel`} hidden={!open}>
          {!editable ? (
            <p className="panel-note">
              This block was made by another version of Tessera and cannot be edited here. It is kept as it is
              unless you remove it.
            </p>
          ) : (
            <>
              <FieldsEditor
                fields={definition.fields as never}
                value={block.data}
                onChange={(data) => onChange({ ...block, data })}
                path={`${path}.data`}
                errors={errors}
              />
              {definition.slots && (
                <Slots
                  block={block}
                  definition={definition}
                  number={number}
                  path={path}
                  errors={errors}
                  onChange={onChange}
                />
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

/** A container's slots: how many there are, and each one's own list of blocks. */
function Slots({
  block,
  definition,
  number,
  path,
  errors,
  onChange,
}: {
  block: Block;
  definition: AnyBlockDefinition;
  number: number;
  path: string;
  errors: Errors;
  onChange: (block: Block) => void;
}) {
  const id = useId();
  const slots = block.slots ?? [];
  const { min, max, label } = definition.slots ?? { min: 0, max: 0, label: 'Slot' };
  const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);

  // Fewer slots: the blocks of those that go join the last one kept, so nothing is lost.
  function resize(count: number) {
    const kept = slots.slice(0, count);
    while (kept.length < count) kept.push([]);
    const dropped = slots.slice(count).flat();
    if (dropped.length > 0) kept[count - 1] = [...(kept[count - 1] ?? []), ...dropped];
    onChange({ ...block, slots: kept });
  }

  return (
    <div className="slots">
      <div className="field">
        <label htmlFor={`${id}-count`}>Number of {label.toLowerCase()}s</label>
        <select id={`${id}-count`} value={slots.length} onChange={(e) => resize(Number(e.target.value))}>
          {counts.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      {slots.map((slot, index) => {
        const slotName = `${label.toLowerCase()} ${index + 1} of block ${number}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its place
          <section key={index} className="slot" aria-labelledby={`${id}-slot-${index}`}>
            <h5 id={`${id}-slot-${index}`} className="slot-heading">
              {label} {index + 1}
            </h5>
            <BlockList
              blocks={slot}
              onChange={(blocks) =>
                onChange({ ...block, slots: slots.map((s, i) => (i === index ? blocks : s)) })
              }
              path={`${path}.slots.${index}`}
              errors={errors}
              name={slotName}
              container={definition}
            />
          </section>
        );
      })}
    </div>
  );
}
