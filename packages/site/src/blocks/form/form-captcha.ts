// A form's captcha in the browser, by the site's choice (site context): ALTCHA's puzzle, solved on
// the first focus in the form, or a third party's widget in the form's [data-captcha] box, loaded in
// its own chunk. The form block and the comment form (site/src/comments/) both use it.
import { call } from '../../api/call.ts';
import { readSiteContext } from '../../context.ts';
import { captchaKey } from './captcha.ts';
import type { CaptchaWidget } from './third-party-captcha.ts';

const fetchChallenge = () => call('GET /api/form/captcha', { silent: true });

export interface FormCaptcha {
  /** Starts the work (the puzzle, or loading the widget) before it is needed */
  start(): void;
  /** What to send as captchaKey; null when the captcha is not done */
  solution(): Promise<string | null>;
  /** After a try: a solution is good once */
  spent(): void;
}

/** The site's captcha for this form (site context): ALTCHA's puzzle, or a third party's widget. */
export function formCaptcha(form: HTMLFormElement): FormCaptcha {
  const setting = readSiteContext()?.websiteSettings.captchaSettings;
  const box = form.querySelector<HTMLElement>('[data-captcha]');
  if (setting && setting.provider !== 'altcha' && box) {
    const { provider, siteKey } = setting;
    let widget: Promise<CaptchaWidget | null> | null = null;
    const mount = () => {
      widget ??= import('./third-party-captcha.ts')
        .then((module) => module.mountWidget(box, provider, siteKey))
        .catch((error: Error) => {
          console.error(error.message);
          return null;
        });
      return widget;
    };
    return {
      start: () => void mount(),
      solution: async () => (await mount())?.token() ?? null,
      spent: () => void widget?.then((w) => w?.reset()),
    };
  }
  let solved: Promise<string | null> | null = null;
  const solve = () => {
    solved ??= captchaKey(fetchChallenge);
    return solved;
  };
  return {
    start: () => void solve(),
    solution: solve,
    spent: () => {
      solved = null;
    },
  };
}
