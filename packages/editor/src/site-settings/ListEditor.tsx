// A short list the owner edits by keyboard: each entry's controls, Up, Down and Remove buttons named
// after the entry, and an Add button; the focus follows an entry when it moves or is removed.
import { movedTo } from '@tessera/core';
import { type ReactNode, useRef } from 'react';
import { MoveTools } from '../pages/fields/MoveTools.tsx';
import { FieldGroup } from '../ui/Field.tsx';
import { useListFocus } from '../ui/use-list-focus.ts';

/** An entry with a key of its own, so the list can move it without losing focus or typed text. */
export type Keyed<T> = T & { key: string };

let lastKey = 0;
export function withKey<T extends object>(value: T): Keyed<T> {
  lastKey += 1;
  return { ...value, key: `entry-${lastKey}` };
}

export function withoutKey<T extends object>({ key: _key, ...value }: Keyed<T>): T {
  return value as unknown as T;
}

interface ListEditorProps<T extends object> {
  legend: string;
  help?: string;
  /** The error about the list as a whole ('A footer has at most 12 links.') */
  error?: string | undefined;
  /** What one entry is called in buttons: 'Link' → 'Move Link 2 up', 'Add link' */
  itemLabel: string;
  items: Keyed<T>[];
  max: number;
  newItem: () => T;
  onChange: (items: Keyed<T>[]) => void;
  /** The controls of one entry, given its accessible name ('Link 2') */
  children: (item: Keyed<T>, index: number, name: string) => ReactNode;
}

export function ListEditor<T extends object>(props: ListEditorProps<T>) {
  const { legend, help, error, itemLabel, items, max, newItem, onChange, children } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const requestFocus = useListFocus(items, listRef);

  function moveEntry(index: number, delta: -1 | 1) {
    requestFocus(items[index]?.key ?? '', delta < 0 ? 'up' : 'down');
    onChange(movedTo(items, index, index + delta));
  }

  function removeEntry(index: number) {
    const next = items[index + 1] ?? items[index - 1];
    if (next) requestFocus(next.key, 'remove');
    onChange(items.filter((_, i) => i !== index));
  }

  function addEntry() {
    const entry = withKey(newItem());
    requestFocus(entry.key, 'add');
    onChange([...items, entry]);
  }

  return (
    <FieldGroup legend={legend} help={help} error={error} className="list-field">
      {items.length === 0 && <p className="panel-note">None yet.</p>}
      <ol className="list-items" ref={listRef}>
        {items.map((item, index) => {
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={item.key} data-key={item.key} className="list-item">
              {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a second legend and border inside the list's own */}
              <div role="group" aria-label={name}>
                <div className="item-head">
                  <span className="item-title">{name}</span>
                  <MoveTools
                    name={name}
                    first={index === 0}
                    last={index === items.length - 1}
                    onMove={(delta) => moveEntry(index, delta)}
                    onRemove={() => removeEntry(index)}
                  />
                </div>
                {children(item, index, name)}
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" disabled={items.length >= max} onClick={addEntry}>
        Add {itemLabel.toLowerCase()}
      </button>
    </FieldGroup>
  );
}
