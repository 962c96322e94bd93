import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { button, click, pressKey, type Rendered, render } from '../testing/dom.ts';
import { screenLink } from '../testing/sections.ts';
import { SectionsNav } from './SectionsNav.tsx';
import { type Screen, SECTION_GROUPS } from './sections.ts';

let rendered: Rendered | undefined;
let opened: Screen[] = [];
let actions: string[] = [];

beforeEach(() => {
  opened = [];
  actions = [];
  window.history.replaceState(null, '', '/config/?frameUrl=%2Fabout');
});

afterEach(() => rendered?.unmount());

async function renderNav(screen: Screen = 'pages') {
  rendered = await render(
    <div>
      <SectionsNav
        groups={SECTION_GROUPS}
        screen={screen}
        onOpen={(which) => opened.push(which)}
        menuOnlyLinks={[{ label: 'View site', href: '/about?noredirect=1' }]}
        menuOnlyActions={[{ label: 'Go to…', onSelect: () => actions.push('go to') }]}
      />
      <button type="button">Outside</button>
    </div>,
  );
  return rendered.container;
}

describe('SectionsNav', () => {
  it('shows a group of one screen as its link and a group of several as a disclosure of links', async () => {
    const container = await renderNav('forms');
    expect(screenLink(container, 'Commerce')?.getAttribute('href')).toBe(
      '/config/commerce?frameUrl=%2Fabout',
    );
    const contacts = button(container, 'Contacts');
    expect(contacts?.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(contacts?.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    expect([...(list?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual([
      'Forms',
      'Members',
      'Comments',
    ]);
    expect(screenLink(container, 'Forms')?.getAttribute('aria-current')).toBe('page');
    expect(container.querySelector('[data-current]')?.contains(contacts as Node)).toBe(true);
    await click(contacts);
    expect(list?.hidden).toBe(false);
  });

  it('opens the chosen screen and closes its group; a click for a new tab is left to the browser', async () => {
    const container = await renderNav();
    await click(button(container, 'Settings'));
    await click(screenLink(container, 'People'));
    expect(opened).toEqual(['people']);
    expect(button(container, 'Settings')?.getAttribute('aria-expanded')).toBe('false');
    // Its list hidden, focus goes back to the group's button rather than to nowhere.
    expect(document.activeElement).toBe(button(container, 'Settings'));
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => screenLink(container, 'Outbox')?.dispatchEvent(newTab));
    expect(opened).toEqual(['people']);
  });

  it('closes on a press outside and on tabbing out, not when the page moves focus by itself', async () => {
    const container = await renderNav();
    const settings = button(container, 'Settings');
    const outside = button(container, 'Outside');
    await click(settings);
    await act(async () => outside?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(settings?.getAttribute('aria-expanded')).toBe('false');

    await click(settings);
    await act(async () => settings?.focus());
    // A screen still loading focuses its heading: the group stays open.
    await act(async () => outside?.focus());
    expect(settings?.getAttribute('aria-expanded')).toBe('true');
    const outbox = screenLink(container, 'Outbox') as HTMLElement;
    await act(async () => outbox.focus());
    await pressKey(outbox, 'Tab');
    await act(async () => outside?.focus());
    expect(settings?.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape wherever focus is, and on a press in the preview', async () => {
    const container = await renderNav();
    const contacts = button(container, 'Contacts');
    await click(contacts);
    (document.activeElement as HTMLElement | null)?.blur();
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(async () => document.body.dispatchEvent(escapeKey));
    expect(contacts?.getAttribute('aria-expanded')).toBe('false');
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(contacts);

    await click(contacts);
    const frame = document.createElement('iframe');
    container.append(frame);
    await act(async () => {
      frame.focus();
      window.dispatchEvent(new Event('blur'));
    });
    expect(contacts?.getAttribute('aria-expanded')).toBe('false');
  });

  it('folds into the Menu, which holds the links the bar shows on wide screens', async () => {
    const container = await renderNav();
    const menu = button(container, 'Menu');
    expect(menu?.getAttribute('aria-expanded')).toBe('false');
    await click(menu);
    expect(menu?.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('nav')?.hasAttribute('data-menu-open')).toBe(true);
    expect(container.querySelector('.top-bar-menu-only a')?.getAttribute('href')).toBe('/about?noredirect=1');
    await pressKey(menu as HTMLElement, 'Escape', { cancelable: true });
    expect(menu?.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('runs a menu action once the menu has closed, the focus on the Menu button', async () => {
    const container = await renderNav();
    const menu = button(container, 'Menu');
    await click(menu);
    await click(container.querySelector<HTMLButtonElement>('.top-bar-menu-only button') ?? undefined);
    expect(actions).toEqual(['go to']);
    expect(menu?.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });
});
