// Spec section 2: "In the editor frame, Escape toggles the panel". Escape while typing belongs to
// the field (and Shift+Escape signs out on the site), so only a bare Escape elsewhere counts.

import { isTypingTarget } from '@tessera/site/runtime/keys.ts';

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
