import { z } from 'zod';
import { plainTextToHtml } from '../plain-text.ts';
import { richTextWords } from '../rich-text.ts';
import { defineBlock } from '../types.ts';

export const TEXT_MAX_LENGTH = 50_000;

// Version 2 stores formatted text as HTML that the server sanitised when it was saved (or migrated);
// version 1 stored plain text, paragraphs separated by blank lines.
export const textSchema = z.object({
  html: z
    .string({ error: 'Text must be a string of HTML.' })
    .max(TEXT_MAX_LENGTH, 'Text blocks are at most 50,000 characters of formatted text.'),
});

export const text = defineBlock({
  type: 'text',
  version: 2,
  label: 'Text',
  category: 'text',
  schema: textSchema,
  defaults: { html: '<p>Write something worth reading.</p>' },
  fields: { html: { kind: 'richText', label: 'Text' } },
  migrate: {
    1: (data) => ({ html: plainTextToHtml(typeof data.text === 'string' ? data.text : '') }),
  },
  css: '.block-text{font-size:1.1rem;max-width:42rem}.block-text>:first-child{margin-top:0}.block-text p,.block-text ul,.block-text ol{margin:0 0 1rem}.block-text h2,.block-text h3,.block-text h4{line-height:1.25;margin:1.5rem 0 .75rem}.block-text a:not([href]){color:inherit}',
  render: ({ html }, { inline }) =>
    inline?.html ? (
      <div className="block-text">{inline.html}</div>
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the server sanitised it (content/rich-text.ts)
      <div className="block-text" dangerouslySetInnerHTML={{ __html: html }} />
    ),
  summary: ({ html }) => richTextWords(html).replace(/\s+/g, ' ').trim(),
});
