import { describe, expect, it } from 'vitest';
import { isPanelToggleKey } from './panel-key.ts';

function keyEvent(overrides: Partial<Parameters<typeof isPanelToggleKey>[0]> = {}) {
  return {
    key: 'Escape',
    repeat: false,
    shiftKey: false,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    defaultPrevented: false,
    target: document.body,
    ...overrides,
  };
}

describe('isPanelToggleKey', () => {
  it('takes a bare Escape', () => {
    expect(isPanelToggleKey(keyEvent())).toBe(true);
  });

  it.each([
    ['another key', { key: 'Enter' }],
    ['Shift+Escape, which signs out on the site', { shiftKey: true }],
    ['Ctrl+Escape', { ctrlKey: true }],
    ['a held-down Escape repeating', { repeat: true }],
    ['an Escape something already handled', { defaultPrevented: true }],
    ['Escape in a text field', { target: document.createElement('input') }],
    ['Escape in a textarea', { target: document.createElement('textarea') }],
  ])('ignores %s', (_, overrides) => {
    expect(isPanelToggleKey(keyEvent(overrides))).toBe(false);
  });
});
