// dnd-kit (inside Puck, not configurable from outside) marks every draggable — each block and
// section on the canvas — role="button" with aria-pressed. A section may not be a button, a block
// holding its own links and buttons would nest them in one, and a block without text would be a
// button with no name. So each is made a named group instead: still focusable, still described as
// draggable with dnd-kit's instructions, and picked up with Space as before. dnd-kit leaves a role
// it finds alone; aria-pressed, which a group may not have, it sets again on each drag and is
// taken off again here.
import { blockDefinition } from '@tessera/site';
import { useEffect } from 'react';

const DRAGGABLE = '[data-puck-component]';

function nameOf(element: Element): string {
  if (element.hasAttribute('data-section-id')) return 'Section';
  const type = element.getAttribute('data-block-type') ?? '';
  return blockDefinition(type)?.label ?? 'Block';
}

export function nameDraggable(element: Element): void {
  if (!element.matches(DRAGGABLE)) return;
  if (element.getAttribute('role') !== 'group') element.setAttribute('role', 'group');
  if (element.hasAttribute('aria-pressed')) element.removeAttribute('aria-pressed');
  const name = nameOf(element);
  if (element.getAttribute('aria-label') !== name) element.setAttribute('aria-label', name);
}

/** Keeps every draggable of the frame's document a named group (see above). */
export function useDraggableRoles(frameDocument: Document | undefined): void {
  useEffect(() => {
    const body = frameDocument?.body;
    const view = frameDocument?.defaultView;
    if (!body || !view) return;
    const nameAll = (root: ParentNode) => {
      for (const element of root.querySelectorAll(DRAGGABLE)) nameDraggable(element);
    };
    nameAll(body);
    const observer = new view.MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') nameDraggable(record.target as Element);
        else
          for (const node of record.addedNodes)
            if (node.nodeType === 1) {
              nameDraggable(node as Element);
              nameAll(node as Element);
            }
      }
    });
    observer.observe(body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-pressed', 'data-puck-component', 'data-block-type'],
    });
    return () => observer.disconnect();
  }, [frameDocument]);
}
