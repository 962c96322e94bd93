// A third party's captcha widget (reCAPTCHA v2, hCaptcha, Turnstile), loaded only when a visitor
// starts on a form that asks for one: the provider's script (explicit rendering), then its widget
// in the form's captcha box. All three expose render(box, { sitekey, callback, expired-callback })
// and reset(id); the token the callback hands over is the submission's captchaKey. The page's CSP
// allows the chosen provider's hosts on pages with such a form only (server: forms/captcha).
import { FORM_MESSAGES } from '@tessera/core';

export type ThirdPartyProvider = 'recaptcha' | 'hcaptcha' | 'turnstile';

interface WidgetApi {
  render(box: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}

const SCRIPTS: Record<ThirdPartyProvider, { url: string; global: string }> = {
  recaptcha: { url: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  hcaptcha: { url: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  turnstile: {
    url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
};

const ONLOAD = 'tesseraCaptchaLoaded';
let loading: Promise<WidgetApi> | null = null;

/** The provider's script, once per page; resolves when its API is ready (the onload callback). */
export function loadWidgetApi(provider: ThirdPartyProvider, doc: Document = document): Promise<WidgetApi> {
  const { url, global } = SCRIPTS[provider];
  const scope = window as unknown as Record<string, unknown>;
  // Already there (another form on the page loaded it): no second script.
  if (scope[global]) return Promise.resolve(scope[global] as WidgetApi);
  loading ??= new Promise<WidgetApi>((resolve, reject) => {
    scope[ONLOAD] = () => resolve(scope[global] as WidgetApi);
    const script = doc.createElement('script');
    script.src = `${url}&onload=${ONLOAD}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error(`The ${provider} captcha could not be loaded`));
    };
    doc.head.append(script);
  });
  return loading;
}

export interface CaptchaWidget {
  /** The token of a completed challenge, or null */
  token(): string | null;
  /** A new challenge (after a failed submission: a token is good once) */
  reset(): void;
}

/**
 * Renders the widget in `box` (unrendered → rendered). Without a site key it rejects with the
 * spec's 'ReCaptcha has not been set up!' (for the console; the visitor is told to complete it).
 */
export async function mountWidget(
  box: HTMLElement,
  provider: ThirdPartyProvider,
  siteKey: string,
  load: typeof loadWidgetApi = loadWidgetApi,
): Promise<CaptchaWidget> {
  if (!siteKey) throw new Error(FORM_MESSAGES.captchaNotSetUp);
  const api = await load(provider);
  let token: string | null = null;
  box.textContent = '';
  const id = api.render(box, {
    sitekey: siteKey,
    callback: (value: string) => {
      token = value;
    },
    'expired-callback': () => {
      token = null;
    },
  });
  box.dataset.captchaState = 'rendered';
  return {
    token: () => token,
    reset() {
      token = null;
      api.reset(id);
    },
  };
}
