// Ids of new blocks and sections, made by the editor (and by templates): unique within a page is
// enough, and 12 random hex digits make a clash within one page vanishingly unlikely.

/** Block and section ids: 1 to 64 letters, digits, - or _. */
export const BLOCK_ID_PATTERN = /^[\w-]{1,64}$/;

export function newBlockId(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}-${hex}`;
}
