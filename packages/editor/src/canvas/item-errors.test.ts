import type { Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { errorsByItem } from './item-errors.ts';

const sections: Section[] = [
  {
    id: 's-1',
    background: { kind: 'none' },
    theme: 'light',
    width: 'wide',
    padding: 'medium',
    blocks: [
      { id: 'b-h', type: 'heading', version: 1, data: {} },
      {
        id: 'b-c',
        type: 'columns',
        version: 1,
        data: {},
        slots: [[], [{ id: 'b-in', type: 'text', version: 2, data: {} }]],
      },
    ],
  },
];

describe('errorsByItem', () => {
  it('keys each error by the id of its section or block, then the rest of its path', () => {
    expect(
      errorsByItem(sections, {
        'sections.0.theme': 'Choose a colour theme from the list.',
        'sections.0.blocks.0.data.text': 'Headings need text.',
        'sections.0.blocks.1.slots.1.0.data.html': 'Too long.',
        'sections.0.blocks.1.slots': 'Columns hold 2 to 4.',
        sections: 'A page holds at most 30 sections.',
        'sections.7.theme': 'Gone.',
      }),
    ).toEqual({
      's-1.theme': 'Choose a colour theme from the list.',
      'b-h.data.text': 'Headings need text.',
      'b-in.data.html': 'Too long.',
      'b-c.slots': 'Columns hold 2 to 4.',
      sections: 'A page holds at most 30 sections.',
      'sections.7.theme': 'Gone.',
    });
  });
});
