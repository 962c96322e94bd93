import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const headingSchema = z.object({
  text: z
    .string({ error: 'Please enter the heading text.' })
    .trim()
    .min(1, 'Please enter the heading text.')
    .max(300, 'Headings are at most 300 characters.'),
  level: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose heading 1, 2 or 3.' })
    .default(2),
});

export const heading = defineBlock({
  type: 'heading',
  version: 1,
  label: 'Heading',
  category: 'text',
  schema: headingSchema,
  defaults: { text: 'A new heading', level: 2 },
  fields: {
    text: { kind: 'text', label: 'Text' },
    level: {
      kind: 'select',
      label: 'Level',
      options: [
        { value: 1, label: 'Heading 1 (the page’s title)' },
        { value: 2, label: 'Heading 2' },
        { value: 3, label: 'Heading 3' },
      ],
    },
  },
  css: '.block-heading{line-height:1.2;margin:0}h1.block-heading{font-size:clamp(2.2rem,5vw,3.5rem)}',
  render: ({ text, level }) => {
    const Tag = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
    return <Tag className="block-heading">{text}</Tag>;
  },
  summary: ({ text, level }) => `${text} (level ${level})`,
});
