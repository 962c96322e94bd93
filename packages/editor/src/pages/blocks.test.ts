import { describe, expect, it } from 'vitest';
import { blockLabel, editableText } from './blocks.ts';

describe('editableText', () => {
  it('gives the text of heading and text blocks and null for the rest', () => {
    expect(editableText({ id: 'a', type: 'heading', data: { text: 'Hi', level: 1 } })).toBe('Hi');
    expect(editableText({ id: 'b', type: 'text', data: { text: '' } })).toBe('');
    expect(editableText({ id: 'c', type: 'button', data: { text: 'Buy' } })).toBeNull();
    expect(editableText({ id: 'd', type: 'text', data: {} })).toBeNull();
  });
});

describe('blockLabel', () => {
  it('numbers blocks and names their type', () => {
    expect(blockLabel({ id: 'a', type: 'heading', data: { text: 'Hi', level: 2 } }, 0)).toBe(
      'Block 1: Heading 2',
    );
    expect(blockLabel({ id: 'b', type: 'tour-dates', data: {} }, 4)).toBe('Block 5: Tour dates');
  });
});
