import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const quoteSchema = z.object({
  text: z
    .string({ error: 'Please enter the quote.' })
    .trim()
    .min(1, 'Please enter the quote.')
    .max(2000, 'Quotes are at most 2,000 characters.'),
  source: z.string().max(200, 'The source is at most 200 characters.').default(''),
});

export const quote = defineBlock({
  type: 'quote',
  version: 1,
  label: 'Quote',
  category: 'text',
  schema: quoteSchema,
  defaults: { text: 'A line worth repeating.', source: '' },
  fields: {
    text: { kind: 'textarea', label: 'Quote', rows: 3 },
    source: { kind: 'text', label: 'Source', help: 'Who said it; leave empty to show none.' },
  },
  css: '.block-quote{margin:0;padding-left:1.5rem;border-left:3px solid var(--accent)}.block-quote blockquote{margin:0;font-size:1.4rem;font-style:italic}.block-quote figcaption{color:var(--muted);margin-top:.5rem}',
  render: ({ text, source }) => (
    <figure className="block-quote">
      <blockquote>{text}</blockquote>
      {source && <figcaption>— {source}</figcaption>}
    </figure>
  ),
  summary: ({ text }) => text,
});
