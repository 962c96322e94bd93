// The keyboard's way to arrange the page, above the selected item's fields: move it up or down
// (on into the neighbouring section or column at the ends), duplicate it, delete it, and add a
// block or a section after it. The same commands answer Alt+↑, Alt+↓ and Ctrl+D (keyboard.ts).
import { createUsePuck, type PuckAction, useGetPuck } from '@puckeditor/core';
import { BLOCK_CATEGORIES, blockDefinitions } from '@tessera/site';
import { useId, useState } from 'react';
import { itemLabel } from './announce.ts';
import { type BlockCommand, moveAction, zonesOf } from './keyboard.ts';
import { type CanvasData, ROOT_SLOT, SECTION, SECTION_SLOT } from './puck-data.ts';

const usePuckSelector = createUsePuck();

export type GetPuck = ReturnType<typeof useGetPuck>;

/** Runs a command on the selected item; false when there is none or it cannot go further. */
export function runCommand(getPuck: GetPuck, command: BlockCommand): boolean {
  const { appState, dispatch, selectedItem } = getPuck();
  const selector = appState.ui.itemSelector;
  if (!selectedItem || !selector?.zone) return false;
  const data = appState.data as CanvasData;
  const zone = selector.zone;
  if (command === 'up' || command === 'down') {
    const action = moveAction(data, { zone, index: selector.index }, command);
    if (!action) return false;
    dispatch(action);
    const destination =
      action.type === 'reorder' || action.type === 'move'
        ? { index: action.destinationIndex, zone: action.destinationZone }
        : null;
    if (destination) dispatch({ type: 'setUi', ui: { itemSelector: destination } });
    return true;
  }
  if (command === 'duplicate') {
    dispatch({ type: 'duplicate', sourceIndex: selector.index, sourceZone: zone });
    return true;
  }
  // Delete: the selection goes to the next item (or the one before, or the list's owner).
  const items = zonesOf(data).get(zone)?.items ?? [];
  dispatch({ type: 'remove', index: selector.index, zone });
  const next = Math.min(selector.index, items.length - 2);
  if (next >= 0) dispatch({ type: 'setUi', ui: { itemSelector: { index: next, zone } } });
  else {
    const owner = zonesOf(data).get(zone)?.owner;
    dispatch({
      type: 'setUi',
      ui: { itemSelector: owner ? { index: owner.index, zone: owner.zone } : null },
    });
  }
  return true;
}

const ADDABLE = [
  { type: SECTION, label: 'Section', category: 'layout' },
  ...blockDefinitions.map((d) => ({ type: d.type, label: d.label, category: d.category as string })),
];

/** Where a new item of `type` goes: a section after the selected one's section, a block after the selected block. */
export function insertAction(getPuck: GetPuck, type: string): PuckAction | null {
  const { appState } = getPuck();
  const data = appState.data as CanvasData;
  const selector = appState.ui.itemSelector;
  const zones = zonesOf(data);
  const rootZone = `root:${ROOT_SLOT}`;
  const sections = zones.get(rootZone)?.items ?? [];
  let sectionIndex = sections.length - 1;
  let blockZone: string | null = null;
  let blockIndex = -1;
  if (selector?.zone) {
    if (selector.zone === rootZone) sectionIndex = selector.index;
    else {
      blockZone = selector.zone;
      blockIndex = selector.index;
      let owner = zones.get(selector.zone)?.owner;
      // A section is found by walking up from the zone; columns may not hold other columns.
      while (owner && owner.zone !== rootZone) owner = zones.get(owner.zone)?.owner;
      if (owner) sectionIndex = owner.index;
    }
  }
  if (type === SECTION)
    return {
      type: 'insert',
      componentType: SECTION,
      destinationZone: rootZone,
      destinationIndex: sectionIndex + 1,
    };
  const section = sections[sectionIndex];
  if (!section) return null;
  const isContainer = blockDefinitions.find((d) => d.type === type)?.slots !== undefined;
  const inSlot = blockZone !== null && zones.get(blockZone)?.slot !== null;
  if (blockZone && !(isContainer && inSlot))
    return {
      type: 'insert',
      componentType: type,
      destinationZone: blockZone,
      destinationIndex: blockIndex + 1,
    };
  const zone = `${section.props.id}:${SECTION_SLOT}`;
  return {
    type: 'insert',
    componentType: type,
    destinationZone: zone,
    destinationIndex: zones.get(zone)?.items.length ?? 0,
  };
}

export function BlockTools() {
  const id = useId();
  const getPuck = useGetPuck();
  const selected = usePuckSelector((puck) => puck.selectedItem?.type ?? null);
  const [type, setType] = useState('heading');
  const name = selected ? itemLabel(selected) : null;

  function add() {
    const action = insertAction(getPuck, type);
    if (action?.type !== 'insert') return;
    getPuck().dispatch(action);
    getPuck().dispatch({
      type: 'setUi',
      ui: { itemSelector: { index: action.destinationIndex, zone: action.destinationZone } },
    });
  }

  return (
    <div className="block-tools-panel">
      {name && (
        // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form group
        <div className="canvas-tools" role="group" aria-label={`Arrange ${name}`}>
          <button type="button" aria-keyshortcuts="Alt+ArrowUp" onClick={() => runCommand(getPuck, 'up')}>
            Move {name} up
          </button>
          <button type="button" aria-keyshortcuts="Alt+ArrowDown" onClick={() => runCommand(getPuck, 'down')}>
            Move {name} down
          </button>
          <button
            type="button"
            aria-keyshortcuts="Control+D"
            onClick={() => runCommand(getPuck, 'duplicate')}
          >
            Duplicate {name}
          </button>
          <button type="button" aria-keyshortcuts="Delete" onClick={() => runCommand(getPuck, 'delete')}>
            Delete {name}
          </button>
        </div>
      )}
      <div className="canvas-add">
        <label htmlFor={id}>{name ? `Add after this ${name.toLowerCase()}` : 'Add to the page'}</label>
        <div className="add-block-row">
          <select id={id} value={type} onChange={(e) => setType(e.target.value)}>
            {BLOCK_CATEGORIES.map((category) => (
              <optgroup key={category.id} label={category.label}>
                {ADDABLE.filter((item) => item.category === category.id).map((item) => (
                  <option key={item.type} value={item.type}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button type="button" onClick={add}>
            Add
          </button>
        </div>
      </div>
    </div>
  );
}
