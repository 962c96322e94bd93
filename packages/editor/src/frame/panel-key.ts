// Spec section 2: "In the editor frame, Escape toggles the panel". Escape while typing belongs to
// the field (and Shift+Escape signs out on the site), so only a bare Escape elsewhere counts.

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Whether the key event's target takes typing. Checked by tag name rather than `instanceof`,
 * because events from the frame carry elements of the frame's own window.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target === null || !('tagName' in target) || typeof target.tagName !== 'string') return false;
  if (TYPING_TAGS.has(target.tagName.toUpperCase())) return true;
  return 'isContentEditable' in target && target.isContentEditable === true;
}

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'repeat' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'defaultPrevented' | 'target'
>;

export function isPanelToggleKey(event: KeyEventLike): boolean {
  // A held-down Escape would make the panel flicker.
  if (event.key !== 'Escape' || event.repeat || event.defaultPrevented) return false;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  return !isTypingTarget(event.target);
}
