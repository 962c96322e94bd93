// The banner's buttons: the choice is kept at once (the cookie) and the banner goes, then the choice
// is sent for the owner's record of consent; a failure to send is ignored, as tracking calls' are.
// Without this island the same buttons post the form and the server answers with the page again.
import {
  CONSENT_CHOICES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
} from '@tessera/core';
import { clearTrackingCookies, secure } from './browser-cookies.ts';

const isChoice = (value: string | undefined): value is ConsentChoice =>
  CONSENT_CHOICES.some((choice) => choice === value);

/** Keeps the choice for 30 days (spec section 9). */
function storeConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports.
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

export function hydrate(banner: HTMLElement): () => void {
  const form = banner.querySelector('form');
  if (!form) return () => {};
  const onSubmit = (event: SubmitEvent) => {
    const choice = (event.submitter as HTMLButtonElement | null)?.value;
    if (!isChoice(choice)) return;
    event.preventDefault();
    storeConsent(choice);
    if (choice === 'declined') clearTrackingCookies();
    banner.hidden = true;
    const revision = form.querySelector<HTMLInputElement>('input[name="revision"]')?.value ?? '';
    const body = new URLSearchParams({ choice, revision });
    // keepalive: the visitor may leave at once; redirect 'manual': the answer's redirect is for forms.
    fetch(form.action, { method: 'POST', body, keepalive: true, redirect: 'manual' }).catch(() => {});
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
