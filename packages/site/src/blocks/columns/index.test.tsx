import { describe, expect, it } from 'vitest';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { columns, columnsSchema } from './index.tsx';

describe('columns block', () => {
  it('is a container of 2 to 4 columns, with its defaults accepted', () => {
    expect(columns.slots).toEqual({ min: 2, max: 4, label: 'Column' });
    expect(refusals(columnsSchema, columns.defaults)).toEqual({});
  });

  it.each([
    ['an unknown ratio', { ratio: 'golden' }, { ratio: 'Choose how the columns share the width.' }],
    ['an unknown alignment', { align: 'bottom' }, { align: 'Choose top or centre.' }],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(columnsSchema, data)).toEqual(errors);
  });

  it('renders one column per slot, with the slots’ content, classed by count and ratio', () => {
    const doc = htmlDocument(
      renderBlock(columns, { ratio: 'wide-first', align: 'centre' }, { slots: ['left', 'middle', 'right'] }),
    );
    const grid = doc.querySelector('.block-columns');
    expect(grid?.className).toBe('block-columns columns-3 columns-wide-first columns-align-centre');
    expect([...doc.querySelectorAll('.column')].map((c) => c.textContent)).toEqual([
      'left',
      'middle',
      'right',
    ]);
    expect(columns.css).toContain(
      '.columns-3.columns-wide-first{grid-template-columns:minmax(0,2fr) repeat(2,minmax(0,1fr))}',
    );
  });
});
