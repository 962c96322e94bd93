import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { SignIn } from './SignIn.tsx';

const account = { id: 'a1', email: 'owner@example.com', displayName: 'Owner' };
let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function signInWith(email: string, password: string) {
  const onSignedIn = vi.fn();
  rendered = await render(<SignIn siteTitle="Demo" onSignedIn={onSignedIn} />);
  const { container } = rendered;
  await typeInto(field(container, 'Email') as HTMLInputElement, email);
  await typeInto(field(container, 'Password') as HTMLInputElement, password);
  await click(button(container, 'Sign in'));
  return { container, onSignedIn };
}

describe('SignIn', () => {
  it("shows the server's message when the credentials are wrong", async () => {
    fakeApi({
      'POST /api/auth/Login': { status: 401, body: { error: 'Your email or password is incorrect.' } },
    });
    const { container, onSignedIn } = await signInWith('owner@example.com', 'wrong');
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert');
    expect(textOf(alert)).toBe('Your email or password is incorrect.');
    expect(button(container, 'Sign in')?.disabled).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows field errors from a 400 next to their field', async () => {
    fakeApi({
      'POST /api/auth/Login': {
        status: 400,
        body: { error: 'Please check the form.', errors: { email: 'Enter an email address.' } },
      },
    });
    const { container } = await signInWith('owner', 'secret');
    await waitFor(() => container.querySelector('[role="alert"]'), 'the alert');
    const email = field(container, 'Email') as HTMLInputElement;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(document.getElementById(email.getAttribute('aria-describedby') ?? ''))).toBe(
      'Enter an email address.',
    );
  });

  it('sends the credentials as JSON, shows the loading state and hands over the account and its permissions', async () => {
    const login = heldRoute({ body: { account, permissions: ['config', 'content', 'nonsense'] } });
    const api = fakeApi({ 'POST /api/auth/Login': login.route });
    const { container, onSignedIn } = await signInWith('owner@example.com', 'correct horse');
    expect(button(container, 'Signing in…')?.disabled).toBe(true);
    login.release();
    await waitFor(() => onSignedIn.mock.calls.length > 0, 'the sign-in');
    expect(onSignedIn).toHaveBeenCalledWith({ account, permissions: ['config', 'content'] });
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/Login',
        body: { email: 'owner@example.com', password: 'correct horse' },
      },
    ]);
  });
});
