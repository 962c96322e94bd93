// Where the focus goes once a list's items changed by the keyboard: a move or a removal re-renders the
// item (or drops it), which loses the focus; a new item should be where the owner types next.
import { type RefObject, useEffect, useRef } from 'react';

export type FocusAction = 'up' | 'down' | 'remove' | 'add';

const CONTROLS = 'input:not([hidden]):not([type="hidden"]), select, textarea, button, [contenteditable]';

/**
 * Returns `requestFocus(key, action)`: after the next change of `items` has rendered, the item
 * `<li data-key={key}>` of `listRef` gets the focus on its tool of that action (its first usable tool
 * when that one is disabled at an end), or on its first control for 'add' (or when it has no tools).
 */
export function useListFocus(items: unknown, listRef: RefObject<HTMLElement | null>) {
  const request = useRef<{ key: string; action: FocusAction } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the items change
  useEffect(() => {
    const wanted = request.current;
    request.current = null;
    if (!wanted) return;
    const item = listRef.current?.querySelector(`:scope > li[data-key="${wanted.key}"]`);
    // The item's own head comes first; a list nested in its fields has heads of its own further on.
    const head = item?.querySelector('.item-head');
    const tools = [...(head?.querySelectorAll<HTMLButtonElement>('button[data-action]') ?? [])].filter(
      (tool) => !tool.disabled,
    );
    const control = [...(item?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])].find(
      (element) => !head?.contains(element) && !(element as HTMLButtonElement).disabled,
    );
    const tool = tools.find((b) => b.dataset.action === wanted.action) ?? tools[0];
    (wanted.action === 'add' ? control : (tool ?? control))?.focus();
  }, [items]);
  return (key: string, action: FocusAction) => {
    request.current = { key, action };
  };
}
