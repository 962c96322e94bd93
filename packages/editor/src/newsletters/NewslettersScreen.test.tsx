import type { MailingListSummary, Subscriber } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { NewslettersScreen } from './NewslettersScreen.tsx';

const LISTS = '/api/config/newsletters/lists';
const studio: MailingListSummary = {
  id: 'a'.repeat(24),
  name: 'Studio news',
  subscriberCount: 2,
  pendingCount: 1,
};

function subscriber(i: number, status: Subscriber['status'] = 'confirmed'): Subscriber {
  return {
    id: i.toString(16).padStart(24, '0'),
    email: `reader${i}@example.com`,
    name: i === 1 ? 'Maya' : '',
    status,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    confirmedAt: status === 'confirmed' ? new Date(Date.UTC(2026, 0, 2)).toISOString() : null,
  };
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderScreen() {
  rendered = await render(<NewslettersScreen onBack={() => {}} />);
  return rendered.container;
}

const listNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.newsletter-list .page-item-title')].map((e) => textOf(e));

describe('NewslettersScreen', () => {
  it("says to create a list when there is none (the spec's words), and creates one", async () => {
    const api = fakeApi({
      [`GET ${LISTS}`]: { body: { lists: [] } },
      [`POST ${LISTS}`]: { status: 201, body: { list: { ...studio, subscriberCount: 0, pendingCount: 0 } } },
    });
    const container = await renderScreen();
    expect(document.activeElement?.textContent).toBe('Newsletters');
    await waitFor(
      () =>
        textOf(container).includes("You don't have any mailing lists. Please create one before continuing"),
      'the empty state',
    );
    await typeInto(field(container, 'List name') as HTMLInputElement, 'Studio news');
    await click(button(container, 'Create list'));
    await waitFor(() => listNames(container).length === 1, 'the new list');
    expect(api.sent.at(-1)).toEqual({ method: 'POST', path: LISTS, body: { name: 'Studio news' } });
    expect(listNames(container)).toEqual(['Studio news']);
    expect(textOf(container)).not.toContain("You don't have any mailing lists");
    expect(textOf(container.querySelector('.save-status'))).toBe('Created Studio news.');
  });

  it('shows a refused name beside its field, focused', async () => {
    fakeApi({
      [`GET ${LISTS}`]: { body: { lists: [] } },
      [`POST ${LISTS}`]: {
        status: 400,
        body: { error: 'Please enter a name.', errors: { name: 'Please enter a name.' } },
      },
    });
    const container = await renderScreen();
    await waitFor(() => button(container, 'Create list'), 'the form');
    await click(button(container, 'Create list'));
    const input = field(container, 'List name') as HTMLInputElement;
    await waitFor(() => input.getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(document.activeElement).toBe(input);
    expect(textOf(document.getElementById(`${input.id}-error`))).toBe('Please enter a name.');
  });

  it('lists with their counts, renames in place and deletes after a confirmation', async () => {
    const api = fakeApi({
      [`GET ${LISTS}`]: { body: { lists: [studio] } },
      [`PUT ${LISTS}/${studio.id}`]: { body: { list: { id: studio.id, name: 'Kiln letters' } } },
      [`DELETE ${LISTS}/${studio.id}`]: { status: 204 },
    });
    const container = await renderScreen();
    await waitFor(() => listNames(container).length === 1, 'the list');
    expect(textOf(container.querySelector('.newsletter-list .page-item-meta'))).toBe(
      '2 subscribers · 1 waiting to confirm',
    );

    await click(button(container, 'Rename Studio news'));
    const input = field(container, 'New name for Studio news') as HTMLInputElement;
    await typeInto(input, 'Kiln letters');
    await click(button(container, 'Save name'));
    await waitFor(() => listNames(container)[0] === 'Kiln letters', 'the new name');
    expect(api.sent.at(-1)?.body).toEqual({ name: 'Kiln letters' });
    expect(document.activeElement).toBe(button(container, 'Rename Kiln letters'));

    await click(button(container, 'Delete Kiln letters'));
    expect(textOf(container.querySelector('legend'))).toContain('Its 3 addresses will be deleted with it');
    expect(document.activeElement).toBe(button(container, 'Keep it'));
    expect(api.calls()).not.toContain(`DELETE ${LISTS}/${studio.id}`);
    await click(button(container, 'Delete list'));
    await waitFor(() => listNames(container).length === 0, 'the list gone');
    expect(api.calls()).toContain(`DELETE ${LISTS}/${studio.id}`);
    expect(textOf(container)).toContain("You don't have any mailing lists");
  });

  it("opens a list's subscribers: status, search, Load more and the CSV export", async () => {
    const first = Array.from({ length: 50 }, (_, i) => subscriber(60 - i));
    const api = fakeApi({
      [`GET ${LISTS}`]: { body: { lists: [studio] } },
      [`GET ${LISTS}/${studio.id}/subscribers`]: [
        { body: { subscribers: first, next: 'cursor-1' } },
        { body: { subscribers: [subscriber(2, 'pending'), subscriber(1, 'unsubscribed')], next: null } },
        { body: { subscribers: [subscriber(1, 'unsubscribed')], next: null } },
      ],
    });
    const container = await renderScreen();
    await waitFor(() => listNames(container).length === 1, 'the list');
    await click(container.querySelector<HTMLButtonElement>('.newsletter-list .page-item') ?? undefined);
    await waitFor(() => container.querySelectorAll('.subscriber').length === 50, 'the first page');
    expect(document.activeElement?.textContent).toBe('Studio news');
    const exportLink = [...container.querySelectorAll('a')].find((a) => textOf(a) === 'Export CSV');
    expect(exportLink?.getAttribute('href')).toBe(`${LISTS}/${studio.id}/subscribers.csv`);

    await click(button(container, 'Load more'));
    await waitFor(() => container.querySelectorAll('.subscriber').length === 52, 'the second page');
    expect(api.requested).toContain(`GET ${LISTS}/${studio.id}/subscribers?q=&before=cursor-1`);
    expect(button(container, 'Load more')).toBeUndefined();
    const last = [...container.querySelectorAll('.subscriber')]
      .slice(-2)
      .map((e) => textOf(e.querySelector('.badge')));
    expect(last).toEqual(['Waiting to confirm', 'Unsubscribed']);

    await typeInto(field(container, 'Search subscribers') as HTMLInputElement, 'maya');
    await click(button(container, 'Search'));
    await waitFor(() => container.querySelectorAll('.subscriber').length === 1, 'the search');
    expect(api.requested.at(-1)).toBe(`GET ${LISTS}/${studio.id}/subscribers?q=maya`);
    expect(textOf(container.querySelector('.subscriber'))).toContain('Maya');
  });

  it('says when the lists cannot be loaded, and tries again', async () => {
    fakeApi({
      [`GET ${LISTS}`]: [
        { status: 403, body: { error: 'You do not have permission to do this.' } },
        { body: { lists: [studio] } },
      ],
    });
    const container = await renderScreen();
    await waitFor(() => textOf(container).includes('You do not have permission to do this.'), 'the failure');
    await click(button(container, 'Try again'));
    await waitFor(() => listNames(container).length === 1, 'the lists');
  });
});
