// A list field: a list of objects, each edited with its own fields. Items are added (one button per
// kind of item), removed, and reordered by drag (@dnd-kit: the pointer, or the handle's keys — Space
// to lift, arrows to move, Space to drop) or by the Move up / Move down buttons; every reorder is
// announced in a polite live region.

import { DragDropProvider } from '@dnd-kit/react';
import { useSortable } from '@dnd-kit/react/sortable';
import { movedTo } from '@tessera/core';
import type { AnyField } from '@tessera/site';
import type { ListField } from '@tessera/site/blocks/fields.ts';
import { type ReactNode, useId, useRef, useState } from 'react';
import { FieldGroup } from '../../ui/Field.tsx';
import { DragHandle, droppedIndex, placeAnnouncement } from '../../ui/sortable.tsx';
import { useListFocus } from '../../ui/use-list-focus.ts';
import { type Errors, FieldsEditor } from './FieldsEditor.tsx';
import { MoveTools } from './MoveTools.tsx';

type Item = Record<string, unknown>;

/**
 * Keys for a list's items that follow them when they move, are edited or their neighbours go: the
 * items have no id of their own (an accordion's panels), and a control keyed by place would keep one
 * item's state (a rich text editor, typed lines) and show it for another.
 */
function useItemKeys(items: readonly object[]) {
  const keys = useRef(new WeakMap<object, string>());
  const counter = useRef(0);
  const keyOf = (item: object) => {
    let key = keys.current.get(item);
    if (key === undefined) {
      counter.current += 1;
      key = `item-${counter.current}`;
      keys.current.set(item, key);
    }
    return key;
  };
  /** `next` replaces `old`: it keeps `old`'s key. */
  const carry = (old: object, next: object) => keys.current.set(next, keyOf(old));
  return { keys: items.map(keyOf), keyOf, carry };
}

interface ListControlProps {
  field: ListField<Item>;
  value: Item[];
  onChange: (value: Item[]) => void;
  path: string;
  errors: Errors;
}

export function ListControl({ field, value, onChange, path, errors }: ListControlProps) {
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { keys, keyOf, carry } = useItemKeys(value);
  // The focus follows a moved item, goes to the next one after a removal, and into a new one.
  const requestFocus = useListFocus(value, listRef);
  const max = field.max ?? Number.POSITIVE_INFINITY;
  const min = field.min ?? 0;
  const itemFields = field.fields as Record<string, AnyField>;
  const kinds = field.newItemKinds ?? [
    { label: `Add ${field.itemLabel.toLowerCase()}`, newItem: field.newItem },
  ];

  function reorder(from: number, to: number) {
    if (from === to || to < 0 || to >= value.length) return;
    onChange(movedTo(value, from, to));
    setAnnouncement(placeAnnouncement(`${field.itemLabel} ${from + 1}`, to, value.length));
  }

  function moveItem(index: number, delta: -1 | 1) {
    requestFocus(keys[index] as string, delta < 0 ? 'up' : 'down');
    reorder(index, index + delta);
  }

  function removeItem(index: number) {
    const next = keys[index + 1] ?? keys[index - 1];
    if (next) requestFocus(next, 'remove');
    onChange(value.filter((_, i) => i !== index));
  }

  function addItem(item: Item) {
    requestFocus(keyOf(item), 'add');
    onChange([...value, item]);
  }

  return (
    <FieldGroup legend={field.label} help={field.help} error={errors[path]} className="list-field">
      <DragDropProvider
        onDragEnd={(event) => {
          const dropped = droppedIndex(keys, event);
          if (dropped) reorder(dropped.from, dropped.to);
        }}
      >
        <ol className="list-items" ref={listRef}>
          {value.map((item, index) => {
            const key = keys[index] as string;
            const name = `${field.itemLabel} ${index + 1}`;
            return (
              <SortableItem
                key={key}
                itemKey={key}
                index={index}
                group={id}
                name={name}
                titleId={`${id}-${key}`}
              >
                <MoveTools
                  name={name}
                  first={index === 0}
                  last={index === value.length - 1}
                  onMove={(delta) => moveItem(index, delta)}
                  onRemove={() => removeItem(index)}
                  cannotRemove={value.length <= min}
                />
                <FieldsEditor
                  fields={itemFields}
                  value={item}
                  onChange={(next) => {
                    carry(item, next);
                    onChange(value.map((old, i) => (i === index ? next : old)));
                  }}
                  path={`${path}.${index}`}
                  errors={errors}
                />
              </SortableItem>
            );
          })}
        </ol>
      </DragDropProvider>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="list-add">
        {kinds.map((kind) => (
          <button
            key={kind.label}
            type="button"
            disabled={value.length >= max}
            onClick={() => addItem(kind.newItem())}
          >
            {kind.label}
          </button>
        ))}
      </div>
    </FieldGroup>
  );
}

/**
 * One item: a list item (so the list stays a list) holding a group named after the item, its head
 * with the drag handle, the item's title and its tools (the first child), then its fields.
 */
function SortableItem(props: {
  itemKey: string;
  index: number;
  group: string;
  name: string;
  titleId: string;
  children: [ReactNode, ReactNode];
}) {
  const { itemKey, index, group, name, titleId, children } = props;
  const { ref, handleRef, isDragging } = useSortable({ id: itemKey, index, group });
  const [tools, fields] = children;
  return (
    <li ref={ref} data-key={itemKey} className="list-item" data-dragging={isDragging || undefined}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a second legend and border inside the list's own */}
      <div role="group" aria-labelledby={titleId}>
        <div className="item-head">
          <DragHandle handleRef={handleRef} name={name} />
          <span className="item-title" id={titleId}>
            {name}
          </span>
          {tools}
        </div>
        {fields}
      </div>
    </li>
  );
}
