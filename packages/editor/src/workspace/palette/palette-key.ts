// Ctrl+K (⌘K on a Mac) opens the command palette from anywhere in the config area, the framed site
// and its fields included: it types nothing, so it takes nothing from a field.
type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat'>;

export function isPaletteKey(event: KeyEventLike): boolean {
  if (event.key.toLowerCase() !== 'k' || event.repeat || event.altKey || event.shiftKey) return false;
  return event.ctrlKey !== event.metaKey;
}

/** Control or ⌘ pressed alone: perhaps the start of Ctrl+K. */
export function isPaletteKeyStart(event: Pick<KeyboardEvent, 'key' | 'repeat'>): boolean {
  return !event.repeat && (event.key === 'Control' || event.key === 'Meta');
}
