import { z } from 'zod';
import { choices } from '../fields.ts';
import { defineBlock } from '../types.ts';

const LINE_STYLES = choices({ solid: 'Solid', dashed: 'Dashed', dotted: 'Dotted', double: 'Double' });
const WIDTHS = choices({ short: 'Short', medium: 'Half', full: 'Full' });
const THICKNESSES = choices({ thin: 'Thin', thick: 'Thick' });

export const dividerSchema = z.object({
  lineStyle: z.enum(LINE_STYLES.values, { error: 'Choose a line style from the list.' }).default('solid'),
  width: z.enum(WIDTHS.values, { error: 'Choose short, medium or full width.' }).default('full'),
  thickness: z.enum(THICKNESSES.values, { error: 'Choose thin or thick.' }).default('thin'),
});

export const divider = defineBlock({
  type: 'divider',
  version: 1,
  label: 'Divider',
  category: 'layout',
  schema: dividerSchema,
  defaults: { lineStyle: 'solid', width: 'full', thickness: 'thin' },
  fields: {
    lineStyle: {
      kind: 'select',
      label: 'Line style',
      options: LINE_STYLES.options,
    },
    width: {
      kind: 'radio',
      label: 'Width',
      options: WIDTHS.options,
    },
    thickness: {
      kind: 'radio',
      label: 'Thickness',
      options: THICKNESSES.options,
    },
  },
  css: '.divider{border:0;border-top:1px solid var(--muted);opacity:.5;margin:0 auto}.divider-thick{border-top-width:3px}.divider-dashed{border-top-style:dashed}.divider-dotted{border-top-style:dotted}.divider-double{border-top-style:double;border-top-width:4px}.divider-double.divider-thick{border-top-width:7px}.divider-short{width:6rem}.divider-medium{width:50%}.divider-full{width:100%}',
  render: ({ lineStyle, width, thickness }) => (
    <hr className={`divider divider-${lineStyle} divider-${width} divider-${thickness}`} />
  ),
  summary: ({ lineStyle, width }) => `${lineStyle}, ${width} width`,
});
