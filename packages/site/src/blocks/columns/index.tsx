import { z } from 'zod';
import { choices } from '../fields.ts';
import { defineBlock } from '../types.ts';

const RATIOS = choices({
  equal: 'All the same width',
  'wide-first': 'First column wider',
  'wide-last': 'Last column wider',
});
const ALIGNMENTS = choices({ top: 'Top', centre: 'Centre' });

// A container: its blocks live in the block's `slots` (one list per column), not in its data; the
// layout check (blocks/layout.ts) checks them with their own types' schemas and keeps columns out of
// columns. The data holds only how the columns share the width.
export const columnsSchema = z.object({
  ratio: z.enum(RATIOS.values, { error: 'Choose how the columns share the width.' }).default('equal'),
  align: z.enum(ALIGNMENTS.values, { error: 'Choose top or centre.' }).default('top'),
});

const ratios = [2, 3, 4]
  .map(
    (n) =>
      `.columns-${n}{grid-template-columns:repeat(${n},minmax(0,1fr))}` +
      `.columns-${n}.columns-wide-first{grid-template-columns:minmax(0,2fr) repeat(${n - 1},minmax(0,1fr))}` +
      `.columns-${n}.columns-wide-last{grid-template-columns:repeat(${n - 1},minmax(0,1fr)) minmax(0,2fr)}`,
  )
  .join('');

export const columns = defineBlock({
  type: 'columns',
  version: 1,
  label: 'Columns',
  category: 'layout',
  schema: columnsSchema,
  defaults: { ratio: 'equal', align: 'top' },
  slots: { min: 2, max: 4, label: 'Column' },
  fields: {
    ratio: {
      kind: 'select',
      label: 'Widths',
      options: RATIOS.options,
    },
    align: {
      kind: 'radio',
      label: 'Vertical alignment',
      options: ALIGNMENTS.options,
    },
  },
  css: `.block-columns{display:grid;gap:2rem}${ratios}.columns-align-centre{align-items:center}.column>.block:last-child{margin-bottom:0}@media (max-width:40rem){.block-columns.block-columns{grid-template-columns:1fr}}`,
  render: ({ ratio, align }, { slots }) => (
    <div className={`block-columns columns-${slots.length} columns-${ratio} columns-align-${align}`}>
      {slots.map((slot, index) => (
        // The columns have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="column" key={index}>
          {slot}
        </div>
      ))}
    </div>
  ),
  summary: ({ ratio }) =>
    ratio === 'equal' ? 'Equal widths' : ratio === 'wide-first' ? 'First wider' : 'Last wider',
});
