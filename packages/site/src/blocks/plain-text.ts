// Plain text as blocks store it: blank lines separate paragraphs, a single line break stays one.
import { escapeHtml } from '@tessera/core';

export function paragraphsOf(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n'));
}

/** Plain text as HTML paragraphs with line breaks, every character escaped. */
export function plainTextToHtml(text: string): string {
  return paragraphsOf(text)
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
