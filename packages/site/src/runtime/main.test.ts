import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('initialises the page on import: owner behaviour runs, a second run is refused, destroy undoes it', async () => {
  vi.useFakeTimers();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const context = {
    websiteSettings: {
      useEscapeKeyToLogin: false,
      cookiePolicy: { isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyAbsolute: false },
    },
    websiteRoles: [],
    authenticatedAccount: null,
    website: { developerMode: false, cloneable: false },
  };
  document.body.innerHTML = `<script id="tessera-context" type="application/json">${JSON.stringify(context)}</script>`;
  history.replaceState(null, '', '/?logout=true');

  await import('./main.ts');

  // The dialog's code loads on demand.
  await vi.waitFor(() =>
    expect(document.querySelector('dialog')?.textContent).toContain('Logout Successful'),
  );
  const runtime = window.__tessera;
  runtime?.initialize();
  expect(warn).toHaveBeenCalledWith('Detected second run, this is bad.');

  runtime?.destroy();
  expect(document.querySelector('dialog')).toBeNull();
});
