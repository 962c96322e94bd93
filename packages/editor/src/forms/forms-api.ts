// The forms' reads that other screens share (the pages panel, the form block's picker), apart from
// the Forms screen so that they do not bring the screen into the config area's first load.
import { call } from '@tessera/site/api/call.ts';
import type { FormSummary, FormsOnPage } from '@tessera/site/api/routes.gen.ts';

/** The site's forms, with their counts (the Forms screen, and the form block's picker). */
export async function fetchForms(): Promise<FormSummary[]> {
  return (await call('GET /api/config/forms', { silent: true })).forms;
}

/** The pages whose blocks show a form, with each form's counts (the pages panel shows them). */
export async function fetchFormsOnPages(): Promise<FormsOnPage[]> {
  return (await call('GET /api/config/forms/pages', { silent: true })).pages;
}
