// Forms: a site's forms (core's FormDefinition, saved with a version precondition), what visitors
// send with them, and the owner's inbox. A submission is checked again here with core's rules
// (never trusting the browser), needs a single-use key, a solved captcha when the form asks for one
// and room under the rate limit; it is committed, with its notification mails and webhook post
// queued in the same transaction, before the visitor is told it was sent — so a mail or webhook
// outage delays those, and a crash loses nothing that was acknowledged.

import { randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  configAddressPath,
  FORM_MESSAGES,
  type FormDefinition,
  type FormValues,
  formValueText,
  type PublicFormDefinition,
  validateFormValues,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { type PagePosition, pageOf, pagePositionPattern, readPagePosition } from '../db/newest-first.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { enqueueJob } from '../jobs/service.ts';
import { queueMail } from '../mail/service.ts';
import { formSubmissionMail } from '../mail/templates/FormSubmission.tsx';
import { requireCaptcha, type VerifyUrls } from './captcha/check.ts';
import { effectiveCaptcha } from './captcha/settings.ts';
import type { SubmissionSource } from './page-source.ts';
import {
  countRateHits,
  deleteExpiredKeys,
  deleteForm as deleteFormRow,
  deleteRateHit,
  deleteRateHitsBefore,
  deleteSubmission as deleteSubmissionRow,
  findForm,
  findSubmission,
  insertForm,
  insertKey,
  insertRateHit,
  insertSubmission,
  lockForm,
  markSubmissionRead,
  type SubmissionRow,
  selectFormsWithCounts,
  selectSubmissions,
  spendKey,
  unholdSubmission,
  updateForm,
} from './repository.ts';
import type { formSummarySchema, submissionPageSchema, submissionViewSchema } from './schemas.ts';
import { formWebhookJob } from './webhook.ts';

type FormSummary = z.output<typeof formSummarySchema>;
type SubmissionView = z.output<typeof submissionViewSchema>;
type SubmissionPage = z.output<typeof submissionPageSchema>;

export const FORM_NOT_FOUND = 'Unknown form.';
export const SUBMISSION_NOT_FOUND = 'Unknown submission.';
export const STALE_FORM = 'This form was changed elsewhere. Reload to see the latest version.';
export const FORM_MAIL_KIND = 'form-submission';

/** A submission key works once, within the hour after it was handed out. */
export const SUBMISSION_KEY_MS = 60 * 60_000;
/** The rate limit: at most this many submissions a minute from one address to one form… */
export const RATE_PER_ADDRESS = 5;
/** …and to one form from everyone. */
export const RATE_PER_FORM = 100;
export const RATE_WINDOW_MS = 60_000;
export const SUBMISSIONS_PAGE_SIZE = 50;

const parseDefinition = (row: { definition: string }) => JSON.parse(row.definition) as FormDefinition;

export async function listForms(db: Db, websiteId: string): Promise<FormSummary[]> {
  return (await selectFormsWithCounts(db, websiteId)).map((row) => ({
    id: row.id,
    name: row.name,
    fieldCount: parseDefinition(row).fields.filter((f) => f.type !== 'section' && f.type !== 'hidden').length,
    submissionCount: row.submissions,
    unreadCount: row.unread,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** A new form: one required email field, the usual words, nothing stored elsewhere. */
export function newForm(id: string, name: string): FormDefinition {
  return {
    id,
    name,
    fields: [
      {
        id: 'email',
        type: 'email',
        label: 'Email',
        description: '',
        required: true,
        placeholder: '',
        currencySymbol: '',
        showCountryCode: false,
        underline: false,
        options: [],
        maxLength: null,
        key: '',
        value: '',
      },
    ],
    submitButtonText: 'Submit',
    successMessage: 'Thank you!',
    successHtml: false,
    redirectUrl: '',
    captcha: false,
    disclaimer: { enabled: false, text: '' },
    storage: { notifyEmails: [], webhookUrl: '' },
  };
}

export async function createForm(db: Db, websiteId: string, name: string, now: number) {
  const form = newForm(newId(), name);
  await insertForm(db, websiteId, { id: form.id, name, definition: JSON.stringify(form) }, now);
  return { form, version: 1 };
}

export async function getForm(db: Db, websiteId: string, formId: string) {
  const row = await findForm(db, websiteId, formId);
  if (!row) throw new HttpError(404, FORM_NOT_FOUND);
  return { form: parseDefinition(row), version: row.version };
}

/**
 * Saves a form whole, from the version it was read at (409 when another save came between). The
 * success HTML is sanitised as rich text is; the id is the form's, whatever the body says.
 */
export async function saveForm(
  db: Db,
  websiteId: string,
  formId: string,
  change: { form: Omit<FormDefinition, 'id'>; version: number },
  { now, sanitize }: { now: number; sanitize: (html: string) => string },
) {
  const form: FormDefinition = {
    ...change.form,
    id: formId,
    successMessage: change.form.successHtml
      ? sanitize(change.form.successMessage)
      : change.form.successMessage,
  };
  const saved = await updateForm(
    db,
    websiteId,
    formId,
    change.version,
    { name: form.name, definition: JSON.stringify(form) },
    now,
  );
  if (!saved) {
    if (!(await findForm(db, websiteId, formId))) throw new HttpError(404, FORM_NOT_FOUND);
    throw new HttpError(409, STALE_FORM);
  }
  return { form, version: change.version + 1 };
}

/**
 * Deletes a form and its submissions, the form locked first: a submission being stored holds that
 * lock, so its row is there to delete once it commits (without it, one committed between the two
 * deletes stayed behind, a submission of no form), and one arriving after finds no form (404).
 */
export async function deleteForm(db: Db, websiteId: string, formId: string): Promise<void> {
  const deleted = await inTransaction(
    db,
    async (trx) => (await lockForm(trx, websiteId, formId)) && deleteFormRow(trx, websiteId, formId),
  );
  if (!deleted) throw new HttpError(404, FORM_NOT_FOUND);
}

/** What a page needs of a form: everything but where its submissions go. */
export function publicForm(form: FormDefinition): PublicFormDefinition {
  const { storage: _storage, ...shown } = form;
  return shown;
}

export async function findPublicForm(db: Db, websiteId: string, formId: string) {
  const row = await findForm(db, websiteId, formId);
  return row ? publicForm(parseDefinition(row)) : null;
}

export async function issueSubmissionKey(db: Db, websiteId: string, now: number): Promise<string> {
  const key = randomBytes(18).toString('base64url');
  await insertKey(db, websiteId, key, now + SUBMISSION_KEY_MS);
  return key;
}

export interface Submission {
  websiteId: string;
  siteTitle: string;
  /** The site's address, for the mail's link to the form's inbox; none: the mail has no link */
  baseUrl?: string;
  secret: string;
  formId: string;
  /** The submission key; null for a form sent without JavaScript, which cannot have one */
  key: string | null;
  values: FormValues;
  captchaKey: string | null;
  address: string;
  pageTitle: string;
  pagePath: string;
  /** The payload's other page fields (page-source.ts); none for a form sent without JavaScript */
  source?: SubmissionSource;
  now: number;
  /** What guards the site's forms (captcha/settings.ts); ALTCHA when not given */
  captcha?: ReturnType<typeof effectiveCaptcha>;
  /** Where third parties' tokens are checked, when not at their own hosts (tests) */
  verifyUrls?: VerifyUrls;
  /** Where a problem of the site's setup is told to the operator (the request's log) */
  warn?: (message: string) => void;
}

/**
 * For the periodic trim: keys and captcha solutions past their time (useless: a late one is refused
 * anyway) and rate-limit marks older than the window (no longer counted). How many rows went.
 */
export async function forgetSpentFormMarks(db: Db, now: number): Promise<number> {
  return (await deleteExpiredKeys(db, now)) + (await deleteRateHitsBefore(db, now - RATE_WINDOW_MS));
}

/**
 * Whom the per-address limit counts: an IPv4 address as it is (also one written as IPv6), an IPv6
 * one by its /64 network — one household or server holds a whole /64 and may write from any address
 * in it, so counting single addresses would let one sender through without limit.
 */
export function rateLimitAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const front = head ? head.split(':') : [];
  const back = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** What a flood limit counts: sends to one target (a form, a site's comments) in the last minute. */
export interface SendRate {
  websiteId: string;
  /** The form's id, or another feature's name for what it counts ('comments') */
  target: string;
  address: string;
  now: number;
  perAddress: number;
  perTarget: number;
  /** The 429's message */
  message: string;
}

/**
 * Counts a send against the flood limits. Past the per-address limit it is refused (429). Past the
 * target's limit — everyone together — it is not refused but held: the answer says so and the
 * caller stores it without telling anyone (a form's submission held, a comment pending with no
 * moderator mail). Refusing there let twenty addresses close a form to every visitor each minute;
 * holding keeps a real visitor's message while a flood costs the owner no mail, only one bulk
 * clean-up. (The other way, raising the captcha's proof of work, guards nothing on a form without a
 * captcha and still turns away a visitor on a slow phone.)
 *
 * Run in the send's transaction (a form's with the form locked, so sends count one after another
 * and never overshoot). The mark is written before the count, which includes it; a refused mark is
 * taken back (with the transaction), so one address hammering cannot use up the target's room for
 * everyone else. Forms and comments share it (comments/service.ts).
 */
export async function countSend(db: Db, rate: SendRate): Promise<{ held: boolean }> {
  const address = rateLimitAddress(rate.address);
  const mark = { id: newId(), form_id: rate.target, address, at: rate.now };
  await insertRateHit(db, rate.websiteId, mark);
  const since = rate.now - RATE_WINDOW_MS;
  const hits = await countRateHits(db, rate.websiteId, rate.target, address, since);
  if (hits.fromAddress > rate.perAddress) {
    await deleteRateHit(db, rate.websiteId, mark.id);
    throw new HttpError(429, rate.message, undefined, undefined, { 'retry-after': '60' });
  }
  return { held: hits.all > rate.perTarget };
}

/** What a submission's notifications say: its answers, one per field but sections. */
function answersOf(form: FormDefinition, values: FormValues) {
  return form.fields
    .filter((field) => field.type !== 'section')
    .map((field) => ({
      title: field.label || field.key || field.id,
      value: formValueText(field, values[field.id]),
    }));
}

/** Queues a submission's mail (one per notified address) and webhook post, in the caller's transaction. */
async function queueNotifications(
  trx: Db,
  site: { id: string; title: string; baseUrl?: string | undefined },
  form: FormDefinition,
  sent: {
    id: string;
    values: FormValues;
    pageTitle: string;
    pagePath: string;
    source?: SubmissionSource | undefined;
    createdAt: number;
  },
  now: number,
) {
  const websiteId = site.id;
  const mail = formSubmissionMail({
    siteTitle: site.title,
    formName: form.name,
    pageTitle: sent.pageTitle,
    answers: answersOf(form, sent.values),
    ...(site.baseUrl ? { inboxUrl: `${site.baseUrl}${configAddressPath('forms', [form.id])}` } : {}),
  });
  // One mail per address, however often the owner listed it.
  const notified = new Map(form.storage.notifyEmails.map((to) => [to.trim().toLowerCase(), to.trim()]));
  for (const to of notified.values())
    await queueMail(trx, { ...mail, to, kind: FORM_MAIL_KIND, websiteId }, now);
  if (form.storage.webhookUrl)
    await enqueueJob(
      trx,
      formWebhookJob,
      {
        url: form.storage.webhookUrl,
        submissionId: sent.id,
        body: JSON.stringify({
          id: sent.id,
          formId: form.id,
          formName: form.name,
          createdAt: new Date(sent.createdAt).toISOString(),
          pageTitle: sent.pageTitle,
          pagePath: sent.pagePath,
          ...(sent.source ? { source: sent.source } : {}),
          values: sent.values,
        }),
      },
      { websiteId, now },
    );
}

/**
 * Stores a submission, checked as the spec's statuses say: 404 for an unknown form, 401 for a key
 * that is missing, used or expired, 400 for an unsolved captcha or values core's rules refuse, 429
 * past one address's rate limit; past the form's it is stored held (countSend). The submission and
 * its notifications are one transaction.
 */
export async function submitForm(
  db: Db,
  submission: Submission,
): Promise<{ submissionId: string; held: boolean }> {
  const row = await findForm(db, submission.websiteId, submission.formId);
  if (!row) throw new HttpError(404, FORM_MESSAGES.notConfigured);
  const form = parseDefinition(row);
  if (submission.key !== null && !(await spendKey(db, submission.websiteId, submission.key, submission.now)))
    throw new HttpError(401, FORM_MESSAGES.unauthorized);
  if (form.captcha)
    await requireCaptcha(db, {
      websiteId: submission.websiteId,
      secret: submission.secret,
      solution: submission.captchaKey,
      address: submission.address,
      now: submission.now,
      captcha: submission.captcha ?? effectiveCaptcha('{}'),
      ...(submission.verifyUrls ? { verifyUrls: submission.verifyUrls } : {}),
      ...(submission.warn ? { warn: submission.warn } : {}),
    });
  const errors = validateFormValues(form, submission.values);
  if (Object.keys(errors).length > 0) throw badRequest(errors, FORM_MESSAGES.invalidFields);
  const id = newId();
  const answers = answersOf(form, submission.values);
  const held = await inTransaction(db, async (trx) => {
    if (!(await lockForm(trx, submission.websiteId, form.id)))
      throw new HttpError(404, FORM_MESSAGES.notConfigured);
    const { held } = await countSend(trx, {
      websiteId: submission.websiteId,
      target: form.id,
      address: submission.address,
      now: submission.now,
      perAddress: RATE_PER_ADDRESS,
      perTarget: RATE_PER_FORM,
      message: FORM_MESSAGES.rateLimited,
    });
    await insertSubmission(trx, submission.websiteId, {
      id,
      form_id: form.id,
      form_values: JSON.stringify(submission.values),
      search_text: answers
        .map((a) => a.value)
        .join('\n')
        .toLowerCase(),
      page_title: submission.pageTitle,
      page_path: submission.pagePath,
      is_read: 0,
      held: held ? 1 : 0,
      created_at: submission.now,
    });
    // A held one tells no one until the owner releases it (releaseSubmission).
    if (!held)
      await queueNotifications(
        trx,
        { id: submission.websiteId, title: submission.siteTitle, baseUrl: submission.baseUrl },
        form,
        {
          id,
          values: submission.values,
          pageTitle: submission.pageTitle,
          pagePath: submission.pagePath,
          source: submission.source,
          createdAt: submission.now,
        },
        submission.now,
      );
    return held;
  });
  return { submissionId: id, held };
}

const viewOf = (row: SubmissionRow): SubmissionView => ({
  id: row.id,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  read: Number(row.is_read) === 1,
  held: Number(row.held) === 1,
  values: JSON.parse(row.form_values) as FormValues,
  pageTitle: row.page_title,
  pagePath: row.page_path,
});

/** A submission's id: the platform's, or a longer one of its own kind */
export const SUBMISSION_POSITION_PATTERN = pagePositionPattern(/[A-Za-z0-9_-]{1,64}/);

async function formRow(db: Db, websiteId: string, formId: string) {
  const row = await findForm(db, websiteId, formId);
  if (!row) throw new HttpError(404, FORM_NOT_FOUND);
  return row;
}

export async function submissionPage(
  db: Db,
  websiteId: string,
  formId: string,
  { q = '', before, heldOnly = false }: { q?: string; before?: string; heldOnly?: boolean },
): Promise<SubmissionPage> {
  await formRow(db, websiteId, formId);
  const rows = await selectSubmissions(db, websiteId, formId, {
    q: q.trim().toLowerCase(),
    heldOnly,
    before: readPagePosition(before),
    limit: SUBMISSIONS_PAGE_SIZE + 1,
  });
  const { page, next } = pageOf(rows, SUBMISSIONS_PAGE_SIZE);
  return { submissions: page.map(viewOf), next };
}

export async function getSubmission(db: Db, websiteId: string, formId: string, submissionId: string) {
  const row = await findSubmission(db, websiteId, formId, submissionId);
  if (!row) throw new HttpError(404, SUBMISSION_NOT_FOUND);
  return viewOf(row);
}

export async function setSubmissionRead(
  db: Db,
  websiteId: string,
  formId: string,
  submissionId: string,
  read: boolean,
) {
  if (!(await markSubmissionRead(db, websiteId, formId, submissionId, read)))
    throw new HttpError(404, SUBMISSION_NOT_FOUND);
  return { read };
}

/**
 * Lets a held submission through: it is an ordinary one now, and its mail and webhook post go out as
 * they would have on arrival (with its own time). 404 for no such submission; one not held is left.
 */
export async function releaseSubmission(
  db: Db,
  site: { id: string; title: string; baseUrl?: string },
  formId: string,
  submissionId: string,
  now: number,
): Promise<SubmissionView> {
  const form = parseDefinition(await formRow(db, site.id, formId));
  const row = await inTransaction(db, async (trx) => {
    const found = await findSubmission(trx, site.id, formId, submissionId);
    if (!found) throw new HttpError(404, SUBMISSION_NOT_FOUND);
    if (await unholdSubmission(trx, site.id, formId, submissionId))
      await queueNotifications(
        trx,
        site,
        form,
        {
          id: found.id,
          values: JSON.parse(found.form_values) as FormValues,
          pageTitle: found.page_title,
          pagePath: found.page_path,
          createdAt: Number(found.created_at),
        },
        now,
      );
    return { ...found, held: 0 };
  });
  return viewOf(row);
}

export async function deleteSubmission(db: Db, websiteId: string, formId: string, submissionId: string) {
  if (!(await deleteSubmissionRow(db, websiteId, formId, submissionId)))
    throw new HttpError(404, SUBMISSION_NOT_FOUND);
}

/** A CSV cell: quoted, and a formula-looking start made inert (a spreadsheet would run it). */
function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A form's submissions as CSV, newest first, read in batches so a large inbox is never held in
 * memory whole: a column per field (compound parts joined, likert one line per statement), then
 * when and where it was sent.
 */
export async function submissionsCsv(
  db: Db,
  websiteId: string,
  formId: string,
): Promise<AsyncIterable<string>> {
  const form = parseDefinition(await formRow(db, websiteId, formId));
  const fields = form.fields.filter((field) => field.type !== 'section');
  async function* lines() {
    yield `${[...fields.map((f) => f.label || f.key || f.id), 'Submitted at', 'Page'].map(cell).join(',')}\r\n`;
    let before: PagePosition | null = null;
    for (;;) {
      const rows = await selectSubmissions(db, websiteId, formId, { q: '', before, limit: 500 });
      for (const row of rows) {
        const values = JSON.parse(row.form_values) as FormValues;
        const cells = fields.map((field) => formValueText(field, values[field.id]));
        cells.push(new Date(Number(row.created_at)).toISOString(), row.page_path);
        yield `${cells.map(cell).join(',')}\r\n`;
      }
      const last = rows.at(-1);
      if (!last || rows.length < 500) return;
      before = { createdAt: Number(last.created_at), id: last.id };
    }
  }
  return lines();
}
