// The top bar's navigation: the screens in groups (sections.ts), each group a disclosure of links
// (a group of one screen is its link). Below 1200 px the groups fold into one Menu button
// (config.css), so every screen stays reachable at any width down to 320 px.
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useLatest } from '../ui/use-latest.ts';
import { SCREEN_NAMES, type Screen, type SectionGroup, screenAddress } from './sections.ts';

interface SectionsNavProps {
  /** The groups, each holding only the screens this account may open; empty groups left out */
  groups: readonly SectionGroup[];
  screen: Screen;
  onOpen: (screen: Screen) => void;
  /** Links the top bar shows on wide screens and the menu holds on narrow ones (View site, Billing) */
  menuOnlyLinks?: readonly { label: string; href: string }[];
  /** Buttons the same (Go to…): the menu closes, its button keeps the focus, then the action runs */
  menuOnlyActions?: readonly { label: string; onSelect: () => void }[];
}

const MENU_ID = 'config-sections';
/** Where the groups fold into the Menu: config.css's media query says the same. */
const FOLDED = '(max-width: 1199px)';

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function SectionsNav({
  groups,
  screen,
  onOpen,
  menuOnlyLinks = [],
  menuOnlyActions = [],
}: SectionsNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The last key pressed in the navigation was Tab: focus leaving now is the owner moving on. */
  const tabbing = useRef(false);
  const anythingOpen = menuOpen || openGroup !== null;
  const closeInnermostRef = useLatest(closeInnermost);

  function closeAll() {
    setMenuOpen(false);
    setOpenGroup(null);
  }

  /** Closes the innermost open list and gives focus back to the button that opened it. */
  function closeInnermost() {
    if (openGroup !== null) {
      groupButtons.current.get(openGroup)?.focus();
      setOpenGroup(null);
    } else {
      menuButtonRef.current?.focus();
      setMenuOpen(false);
    }
  }

  // While something is open: Escape closes it wherever focus is (a clicked button takes no focus in
  // some browsers), and it is not also the config area's Escape (panel-key.ts reads
  // defaultPrevented; this listener on the document runs before that one on the window). A press
  // outside closes it, as tabbing out does (handleBlur), and so does a press in the preview, whose
  // events stay in the frame: the window loses focus to it.
  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current?.contains(event.target as Node)) return;
      setMenuOpen(false);
      setOpenGroup(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeInnermostRef.current();
    };
    const onWindowBlur = () => {
      if (document.activeElement?.tagName !== 'IFRAME') return;
      setMenuOpen(false);
      setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onWindowBlur);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onWindowBlur);
    };
  }, [anythingOpen, closeInnermostRef]);

  // A window widened past the fold (or narrowed below it) starts with everything closed.
  useEffect(() => {
    const folded = window.matchMedia?.(FOLDED);
    if (!folded) return;
    const onChange = () => {
      setMenuOpen(false);
      setOpenGroup(null);
    };
    folded.addEventListener('change', onChange);
    return () => folded.removeEventListener('change', onChange);
  }, []);

  function handleKeyDown(event: KeyboardEvent) {
    tabbing.current = event.key === 'Tab';
  }

  // Only a Tab closes on leaving: a screen still loading may move focus to its heading by itself just
  // as the owner opens a group, and that should not snatch the group away.
  function handleBlur(event: FocusEvent) {
    if (tabbing.current && !navRef.current?.contains(event.relatedTarget as Node | null)) closeAll();
    tabbing.current = false;
  }

  function follow(event: MouseEvent, target: Screen) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    // The chosen link's list closes: focus goes back to the button that opened it (a screen, once
    // drawn, moves it on to its heading; the pages keep it there).
    const opener = menuOpen
      ? menuButtonRef.current
      : openGroup !== null
        ? groupButtons.current.get(openGroup)
        : null;
    closeAll();
    opener?.focus();
    onOpen(target);
  }

  const link = (target: Screen, label = SCREEN_NAMES[target]) => (
    <a
      href={screenAddress(target, window.location.href)}
      aria-current={target === screen ? 'page' : undefined}
      onClick={(event) => follow(event, target)}
    >
      {label}
    </a>
  );

  return (
    <nav
      className="sections"
      aria-label="Sections"
      ref={navRef}
      data-menu-open={menuOpen || undefined}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        type="button"
        className="sections-menu-button"
        ref={menuButtonRef}
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        Menu
      </button>
      <ul id={MENU_ID} className="sections-groups">
        {groups.map((group) => {
          const [only] = group.screens;
          if (group.screens.length === 1 && only && SCREEN_NAMES[only] === group.label)
            return (
              <li key={group.label} className="sections-group">
                {link(only)}
              </li>
            );
          const listId = `config-section-${group.label.toLowerCase()}`;
          const open = openGroup === group.label;
          const current = group.screens.includes(screen);
          return (
            <li key={group.label} className="sections-group" data-current={current || undefined}>
              <button
                type="button"
                ref={(element) => {
                  if (element) groupButtons.current.set(group.label, element);
                  else groupButtons.current.delete(group.label);
                }}
                aria-expanded={open}
                aria-controls={listId}
                // The group holding the screen shown: said to screen readers too, not only drawn.
                aria-current={current ? 'true' : undefined}
                onClick={() => setOpenGroup(open ? null : group.label)}
              >
                {group.label}
              </button>
              <ul id={listId} className="sections-list" hidden={!open}>
                {group.screens.map((target) => (
                  <li key={target}>{link(target)}</li>
                ))}
              </ul>
            </li>
          );
        })}
        {menuOnlyLinks.map(({ label, href }) => (
          <li key={label} className="sections-group top-bar-menu-only">
            <a href={href}>{label}</a>
          </li>
        ))}
        {menuOnlyActions.map(({ label, onSelect }) => (
          <li key={label} className="sections-group top-bar-menu-only">
            <button
              type="button"
              onClick={() => {
                closeAll();
                menuButtonRef.current?.focus();
                onSelect();
              }}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
