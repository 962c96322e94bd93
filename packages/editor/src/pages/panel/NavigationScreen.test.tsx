// The navigation screen by keyboard alone: each entry's buttons move it up, down and between the
// groups, every move is announced in the live region, and Save sends the whole arrangement with the
// version it was read at; a save refused as stale says so and offers to reload.
import type { SiteNavigation } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, labelledButton, type Rendered, render, textOf, waitFor } from '../../testing/dom.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { NavigationScreen } from './NavigationScreen.tsx';

const id = (n: number) => String(n).padStart(24, '0');
const navigation: SiteNavigation = {
  version: 3,
  main: [
    { kind: 'page', id: id(91), label: 'Home', pageId: id(1), title: 'Home', publicationLabel: 'Available' },
    { kind: 'page', id: id(92), label: 'Shop', pageId: id(2), title: 'Shop', publicationLabel: 'Available' },
  ],
  footer: [],
  notLinked: [{ id: id(4), title: 'Drafts', publicationLabel: 'Hidden' }],
};

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const labelsIn = (root: ParentNode, group: string) =>
  [...root.querySelectorAll(`[data-group="${group}"] .navigation-entry-label`)].map(
    (e) => e.firstChild?.textContent ?? '',
  );
const live = (root: ParentNode) => textOf(root.querySelector('[aria-live="polite"]'));

async function open(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/config/navigation': { body: navigation }, ...routes });
  const onSaved = vi.fn();
  rendered = await render(<NavigationScreen onBack={() => {}} onSaved={onSaved} />);
  const { container } = rendered;
  await waitFor(() => labelledButton(container, 'Move Shop up'), 'the navigation');
  return { api, container, onSaved };
}

describe('arranging the navigation by keyboard', () => {
  it('moves entries with their buttons, announces each move, and saves the whole arrangement', async () => {
    const answered: SiteNavigation = { ...navigation, version: 4 };
    const { api, container, onSaved } = await open({ 'PUT /api/config/navigation': { body: answered } });
    const save = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Save navigation');
    expect(save?.disabled).toBe(true);
    expect(labelledButton(container, 'Move Home up')?.disabled).toBe(true);

    await click(labelledButton(container, 'Move Shop up') as HTMLButtonElement);
    expect(labelsIn(container, 'main')).toEqual(['Shop', 'Home']);
    expect(live(container)).toBe('Shop moved to position 1 of 2 in Main navigation.');

    await click(labelledButton(container, 'Move Drafts to Footer navigation') as HTMLButtonElement);
    expect(labelsIn(container, 'footer')).toEqual(['Drafts']);
    expect(labelsIn(container, 'none')).toEqual([]);
    expect(live(container)).toBe('Drafts moved to Footer navigation, position 1 of 1.');

    await click(labelledButton(container, 'Unlink Home (move to Not linked)') as HTMLButtonElement);
    expect(labelsIn(container, 'none')).toEqual(['Home']);

    expect(save?.disabled).toBe(false);
    await click(save as HTMLButtonElement);
    await waitFor(() => onSaved.mock.calls.length > 0, 'the save');
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({
      version: 3,
      main: [{ kind: 'page', id: id(2) }],
      footer: [{ kind: 'page', id: id(4) }],
    });
  });

  it('puts everything back with Undo changes', async () => {
    const { container } = await open({});
    await click(labelledButton(container, 'Move Shop up') as HTMLButtonElement);
    const undo = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Undo changes');
    await click(undo as HTMLButtonElement);
    expect(labelsIn(container, 'main')).toEqual(['Home', 'Shop']);
    expect(live(container)).toBe('Changes to the navigation undone.');
  });

  it('says when someone else saved the navigation first and offers to reload it', async () => {
    const stale = 'The navigation was changed elsewhere. Reload to see the latest order.';
    const { container } = await open({
      'PUT /api/config/navigation': { status: 409, body: { error: stale } },
    });
    await click(labelledButton(container, 'Move Shop up') as HTMLButtonElement);
    const save = [...container.querySelectorAll('button')].find((b) => textOf(b) === 'Save navigation');
    await click(save as HTMLButtonElement);
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the refusal');
    expect(textOf(alert)).toContain(stale);
    expect([...alert.querySelectorAll('button')].map(textOf)).toEqual(['Reload the navigation']);
  });
});
