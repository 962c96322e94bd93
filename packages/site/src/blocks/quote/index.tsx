import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const quoteSchema = z.object({
  text: z.string().trim().min(1, 'Please enter the quote.').max(2000),
  source: z.string().max(200).default(''),
});

export const quote = defineBlock({
  type: 'quote',
  label: 'Quote',
  schema: quoteSchema,
  defaults: { text: 'A line worth repeating.', source: '' },
  render: ({ text, source }) => (
    <figure className="block-quote">
      <blockquote>{text}</blockquote>
      {source && <figcaption>— {source}</figcaption>}
    </figure>
  ),
});
