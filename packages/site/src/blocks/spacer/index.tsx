import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const SPACER_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;

export const spacerSchema = z.object({
  size: z.enum(SPACER_SIZES, { error: 'Choose a size from the list.' }).default('medium'),
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
      options: [
        { value: 'small', label: 'Small (1 line)' },
        { value: 'medium', label: 'Medium (2 lines)' },
        { value: 'large', label: 'Large (4 lines)' },
        { value: 'xlarge', label: 'Extra large (8 lines)' },
      ],
    },
  },
  css: '.spacer{height:1.5rem}.spacer-medium{height:3rem}.spacer-large{height:6rem}.spacer-xlarge{height:12rem}',
  // Empty space says nothing to assistive technology.
  render: ({ size }) => <div className={`spacer spacer-${size}`} aria-hidden="true" />,
  summary: ({ size }) => size,
});
