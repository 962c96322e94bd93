// Plain text as blocks store it: blank lines separate paragraphs, a single line break stays one.

export function paragraphsOf(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n'));
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text as HTML paragraphs with line breaks, every character escaped. */
export function plainTextToHtml(text: string): string {
  return paragraphsOf(text)
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
