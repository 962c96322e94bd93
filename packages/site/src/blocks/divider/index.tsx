import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const DIVIDER_LINE_STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;
export const DIVIDER_WIDTHS = ['short', 'medium', 'full'] as const;

export const dividerSchema = z.object({
  lineStyle: z.enum(DIVIDER_LINE_STYLES, { error: 'Choose a line style from the list.' }).default('solid'),
  width: z.enum(DIVIDER_WIDTHS, { error: 'Choose short, medium or full width.' }).default('full'),
  thickness: z.enum(['thin', 'thick'], { error: 'Choose thin or thick.' }).default('thin'),
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
      options: [
        { value: 'solid', label: 'Solid' },
        { value: 'dashed', label: 'Dashed' },
        { value: 'dotted', label: 'Dotted' },
        { value: 'double', label: 'Double' },
      ],
    },
    width: {
      kind: 'radio',
      label: 'Width',
      options: [
        { value: 'short', label: 'Short' },
        { value: 'medium', label: 'Half' },
        { value: 'full', label: 'Full' },
      ],
    },
    thickness: {
      kind: 'radio',
      label: 'Thickness',
      options: [
        { value: 'thin', label: 'Thin' },
        { value: 'thick', label: 'Thick' },
      ],
    },
  },
  css: '.divider{border:0;border-top:1px solid var(--muted);opacity:.5;margin:0 auto}.divider-thick{border-top-width:3px}.divider-dashed{border-top-style:dashed}.divider-dotted{border-top-style:dotted}.divider-double{border-top-style:double;border-top-width:4px}.divider-double.divider-thick{border-top-width:7px}.divider-short{width:6rem}.divider-medium{width:50%}.divider-full{width:100%}',
  render: ({ lineStyle, width, thickness }) => (
    <hr className={`divider divider-${lineStyle} divider-${width} divider-${thickness}`} />
  ),
  summary: ({ lineStyle, width }) => `${lineStyle}, ${width} width`,
});
