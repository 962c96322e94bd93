import { describe, expect, it } from 'vitest';
import { CanvasHistory, COALESCE_MS, changeGroup, historyKey, mergeGroups } from './history.ts';

const step = (key: string) => ({ state: key, key });

function historyAt(times: number[]) {
  let i = 0;
  return new CanvasHistory(step('start'), () => times[i++] ?? 0);
}

describe('CanvasHistory', () => {
  it('undoes and redoes each change, at once, however soon after the change', () => {
    const history = historyAt([0, 1000, 2000]);
    history.record(step('a'));
    history.record(step('b'));
    expect(history.undo()).toBe('a');
    expect(history.undo()).toBe('start');
    expect(history.undo()).toBeNull();
    expect(history.redo()).toBe('a');
    expect(history.redo()).toBe('b');
    expect(history.redo()).toBeNull();
  });

  it('takes quick changes (typing) as one step, but never joins one to a step before an undo', () => {
    const history = historyAt([0, 1000, 1000 + COALESCE_MS / 2, 5000, 5000 + COALESCE_MS / 2]);
    history.record(step('a'), 'edit:h1');
    history.record(step('ab'), 'edit:h1');
    history.record(step('abc'), 'edit:h1');
    expect(history.undo()).toBe('a');
    history.record(step('ax'), 'edit:h1');
    expect(history.undo()).toBe('a');
    expect(history.undo()).toBe('start');
  });

  it('never joins quick changes of different items, nor adds and moves', () => {
    const history = historyAt([0, 10, 20, 30]);
    history.record(step('a'), null);
    history.record(step('b'), null);
    history.record(step('c'), 'edit:h1');
    history.record(step('d'), 'edit:h2');
    expect(history.undo()).toBe('c');
    expect(history.undo()).toBe('b');
    expect(history.undo()).toBe('a');
  });

  it('ignores the echo of an undo, and forgets what was undone once a new change is made', () => {
    const history = historyAt([0, 1000, 2000, 3000]);
    history.record(step('a'));
    history.record(step('b'));
    expect(history.undo()).toBe('a');
    history.record(step('a'));
    expect(history.canRedo).toBe(true);
    history.record(step('c'));
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe('a');
  });
});

describe('historyKey', () => {
  const press = (
    key: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  ) => historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  it('reads Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
    expect(press('z')).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
  });
});

describe('changeGroup', () => {
  it('groups field edits by item, and nothing else', () => {
    expect(changeGroup({ type: 'replace', data: { props: { id: 'h1' } } })).toBe('edit:h1');
    expect(changeGroup({ type: 'insert' })).toBeNull();
    expect(changeGroup({ type: 'setUi' })).toBeUndefined();
    expect(mergeGroups(undefined, 'edit:h1')).toBe('edit:h1');
    expect(mergeGroups('edit:h1', undefined)).toBe('edit:h1');
    expect(mergeGroups('edit:h1', null)).toBeNull();
  });
});
