import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const headingSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please enter the heading text.')
    .max(300, 'Headings are at most 300 characters.'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
});

export const heading = defineBlock({
  type: 'heading',
  label: 'Heading',
  schema: headingSchema,
  defaults: { text: 'A new heading', level: 2 },
  render: ({ text, level }) => {
    const Tag = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
    return <Tag className="block-heading">{text}</Tag>;
  },
});
