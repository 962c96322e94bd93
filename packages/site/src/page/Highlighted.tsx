// Search results arrive with their matched words between two sentinel characters. Control
// characters are refused in every input, so content never contains them; here they become <mark>
// elements and everything else stays text (React escapes it: no HTML is ever injected).

import { Fragment } from 'react';

export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

export type HighlightPart = { text: string; marked: boolean };

/** Splits sentinel-marked text into plain and marked runs; stray sentinels are dropped. */
export function highlightParts(text: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (value: string, marked: boolean) => {
    const clean = value.replaceAll(MATCH_START, '').replaceAll(MATCH_END, '');
    if (clean) parts.push({ text: clean, marked });
  };
  const [first = '', ...rest] = text.split(MATCH_START);
  push(first, false);
  for (const chunk of rest) {
    const end = chunk.indexOf(MATCH_END);
    if (end === -1) {
      push(chunk, false);
      continue;
    }
    push(chunk.slice(0, end), true);
    push(chunk.slice(end + 1), false);
  }
  return parts;
}

export function Highlighted({ text }: { text: string }) {
  let offset = 0;
  return (
    <>
      {highlightParts(text).map((part) => {
        // Keyed by where the run starts: the runs of one string never move.
        const key = offset;
        offset += part.text.length;
        return part.marked ? <mark key={key}>{part.text}</mark> : <Fragment key={key}>{part.text}</Fragment>;
      })}
    </>
  );
}
