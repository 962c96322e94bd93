import { type Block, newBlock, type Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { commandForKey, moveAction } from './keyboard.ts';
import { toPuckData } from './puck-data.ts';

const block = (id: string, type = 'divider'): Block => ({ ...newBlock(type), id });
const section = (id: string, blocks: Block[]): Section => ({
  id,
  background: { kind: 'none' },
  theme: 'light',
  width: 'wide',
  padding: 'medium',
  blocks,
});
const columns: Block = {
  ...newBlock('columns'),
  id: 'cols',
  slots: [[block('l1')], [block('r1'), block('r2')]],
};
const data = toPuckData([section('s1', [block('a'), columns, block('b')]), section('s2', [block('c')])]);

describe('moveAction', () => {
  it('moves within a list with a reorder', () => {
    expect(moveAction(data, { zone: 's1:blocks', index: 0 }, 'down')).toEqual({
      type: 'reorder',
      sourceIndex: 0,
      destinationIndex: 1,
      destinationZone: 's1:blocks',
    });
  });

  it('goes on into the neighbouring section at a section’s ends', () => {
    expect(moveAction(data, { zone: 's1:blocks', index: 2 }, 'down')).toEqual({
      type: 'move',
      sourceZone: 's1:blocks',
      sourceIndex: 2,
      destinationZone: 's2:blocks',
      destinationIndex: 0,
    });
    expect(moveAction(data, { zone: 's2:blocks', index: 0 }, 'up')).toMatchObject({
      destinationZone: 's1:blocks',
      destinationIndex: 3,
    });
  });

  it('goes from column to column, then out of the columns into the section', () => {
    expect(moveAction(data, { zone: 'cols:slot1', index: 0 }, 'down')).toMatchObject({
      type: 'move',
      destinationZone: 'cols:slot2',
      destinationIndex: 0,
    });
    expect(moveAction(data, { zone: 'cols:slot2', index: 0 }, 'up')).toMatchObject({
      destinationZone: 'cols:slot1',
      destinationIndex: 1,
    });
    expect(moveAction(data, { zone: 'cols:slot1', index: 0 }, 'up')).toMatchObject({
      destinationZone: 's1:blocks',
      destinationIndex: 1,
    });
    expect(moveAction(data, { zone: 'cols:slot2', index: 1 }, 'down')).toMatchObject({
      destinationZone: 's1:blocks',
      destinationIndex: 2,
    });
  });

  it('stops sections at the page’s ends, and blocks at the first and last section', () => {
    expect(moveAction(data, { zone: 'root:sections', index: 0 }, 'up')).toBeNull();
    expect(moveAction(data, { zone: 'root:sections', index: 0 }, 'down')).toMatchObject({ type: 'reorder' });
    expect(moveAction(data, { zone: 's1:blocks', index: 0 }, 'up')).toBeNull();
    expect(moveAction(data, { zone: 's2:blocks', index: 0 }, 'down')).toBeNull();
    expect(moveAction(data, { zone: 'nowhere:blocks', index: 0 }, 'down')).toBeNull();
  });
});

describe('commandForKey', () => {
  const key = (init: Partial<KeyboardEvent>) =>
    commandForKey({
      key: '',
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      defaultPrevented: false,
      target: document.body,
      ...init,
    });

  it('reads Alt+arrows as moves and Ctrl+D or ⌘D as duplicate', () => {
    expect(key({ key: 'ArrowUp', altKey: true })).toBe('up');
    expect(key({ key: 'ArrowDown', altKey: true })).toBe('down');
    expect(key({ key: 'd', ctrlKey: true })).toBe('duplicate');
    expect(key({ key: 'D', metaKey: true })).toBe('duplicate');
  });

  it('leaves other keys, and every key typed into a field, alone', () => {
    expect(key({ key: 'ArrowUp' })).toBeNull();
    expect(key({ key: 'd', ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key({ key: 'ArrowUp', altKey: true, target: document.createElement('input') })).toBeNull();
    expect(key({ key: 'ArrowUp', altKey: true, defaultPrevented: true })).toBeNull();
  });
});
