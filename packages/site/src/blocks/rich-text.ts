// What rich text may hold, as data: the server's sanitiser is configured from it (server/src/content/
// rich-text.ts) and the config area's editor offers only these. The published page renders rich text
// only as stored, and it is stored only after the server has sanitised it. And its words, for the
// search index, a block's summary and the consent record.

/** Paragraphs, bold, italic, links, lists, headings h2–h4 and line breaks. */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4'] as const;

/** Attributes kept, per tag; every other attribute goes. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href'] };

/** Link schemes kept; anything else (javascript:, data:) loses its href. Relative links are kept. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Tags that mean the same as an allowed one, renamed rather than dropped. */
export const RICH_TEXT_RENAMES: Record<string, (typeof RICH_TEXT_TAGS)[number]> = {
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

/** Turns untrusted HTML into HTML that holds only the above; the server supplies it. */
export type SanitizeHtml = (html: string) => string;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A character reference as its character; one that names no character stays as written. */
function decodeEntity(entity: string, name: string): string {
  const code = /^#x/i.test(name)
    ? Number.parseInt(name.slice(2), 16)
    : name.startsWith('#')
      ? Number(name.slice(1))
      : Number.NaN;
  if (Number.isNaN(code)) return ENTITIES[name.toLowerCase()] ?? entity;
  return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/** Rich text's words: tags gone (block ends become line breaks), entities read. */
export function richTextWords(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[2-4])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, decodeEntity);
}
