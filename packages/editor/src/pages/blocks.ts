import type { Block } from '@tessera/site';

// Heading and text blocks are editable here; the full block editor comes later.
const EDITABLE_TYPES = new Set(['heading', 'text']);

/** The block's editable text, or null for a block this version lists read-only. */
export function editableText(block: Block): string | null {
  const text = block.data.text;
  return EDITABLE_TYPES.has(block.type) && typeof text === 'string' ? text : null;
}

/** 'image' → 'Image', 'tour-dates' → 'Tour dates'. */
function blockTypeName(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field label that stays unique when a page has several blocks of one type. */
export function blockLabel(block: Block, index: number): string {
  const level =
    block.type === 'heading' && typeof block.data.level === 'number' ? ` ${block.data.level}` : '';
  return `Block ${index + 1}: ${blockTypeName(block.type)}${level}`;
}
