import { normalizePopupOverlayConfig } from '@tessera/core';
import type { AnswerOf, BodyOf } from '@tessera/site/api/call.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { AnnouncementBarScreen } from './AnnouncementBarScreen.tsx';
import { MobileInfoBarScreen } from './MobileInfoBarScreen.tsx';
import { PopupOverlayScreen } from './PopupOverlayScreen.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

const POPUP: AnswerOf<'GET /api/config/popup-overlay'> = {
  ...normalizePopupOverlayConfig({ enabled: true, listId: 'list-1' }),
  revision: 2,
};
const BAR: AnswerOf<'GET /api/config/announcement-bar'> = {
  enabled: true,
  text: 'Kiln open day',
  linkUrl: '',
  linkText: '',
  dismissible: true,
  revision: 4,
};
const MOBILE: AnswerOf<'GET /api/config/mobile-info-bar'> = {
  style: 1,
  phone: '',
  email: '',
  location: '',
  hours: '',
  hoursUrl: '',
  revision: 1,
};

describe('PopupOverlayScreen', () => {
  it('edits every setting of the spec and what it offers, saves from its revision, and previews', async () => {
    const api = fakeApi({
      'GET /api/config/popup-overlay': { body: POPUP },
      'PUT /api/config/popup-overlay': (body) => ({ body: { ...(body as object), revision: 3 } }),
      'GET /api/config/newsletters/lists': {
        body: { lists: [{ id: 'list-1', name: 'Studio news', subscriberCount: 2, pendingCount: 0 }] },
      },
    });
    const saved = vi.fn();
    const preview = vi.fn();
    rendered = await render(<PopupOverlayScreen onBack={() => {}} onSaved={saved} onPreview={preview} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Save popup'), 'the settings');
    await waitFor(
      () => (field<HTMLSelectElement>(container, 'Mailing list') as HTMLSelectElement).options.length === 2,
      'the lists',
    );
    const position = field<HTMLSelectElement>(container, 'Position') as HTMLSelectElement;
    expect(position.options).toHaveLength(9);
    await typeInto(position, 'BOTTOM_RIGHT');
    await click(field(container, 'Dark'));
    await click(field(container, 'Show on phones'));
    await click(field(container, 'Stop showing it once a visitor signs up'));
    await typeInto(field(container, 'Show again after (days)') as HTMLInputElement, '-1');
    await typeInto(field(container, 'Version') as HTMLInputElement, '5');
    await typeInto(field(container, 'Title') as HTMLInputElement, 'Hello');
    await click(button(container, 'Preview the popup'));
    expect(preview).toHaveBeenCalledTimes(1);
    await click(button(container, 'Save popup'));
    await waitFor(() => saved.mock.calls.length > 0, 'the save');
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({
      ...POPUP,
      position: 'BOTTOM_RIGHT',
      style: 'DARK',
      enableMobile: false,
      showUntilSignup: false,
      displayFrequency: -1,
      version: 5,
      title: 'Hello',
    });
  });

  it('asks for a button’s link instead of a list, and shows the server’s refusal by its field', async () => {
    fakeApi({
      'GET /api/config/popup-overlay': { body: POPUP },
      'PUT /api/config/popup-overlay': {
        status: 400,
        body: { error: 'Please check the highlighted fields.', errors: { buttonUrl: 'Not a link.' } },
      },
      'GET /api/config/newsletters/lists': { body: { lists: [] } },
    });
    rendered = await render(<PopupOverlayScreen onBack={() => {}} onSaved={() => {}} onPreview={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Save popup'), 'the settings');
    await click(field(container, 'A button to a page'));
    expect(field(container, 'Mailing list')).toBeUndefined();
    await typeInto(field(container, 'Button link') as HTMLInputElement, 'nope');
    await click(button(container, 'Save popup'));
    await waitFor(() => textOf(container).includes('Not a link.'), 'the refusal');
  });
});

describe('AnnouncementBarScreen', () => {
  it('saves the text, link and dismissible, and says when the bar changed elsewhere', async () => {
    const api = fakeApi({
      'GET /api/config/announcement-bar': [{ body: BAR }, { body: { ...BAR, text: 'Theirs', revision: 5 } }],
      'PUT /api/config/announcement-bar': (body) =>
        (body as BodyOf<'PUT /api/config/announcement-bar'>).revision === 4
          ? { body: { ...(body as object), revision: 5 } }
          : {
              status: 409,
              body: { error: 'These settings were changed elsewhere. Reload to see the latest version.' },
            },
    });
    const saved = vi.fn();
    rendered = await render(<AnnouncementBarScreen onBack={() => {}} onSaved={saved} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Save announcement bar'), 'the settings');
    await typeInto(field(container, 'Link') as HTMLInputElement, '/shop');
    await typeInto(field(container, 'Link text') as HTMLInputElement, 'Shop');
    await click(field(container, 'Visitors can close it'));
    await click(button(container, 'Save announcement bar'));
    await waitFor(() => saved.mock.calls.length > 0, 'the save');
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({
      ...BAR,
      linkUrl: '/shop',
      linkText: 'Shop',
      dismissible: false,
    });
    // Saved as revision 5 here; another screen's save meanwhile makes this one stale.
    await typeInto(field(container, 'Link text') as HTMLInputElement, 'The shop');
    await click(button(container, 'Save announcement bar'));
    const alert = await waitFor(() => container.querySelector('.form-alert[role="alert"]'), 'the conflict');
    expect(textOf(alert)).toContain('changed elsewhere');
    await click(button(container, 'Reload'));
    await waitFor(
      () => (field<HTMLTextAreaElement>(container, 'Announcement') as HTMLTextAreaElement).value === 'Theirs',
      'the reload',
    );
  });
});

describe('MobileInfoBarScreen', () => {
  it('saves the style by the spec’s numbers and the four details', async () => {
    const api = fakeApi({
      'GET /api/config/mobile-info-bar': { body: MOBILE },
      'PUT /api/config/mobile-info-bar': (body) => ({ body: { ...(body as object), revision: 2 } }),
    });
    const saved = vi.fn();
    rendered = await render(<MobileInfoBarScreen onBack={() => {}} onSaved={saved} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Save mobile info bar'), 'the settings');
    await click(field(container, 'Light'));
    await typeInto(field(container, 'Phone') as HTMLInputElement, '+44 20 7946 0000');
    await typeInto(field(container, 'Email') as HTMLInputElement, 'studio@example.com');
    await typeInto(field(container, 'Location') as HTMLInputElement, 'Bristol');
    await typeInto(field(container, 'Hours') as HTMLInputElement, 'Tue–Sat 10–18');
    await click(button(container, 'Save mobile info bar'));
    await waitFor(() => saved.mock.calls.length > 0, 'the save');
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({
      ...MOBILE,
      style: 2,
      phone: '+44 20 7946 0000',
      email: 'studio@example.com',
      location: 'Bristol',
      hours: 'Tue–Sat 10–18',
    });
  });
});
