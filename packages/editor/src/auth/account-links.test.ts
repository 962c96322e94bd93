import { SiteUserRole } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { mailLinkOf, mountInvitation, mountNewPassword } from './account-links.ts';

const account = { id: 'a1', email: 'ed@example.com', displayName: 'Ed' };
let container: HTMLElement;
let leave = () => {};

function mounted() {
  container = document.createElement('div');
  document.body.append(container);
  return container;
}

afterEach(() => {
  leave();
  container?.remove();
  vi.unstubAllGlobals();
});

describe('the links a mail leads to', () => {
  it('reads a reset or an invitation token from the fragment, and nothing else', () => {
    expect(mailLinkOf('#reset=abc.def')).toEqual({ kind: 'reset', token: 'abc.def' });
    expect(mailLinkOf('#invitation=x%2By')).toEqual({ kind: 'invitation', token: 'x+y' });
    expect(mailLinkOf('')).toBeNull();
    expect(mailLinkOf('#frameUrl=/about')).toBeNull();
    expect(mailLinkOf('#reset=')).toBeNull();
  });

  it('shows an invitation for a new account, and hands over the session once accepted', async () => {
    const api = fakeApi({
      'GET /api/people/invitation': {
        body: {
          email: 'ed@example.com',
          name: 'Ed',
          role: SiteUserRole.editor,
          roleName: 'Editor',
          siteTitle: 'Demo',
          hasAccount: false,
        },
      },
      'POST /api/people/invitation/accept': {
        body: { account, permissions: ['config', 'content', 'nonsense'] },
      },
    });
    const onSignedIn = vi.fn();
    leave = mountInvitation(mounted(), 'tok.en', onSignedIn, () => {});
    await waitFor(() => container.querySelector('h1'), 'the invitation');
    expect(textOf(container.querySelector('h1'))).toBe('Join Demo');
    expect(textOf(container)).toContain('You are invited as Editor, with the email ed@example.com.');
    expect((field(container, 'Your name') as HTMLInputElement).value).toBe('Ed');
    await typeInto(field(container, 'Choose a password') as HTMLInputElement, 'long enough');
    await click(button(container, 'Accept the invitation'));
    await waitFor(() => onSignedIn.mock.calls.length > 0, 'the session');
    expect(onSignedIn).toHaveBeenCalledWith({ account, permissions: ['config', 'content'] });
    expect(api.sent.at(-1)?.body).toEqual({ token: 'tok.en', password: 'long enough', displayName: 'Ed' });
  });

  it('asks an existing account for its own password, and says when a link no longer works', async () => {
    fakeApi({
      'GET /api/people/invitation': [
        {
          body: {
            email: 'ed@example.com',
            name: '',
            role: 1,
            roleName: 'Administrator',
            siteTitle: 'Demo',
            hasAccount: true,
          },
        },
        { status: 400, body: { error: 'This invitation has expired.' } },
      ],
    });
    leave = mountInvitation(
      mounted(),
      'tok.en',
      () => {},
      () => {},
    );
    await waitFor(() => field(container, 'Your password'), 'the password field');
    expect(field(container, 'Your name')).toBeUndefined();
    leave();
    const onSignIn = vi.fn();
    leave = mountInvitation(container, 'tok.en', () => {}, onSignIn);
    await waitFor(() => textOf(container).includes('This invitation has expired.'), 'the notice');
    expect(textOf(container.querySelector('h1'))).toBe('This invitation cannot be used');
    await click(button(container, 'Sign in'));
    expect(onSignIn).toHaveBeenCalled();
  });

  it("shows the server's refusal of a new password beside the field", async () => {
    fakeApi({
      'POST /api/auth/PasswordReset/Complete': {
        status: 400,
        body: {
          error: 'Passwords must be at least 8 characters.',
          errors: { password: 'Passwords must be at least 8 characters.' },
        },
      },
    });
    leave = mountNewPassword(mounted(), 'tok.en', () => {});
    const password = field(container, 'New password') as HTMLInputElement;
    await typeInto(password, 'short');
    await click(button(container, 'Save and sign in'));
    await waitFor(() => password.getAttribute('aria-invalid') === 'true', 'the field error');
    expect(textOf(document.getElementById(password.getAttribute('aria-describedby') ?? ''))).toBe(
      'Passwords must be at least 8 characters.',
    );
  });
});
