// Keys that belong to the page's own fields are never shortcuts: the site runtime's Escape and the
// config area's panel toggle both ask this first.
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Whether the key event's target takes typing. Checked by tag name rather than `instanceof`,
 * because events from a frame carry elements of the frame's own window.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target === null || !('tagName' in target) || typeof target.tagName !== 'string') return false;
  if (TYPING_TAGS.has(target.tagName.toUpperCase())) return true;
  return 'isContentEditable' in target && target.isContentEditable === true;
}
