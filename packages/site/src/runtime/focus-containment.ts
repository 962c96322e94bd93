// Focus containment (second spec document, section 5: "Focus containment needs exactly one of
// container or predicate ('One (and only one) of container and predicate must be set')"): the one
// helper the lightbox, the popup overlay, the runtime's dialogs and the quick view keep focus in
// with. While it holds, Tab and Shift+Tab go round the contained stops, and focus that lands outside
// (a click on the page behind, a screen reader's jump) comes back in. Released, it gives focus back
// where it was; when that is gone or hidden, to the page's first stop, never to the bare body.

export const FOCUS_CONTAINMENT_MISCONFIGURED = 'One (and only one) of container and predicate must be set';

const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"])';

export interface FocusContainmentOptions {
  /** The subtree focus stays in */
  container?: Element;
  /** Or: whether an element is inside, for what is not one subtree */
  predicate?: (element: Element) => boolean;
  /** Gets focus back on release (the lightbox's opener); where focus was when contained, if not given */
  returnTo?: Element | null;
}

export interface FocusContainment {
  /** The contained stops, in tab order */
  stops(): HTMLElement[];
  /** Stops containing; gives focus back unless told not to (the page is going away) */
  release(giveBack?: boolean): void;
}

/** Not in a hidden or inert part of the page: a stop focus may go to. */
const shown = (element: Element): boolean =>
  element.isConnected && element.closest('[hidden],[inert]') === null;

/**
 * Focuses the first candidate that takes it (a stop hidden by the page's CSS silently does not),
 * without scrolling: focus given back after a click on a banner or popup button must not jump a
 * scrolled page to its top.
 */
export function focusFirstOf(candidates: Iterable<Element | null | undefined>): boolean {
  for (const candidate of candidates) {
    if (!(candidate instanceof HTMLElement) || !shown(candidate)) continue;
    candidate.focus({ preventScroll: true });
    if (candidate.ownerDocument.activeElement === candidate) return true;
  }
  return false;
}

/** The page's stops outside `inside`, in document order. */
export function pageStops(doc: Document, inside: (element: Element) => boolean = () => false): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(TABBABLE)].filter((stop) => shown(stop) && !inside(stop));
}

export function containFocus(options: FocusContainmentOptions): FocusContainment {
  const { container, predicate } = options;
  if ((container === undefined) === (predicate === undefined))
    throw new Error(FOCUS_CONTAINMENT_MISCONFIGURED);
  const doc = container?.ownerDocument ?? document;
  const inside = (node: Node | null): boolean =>
    node instanceof Element &&
    (container ? container.contains(node) : (predicate as (e: Element) => boolean)(node));
  const returnTo = options.returnTo === undefined ? doc.activeElement : options.returnTo;
  const stops = (): HTMLElement[] =>
    [...(container ?? doc).querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (stop) => shown(stop) && inside(stop),
    );

  // A container taken out of the page without a release (the page's part replaced) holds nothing.
  const gone = (): boolean => {
    if (!container || container.isConnected) return false;
    detach();
    return true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || gone()) return;
    const list = stops();
    const first = list[0];
    const last = list.at(-1);
    const active = doc.activeElement;
    const wrapTo = event.shiftKey
      ? (active === first || !inside(active)) && last
      : (active === last || !inside(active)) && first;
    if (!wrapTo && list.length > 0) return;
    event.preventDefault();
    if (wrapTo) wrapTo.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!gone() && !inside(event.target as Node)) focusFirstOf([stops()[0], container]);
  };
  function detach(): void {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('focusin', onFocusIn);
  }
  // On the document in the capture phase: a page's own Tab handling never lets focus slip out.
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('focusin', onFocusIn);
  let held = true;

  return {
    stops,
    release(giveBack = true) {
      if (!held) return;
      held = false;
      detach();
      if (!giveBack) return;
      const back = returnTo && returnTo !== doc.body && !inside(returnTo) ? returnTo : null;
      focusFirstOf([back, ...pageStops(doc, (element) => inside(element))]);
    },
  };
}
