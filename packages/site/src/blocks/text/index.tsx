import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const textSchema = z.object({
  text: z.string().max(20_000, 'Text blocks are at most 20,000 characters.'),
});

/** Paragraphs are separated by blank lines; a single line break stays a line break. */
export function paragraphsOf(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n'));
}

export const text = defineBlock({
  type: 'text',
  label: 'Text',
  schema: textSchema,
  defaults: { text: 'Write something worth reading.' },
  render: ({ text }) => (
    <div className="block-text">
      {paragraphsOf(text).map((lines, i) => (
        // Paragraph order is the identity here: the text has no other stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={i}>
          {lines.map((line, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  ),
});
