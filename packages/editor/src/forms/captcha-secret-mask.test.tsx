import { MASKED_PASSWORD_PLACEHOLDER } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { CaptchaSettingsScreen } from './CaptchaSettingsScreen.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const KEPT = { provider: 'turnstile', siteKey: 'site-1', secretKeySet: true, version: 2 };

describe("a kept captcha secret: spec 1 §3 'A masked placeholder constant stands for an oversized password field value'", () => {
  it('shows the mask for the kept key, and keeps the key when the mask is sent back', async () => {
    const api = fakeApi({
      'GET /api/config/forms/captcha': { body: KEPT },
      'PUT /api/config/forms/captcha': { body: KEPT },
    });
    rendered = await render(<CaptchaSettingsScreen onBack={() => {}} />);
    const { container } = rendered;
    const secret = await waitFor(() => field<HTMLInputElement>(container, 'Secret key'), 'the settings');
    expect(secret.placeholder).toBe(MASKED_PASSWORD_PLACEHOLDER);
    expect(secret.value).toBe('');
    await typeInto(secret, MASKED_PASSWORD_PLACEHOLDER);
    await click(button(container, 'Save captcha'));
    await waitFor(() => api.sent.some((sent) => sent.method === 'PUT'), 'the save');
    expect(api.sent.find((sent) => sent.method === 'PUT')?.body).toEqual({
      provider: 'turnstile',
      siteKey: 'site-1',
      version: 2,
    });
  });
});
