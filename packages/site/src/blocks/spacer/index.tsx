import { z } from 'zod';
import { choices } from '../fields.ts';
import { defineBlock } from '../types.ts';

export const SPACER_SIZES = choices({
  small: 'Small (1 line)',
  medium: 'Medium (2 lines)',
  large: 'Large (4 lines)',
  xlarge: 'Extra large (8 lines)',
});

export const spacerSchema = z.object({
  size: z.enum(SPACER_SIZES.values, { error: 'Choose a size from the list.' }).default('medium'),
});

export const spacer = defineBlock({
  type: 'spacer',
  version: 1,
  label: 'Spacer',
  category: 'layout',
  schema: spacerSchema,
  defaults: { size: 'medium' },
  fields: {
    size: {
      kind: 'select',
      label: 'Height',
      options: SPACER_SIZES.options,
    },
  },
  css: '.spacer{height:1.5rem}.spacer-medium{height:3rem}.spacer-large{height:6rem}.spacer-xlarge{height:12rem}',
  // Empty space says nothing to assistive technology.
  render: ({ size }) => <div className={`spacer spacer-${size}`} aria-hidden="true" />,
  summary: ({ size }) => size,
});
