import { LAST_ADMIN_MESSAGE, SiteUserRole } from '@tessera/core';
import type { AnswerOf } from '@tessera/site/api/call.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { PeopleScreen } from './PeopleScreen.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const people: AnswerOf<'GET /api/config/people'> = {
  contributors: [
    { accountId: 'owner', email: 'owner@example.com', displayName: 'Owner', roles: [SiteUserRole.admin] },
    { accountId: 'ed', email: 'ed@example.com', displayName: 'Ed', roles: [SiteUserRole.editor] },
  ],
  invitations: [
    {
      id: 'inv1',
      email: 'sam@example.com',
      name: 'Sam',
      role: SiteUserRole.storeManager,
      invitedAt: '2030-01-01T00:00:00.000Z',
      expiresAt: '2030-01-08T00:00:00.000Z',
    },
  ],
  audit: [
    {
      at: '2030-01-01T00:00:00.000Z',
      actorEmail: 'owner@example.com',
      action: 'invited',
      subjectEmail: 'sam@example.com',
      detail: { role: SiteUserRole.storeManager },
    },
  ],
};

async function renderScreen() {
  rendered = await render(<PeopleScreen accountId="owner" onBack={() => {}} />);
  const { container } = rendered;
  await waitFor(() => textOf(container).includes('ed@example.com'), 'the contributors');
  return container;
}

describe('PeopleScreen', () => {
  it('lists contributors with their roles, open invitations and the log of changes', async () => {
    fakeApi({ 'GET /api/config/people': { body: people } });
    const container = await renderScreen();
    const rows = [...container.querySelectorAll('.people-row')].map(textOf);
    expect(rows[0]).toContain('Owner (you) owner@example.com');
    expect(rows[0]).toContain('Now: Administrator');
    expect(rows[1]).toContain('Now: Editor');
    expect(rows[2]).toContain('As Store manager');
    expect(textOf(container.querySelector('.people-audit'))).toContain(
      'owner@example.com invited sam@example.com as Store manager',
    );
    // The role select says what the chosen role allows.
    const select = field<HTMLSelectElement>(container, 'Role of Ed');
    expect(select?.value).toBe(String(SiteUserRole.editor));
    const help = document.getElementById(select?.getAttribute('aria-describedby') ?? '');
    expect(textOf(help)).toBe('Writes and publishes pages, posts and collections, and moderates comments.');
  });

  it('invites with the chosen role and says where the mail went', async () => {
    const api = fakeApi({
      'GET /api/config/people': { body: people },
      'POST /api/config/people/invitations': { status: 204 },
    });
    const container = await renderScreen();
    await typeInto(field(container, 'Email') as HTMLInputElement, 'new@example.com');
    await typeInto(field(container, 'Name (optional)') as HTMLInputElement, 'New');
    await typeInto(
      field<HTMLSelectElement>(container, 'Role') as HTMLSelectElement,
      String(SiteUserRole.reporting),
    );
    await click(button(container, 'Send invitation'));
    await waitFor(() => textOf(container).includes('Invitation sent to new@example.com.'), 'the notice');
    expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
      email: 'new@example.com',
      name: 'New',
      role: SiteUserRole.reporting,
    });
  });

  it("asks before removing, and shows the server's refusal in the row", async () => {
    const api = fakeApi({
      'GET /api/config/people': { body: people },
      'DELETE /api/config/people/owner': { status: 409, body: { error: LAST_ADMIN_MESSAGE } },
    });
    const container = await renderScreen();
    const ownerRow = container.querySelector('.people-row') as HTMLElement;
    await click(button(ownerRow, 'Remove Owner'));
    expect(textOf(ownerRow.querySelector('legend'))).toContain('Remove Owner from this site?');
    expect(api.calls()).not.toContain('DELETE /api/config/people/owner');
    await click(button(ownerRow, 'Remove Owner'));
    const alert = await waitFor(() => ownerRow.querySelector('[role="alert"]'), 'the refusal');
    expect(textOf(alert)).toBe(LAST_ADMIN_MESSAGE);
    expect(document.activeElement).toBe(button(ownerRow, 'Remove Owner'));
  });

  it('changes a role only when another one is chosen', async () => {
    const api = fakeApi({
      'GET /api/config/people': { body: people },
      'PUT /api/config/people/ed': { status: 204 },
    });
    const container = await renderScreen();
    const edRow = container.querySelectorAll('.people-row')[1] as HTMLElement;
    expect(button(edRow, 'Change role of Ed')?.disabled).toBe(true);
    await typeInto(
      field<HTMLSelectElement>(edRow, 'Role of Ed') as HTMLSelectElement,
      String(SiteUserRole.viewer),
    );
    await click(button(edRow, 'Change role of Ed'));
    await waitFor(() => api.calls().includes('PUT /api/config/people/ed'), 'the change');
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({ role: SiteUserRole.viewer });
  });
});
