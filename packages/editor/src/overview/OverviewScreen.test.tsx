import { PERMISSIONS, Permission } from '@tessera/core';
import type { AnswerOf } from '@tessera/site/api/call.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import type { Destination } from '../workspace/palette/palette-search.ts';
import { OverviewScreen } from './OverviewScreen.tsx';

const OVERVIEW = 'GET /api/config/overview';
let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const BUSY: AnswerOf<'GET /api/config/overview'> = {
  today: { visitors: 12, orders: { count: 2, totalCents: 5200, currency: 'USD' } },
  attention: [
    { kind: 'submissions', count: 3 },
    { kind: 'comments', count: 1 },
    { kind: 'lowStock', count: 0 },
    { kind: 'failedMail', count: 2 },
  ],
  checklist: [
    { id: 'logo', done: true },
    { id: 'home', done: false },
    { id: 'publish', done: false },
  ],
};

async function renderOverview(answer: unknown, permissions = [...PERMISSIONS]) {
  fakeApi({ [OVERVIEW]: { body: answer } });
  const went: Destination[] = [];
  rendered = await render(
    <OverviewScreen permissions={permissions} onBack={() => {}} onGo={(to) => went.push(to)} />,
  );
  const { container } = rendered;
  await waitFor(() => !textOf(container).includes('Loading the overview…'), 'the overview');
  return { container, went };
}

describe('the overview', () => {
  it('shows today’s figures, what waits (and only that), the checklist and shortcuts', async () => {
    const { container } = await renderOverview(BUSY);
    expect(document.activeElement?.textContent).toBe('Overview');
    const text = textOf(container);
    expect(text).toContain('Visitors12');
    expect(text).toContain('Orders2$52.00');
    expect(button(container, '3 unread form submissions')).toBeDefined();
    expect(button(container, '1 comment waiting for approval')).toBeDefined();
    expect(button(container, '2 mails that could not be sent')).toBeDefined();
    expect(text).not.toContain('running low');
    expect(text).toContain('1 of 3 done');
    expect(text).toContain('Add a logo: done');
    expect(button(container, 'Add a logo')).toBeUndefined();
    expect(button(container, 'Edit the home page')).toBeDefined();
  });

  it('goes where each line is dealt with', async () => {
    const { container, went } = await renderOverview(BUSY);
    await click(button(container, '2 mails that could not be sent'));
    await click(button(container, 'Edit the home page'));
    await click(button(container, 'Products'));
    expect(went).toEqual([
      { screen: 'outbox' },
      { screen: 'pages', frameUrl: '/' },
      { screen: 'commerce', record: ['products'] },
    ]);
  });

  it('says when nothing waits, and leaves out what the role is not given', async () => {
    const { container } = await renderOverview(
      {
        today: { visitors: null, orders: null },
        attention: [{ kind: 'comments', count: 0 }],
        checklist: null,
      },
      [Permission.config, Permission.comments],
    );
    const text = textOf(container);
    expect(text).toContain('Nothing needs you right now.');
    expect(text).not.toContain('Today');
    expect(text).not.toContain('Getting started');
    expect(text).not.toContain('Shortcuts');
  });

  it('offers to try again when the overview cannot be read', async () => {
    fakeApi({ [OVERVIEW]: { status: 500, body: { error: 'Something went wrong.' } } });
    rendered = await render(
      <OverviewScreen permissions={[...PERMISSIONS]} onBack={() => {}} onGo={() => {}} />,
    );
    await waitFor(() => button(rendered?.container as HTMLElement, 'Try again'), 'the failure');
  });
});
