// The top bar's navigation: the screens in groups (sections.ts), each group a disclosure of links
// (a group of one screen is its link). Below 1200 px the groups fold into one Menu button
// (config.css), so every screen stays reachable at any width down to 320 px.
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { SCREEN_NAMES, type Screen, type SectionGroup, screenAddress } from './sections.ts';

interface SectionsNavProps {
  /** The groups, each holding only the screens this account may open; empty groups left out */
  groups: readonly SectionGroup[];
  screen: Screen;
  onOpen: (screen: Screen) => void;
  /** Links the top bar shows on wide screens and the menu holds on narrow ones (View site, Billing) */
  menuOnlyLinks?: readonly { label: string; href: string }[];
}

const MENU_ID = 'config-sections';

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function SectionsNav({ groups, screen, onOpen, menuOnlyLinks = [] }: SectionsNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The last key pressed in the navigation was Tab: focus leaving now is the owner moving on. */
  const tabbing = useRef(false);
  const anythingOpen = menuOpen || openGroup !== null;

  function closeAll() {
    setMenuOpen(false);
    setOpenGroup(null);
  }

  // A press outside closes what is open, as tabbing out of it does (handleBlur).
  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current?.contains(event.target as Node)) return;
      setMenuOpen(false);
      setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anythingOpen]);

  function handleKeyDown(event: KeyboardEvent) {
    tabbing.current = event.key === 'Tab';
    if (event.key !== 'Escape' || !anythingOpen) return;
    // Escape closes the innermost open list and gives focus back to its button; it is not also the
    // config area's Escape (panel-key.ts reads defaultPrevented).
    event.preventDefault();
    if (openGroup !== null) {
      groupButtons.current.get(openGroup)?.focus();
      setOpenGroup(null);
    } else {
      menuButtonRef.current?.focus();
      setMenuOpen(false);
    }
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
    closeAll();
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
      </ul>
    </nav>
  );
}
