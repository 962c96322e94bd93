import type { MemberAreaSummary, MemberSummary } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  field,
  labelledButton,
  type Rendered,
  render,
  textOf,
  typeInto,
  waitFor,
} from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { MembersScreen } from './MembersScreen.tsx';

const AREAS = '/api/config/member-areas';
const MEMBERS = '/api/config/members';
const about = { id: 'b'.repeat(24), title: 'About' };
const notes = { id: 'c'.repeat(24), title: 'Studio notes' };
const area: MemberAreaSummary = {
  id: 'a'.repeat(24),
  name: 'Studio notes',
  description: '',
  access: 'free',
  collectionIds: [notes.id],
  memberCount: 1,
};
const ada: MemberSummary = {
  id: 'd'.repeat(24),
  name: 'Ada',
  email: 'ada@example.com',
  verified: true,
  joinedAt: '2026-01-01T00:00:00.000Z',
  areas: ['Studio notes'],
};
const pages = { pages: [about, notes] };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderScreen(can: { members: boolean; areas: boolean }) {
  rendered = await render(
    <MembersScreen onBack={() => {}} canManageMembers={can.members} canManageAreas={can.areas} />,
  );
  return rendered.container;
}

describe('MembersScreen', () => {
  it('teaches what members are while there are none, and says a search found nobody', async () => {
    fakeApi({ [`GET ${MEMBERS}`]: { body: { members: [] } } });
    const container = await renderScreen({ members: true, areas: false });
    await waitFor(() => textOf(container).includes('No members yet'), 'the empty state');
    expect(textOf(container.querySelector('.empty-state'))).toContain('Members are visitors with an account');
    await typeInto(field(container, 'Search members') as HTMLInputElement, 'zed');
    await click(button(container, 'Search'));
    await waitFor(() => textOf(container).includes('No member matches this search.'), 'the search');
    expect(container.querySelector('.empty-state')).toBeNull();
  });

  it('lists members with their areas, searches and removes one', async () => {
    const api = fakeApi({
      [`GET ${MEMBERS}`]: { body: { members: [ada] } },
      [`DELETE ${MEMBERS}/${ada.id}`]: { status: 204 },
    });
    const container = await renderScreen({ members: true, areas: false });
    await waitFor(() => textOf(container).includes('Confirmed · Studio notes'), 'the member');
    expect(textOf(container)).not.toContain('Member areas');
    await typeInto(field(container, 'Search members') as HTMLInputElement, ' ada ');
    await click(button(container, 'Search'));
    await waitFor(() => api.requested.includes(`GET ${MEMBERS}?q=ada`), 'the search');
    // Remove asks first (as People does): the question takes the focus, nothing is sent yet.
    await click(labelledButton(container, 'Remove ada@example.com'));
    expect(textOf(container.querySelector('.member-row legend'))).toBe(
      "Remove Ada from this site's members? Their member account is deleted and they can no longer sign in.",
    );
    expect(document.activeElement).toBe(button(container, 'Keep them'));
    expect(api.calls()).not.toContain(`DELETE ${MEMBERS}/${ada.id}`);
    await click(button(container, 'Remove Ada'));
    await waitFor(() => textOf(container).includes('Removed ada@example.com.'), 'the removal');
    expect(api.calls()).toContain(`DELETE ${MEMBERS}/${ada.id}`);
    expect(container.querySelector('[aria-label="Members"]')).toBeNull();
  });

  it('keeps a member on Keep them, the focus back on Remove, and says a refusal', async () => {
    const api = fakeApi({
      [`GET ${MEMBERS}`]: { body: { members: [ada] } },
      [`DELETE ${MEMBERS}/${ada.id}`]: { status: 404, body: { error: 'This member does not exist.' } },
    });
    const container = await renderScreen({ members: true, areas: false });
    await waitFor(() => labelledButton(container, 'Remove ada@example.com'), 'the member');
    await click(labelledButton(container, 'Remove ada@example.com'));
    await click(button(container, 'Keep them'));
    expect(container.querySelector('.member-row legend')).toBeNull();
    expect(document.activeElement).toBe(labelledButton(container, 'Remove ada@example.com'));
    expect(api.calls()).not.toContain(`DELETE ${MEMBERS}/${ada.id}`);

    await click(labelledButton(container, 'Remove ada@example.com'));
    await click(button(container, 'Remove Ada'));
    await waitFor(() => textOf(container).includes('This member does not exist.'), 'the refusal');
    expect(document.activeElement).toBe(labelledButton(container, 'Remove ada@example.com'));
    expect(textOf(container)).toContain('ada@example.com');
  });

  it('shows what each area protects and makes an area protecting the chosen pages', async () => {
    const api = fakeApi({
      [`GET ${AREAS}`]: { body: { areas: [area] } },
      'GET /api/config/pages': { body: pages },
      [`POST ${AREAS}`]: { status: 201, body: { id: 'e'.repeat(24) } },
    });
    const container = await renderScreen({ members: false, areas: true });
    await waitFor(() => textOf(container).includes('Free · 1 member · protects Studio notes'), 'the area');
    await click(button(container, 'New member area'));
    await typeInto(field(container, 'Name') as HTMLInputElement, 'Insiders');
    await click(field(container, 'About'));
    await click(button(container, 'Create member area'));
    await waitFor(() => textOf(container).includes('Saved Insiders.'), 'the save');
    expect(api.sent.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      path: AREAS,
      body: { name: 'Insiders', description: '', collectionIds: [about.id] },
    });
  });

  it("spec 2 §8: 'Unable to load collections' when the pages an area may protect cannot load, and Try again", async () => {
    let pagesFail = true;
    fakeApi({
      [`GET ${AREAS}`]: { body: { areas: [area] } },
      'GET /api/config/pages': () =>
        pagesFail ? { status: 500, body: { error: 'Broken.' } } : { body: pages },
    });
    const container = await renderScreen({ members: false, areas: true });
    await waitFor(() => textOf(container).includes('Unable to load collections'), 'the failure');
    // The areas themselves still show; the page titles they protect cannot be named.
    expect(textOf(container)).toContain('protects a page');
    pagesFail = false;
    await click(button(container, 'Try again'));
    await waitFor(() => textOf(container).includes('protects Studio notes'), 'the pages');
    expect(textOf(container)).not.toContain('Unable to load collections');
  });
});
