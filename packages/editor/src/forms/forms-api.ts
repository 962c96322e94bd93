// The config API of forms (server/src/forms/routes.ts): the site's forms, one saved whole from its
// version, and a form's inbox.
import type { FormSummary, FormsOnPage, StoredForm, SubmissionPage } from '@tessera/site/forms-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

const FORMS = '/api/config/forms';

export async function fetchForms(): Promise<FormSummary[]> {
  return (await request<{ forms: FormSummary[] }>({ method: 'GET', url: FORMS, silent: true })).forms;
}

/** The pages whose blocks show a form, with each form's counts (the pages panel shows them). */
export async function fetchFormsOnPages(): Promise<FormsOnPage[]> {
  return (await request<{ pages: FormsOnPage[] }>({ method: 'GET', url: `${FORMS}/pages`, silent: true }))
    .pages;
}

export function createForm(name: string): Promise<StoredForm> {
  return request<StoredForm>({ method: 'POST', url: FORMS, data: { name }, json: true, silent: true });
}

export function fetchForm(formId: string): Promise<StoredForm> {
  return request<StoredForm>({ method: 'GET', url: `${FORMS}/${formId}`, silent: true });
}

export function saveForm({ form, version }: StoredForm): Promise<StoredForm> {
  const { id, ...body } = form;
  return request<StoredForm>({
    method: 'PUT',
    url: `${FORMS}/${id}`,
    data: { form: body, version },
    json: true,
    silent: true,
  });
}

export async function deleteForm(formId: string): Promise<void> {
  await request({ method: 'DELETE', url: `${FORMS}/${formId}`, silent: true });
}

export function fetchSubmissions(formId: string, q: string, before: string | null, heldOnly = false) {
  return request<SubmissionPage>({
    method: 'GET',
    url: `${FORMS}/${formId}/submissions`,
    data: { q, ...(heldOnly ? { held: 'true' } : {}), ...(before ? { before } : {}) },
    silent: true,
  });
}

export async function markRead(formId: string, submissionId: string, read: boolean): Promise<void> {
  await request({
    method: 'PUT',
    url: `${FORMS}/${formId}/submissions/${submissionId}`,
    data: { read },
    json: true,
    silent: true,
  });
}

/** Lets a submission held past the flood limit through: its mail and webhook post go out now. */
export async function releaseSubmission(formId: string, submissionId: string): Promise<void> {
  await request({
    method: 'POST',
    url: `${FORMS}/${formId}/submissions/${submissionId}/release`,
    silent: true,
  });
}

export async function deleteSubmission(formId: string, submissionId: string): Promise<void> {
  await request({ method: 'DELETE', url: `${FORMS}/${formId}/submissions/${submissionId}`, silent: true });
}

/** The CSV export: a plain link, which the browser downloads (the server streams it). */
export const submissionsCsvUrl = (formId: string) => `${FORMS}/${formId}/submissions.csv`;

export type { FormSummary, StoredForm, SubmissionView } from '@tessera/site/forms-api.ts';

/** The site's captcha for forms; the secret key only as set or not. */
export interface CaptchaSettings {
  provider: 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile';
  siteKey: string;
  secretKeySet: boolean;
  version: number;
}

export function fetchCaptchaSettings(): Promise<CaptchaSettings> {
  return request<CaptchaSettings>({ method: 'GET', url: `${FORMS}/captcha`, silent: true });
}

/** `secretKey` omitted keeps the stored one; '' removes it. */
export function saveCaptchaSettings(change: {
  provider: CaptchaSettings['provider'];
  siteKey: string;
  secretKey?: string;
  version: number;
}): Promise<CaptchaSettings> {
  return request<CaptchaSettings>({
    method: 'PUT',
    url: `${FORMS}/captcha`,
    data: change,
    json: true,
    silent: true,
  });
}
