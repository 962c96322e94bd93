import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { CaptchaSettingsScreen } from './CaptchaSettingsScreen.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const SETTINGS = 'captcha';
const ALTCHA = { provider: 'altcha', siteKey: '', secretKeySet: false, version: 1 };

describe('CaptchaSettingsScreen', () => {
  it('asks a third party for both keys, keeps the secret write-only, and shows the server’s refusals', async () => {
    const api = fakeApi({
      'GET /api/config/forms/captcha': { body: ALTCHA },
      'PUT /api/config/forms/captcha': [
        {
          status: 400,
          body: {
            error: 'One or more fields is invalid.',
            errors: { secretKey: 'Enter the secret key the provider gave you.' },
          },
        },
        { body: { provider: 'turnstile', siteKey: 'site-1', secretKeySet: true, version: 2 } },
      ],
    });
    rendered = await render(<CaptchaSettingsScreen onBack={() => {}} />);
    const { container } = rendered;
    const altcha = await waitFor(() => field<HTMLInputElement>(container, 'ALTCHA (built in)'), SETTINGS);
    expect(altcha.checked).toBe(true);
    expect(field(container, 'Site key')).toBeUndefined();

    await click(field(container, 'Cloudflare Turnstile'));
    await typeInto(field(container, 'Site key') as HTMLInputElement, 'site-1');
    const secret = field(container, 'Secret key') as HTMLInputElement;
    expect(secret.type).toBe('password');
    await click(button(container, 'Save captcha'));
    await waitFor(() => secret.getAttribute('aria-invalid') === 'true', 'the refusal');
    expect(textOf(container.querySelector('.field-error'))).toBe(
      'Enter the secret key the provider gave you.',
    );
    expect(document.activeElement).toBe(secret);

    await typeInto(secret, 'secret-1');
    await click(button(container, 'Save captcha'));
    await waitFor(() => textOf(container).includes('A secret key is kept.'), 'the kept secret');
    expect(api.sent.filter((s) => s.method === 'PUT').map((s) => s.body)).toEqual([
      { provider: 'turnstile', siteKey: 'site-1', version: 1 },
      { provider: 'turnstile', siteKey: 'site-1', secretKey: 'secret-1', version: 1 },
    ]);
    expect((field(container, 'Secret key') as HTMLInputElement).value).toBe('');
  });

  it('says the settings changed elsewhere and reloads them', async () => {
    const api = fakeApi({
      'GET /api/config/forms/captcha': [
        { body: ALTCHA },
        { body: { provider: 'hcaptcha', siteKey: 'h-1', secretKeySet: true, version: 3 } },
      ],
      'PUT /api/config/forms/captcha': {
        status: 409,
        body: { error: 'The captcha settings were changed elsewhere. Reload to see the latest version.' },
      },
    });
    rendered = await render(<CaptchaSettingsScreen onBack={() => {}} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Save captcha'), SETTINGS);
    await click(button(container, 'Save captcha'));
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the conflict');
    expect(textOf(alert)).toBe(
      'The captcha settings were changed elsewhere. Reload to see the latest version. Reload',
    );
    await click(button(container, 'Reload'));
    await waitFor(() => field<HTMLInputElement>(container, 'hCaptcha')?.checked, 'the reloaded choice');
    expect((field(container, 'Site key') as HTMLInputElement).value).toBe('h-1');
    expect(api.calls().filter((c) => c.startsWith('GET'))).toHaveLength(2);
  });
});
