// The forms feature's entries in the route table: the owner's forms (the content permission) and
// their inbox (crm), and the visitors' calls of the spec (section 7): a submission key, the save,
// the captcha's challenge, and the form sent without JavaScript.
import { Readable } from 'node:stream';
import {
  CONTENT_SOURCE,
  FORM_MESSAGES,
  type FormValues,
  invalidPageUrlMessage,
  isPagePermissionTypeValue,
  notExpectedOptionMessage,
  type PagePermissionTypeValue,
  Permission,
  pagePermissionTypeRefusal,
} from '@tessera/core';
import { collectFormValues } from '@tessera/site/blocks/form/values.ts';
import { BLOCK_ID_PATTERN } from '@tessera/site/blocks/ids.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publishSiteChange } from '../content/publish.ts';
import { sanitizeRichText } from '../content/rich-text.ts';
import { ID_PATTERN } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, PUBLIC, type RouteInput, requires } from '../http/route.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { Tags } from '../shared/cache-tags.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { captchaChallenge } from './captcha/altcha.ts';
import { effectiveCaptcha } from './captcha/settings.ts';
import { formsOnPages } from './on-pages.ts';
import { submissionSource } from './page-source.ts';
import { refusedFormPage } from './refused-page.tsx';
import {
  formDefinitionSchema,
  formSummarySchema,
  formsOnPageSchema,
  formValuesSchema,
  storedFormSchema,
  submissionPageSchema,
  submissionViewSchema,
} from './schemas.ts';
import { sentFromPage } from './sent-from.ts';
import {
  createForm,
  deleteForm,
  deleteSubmission,
  findPublicForm,
  getForm,
  getSubmission,
  issueSubmissionKey,
  listForms,
  releaseSubmission,
  SUBMISSION_POSITION_PATTERN,
  type Submission,
  saveForm,
  setSubmissionRead,
  submissionPage,
  submissionsCsv,
  submitForm,
} from './service.ts';
import { webhookAddressRefusal } from './webhook.ts';

/** A visitor sends a form a few times at most; more from one address is a flood. */
const VISITOR_RATE = { max: 30, windowMs: 60_000 };

const formParams = z.object({ formId: z.string().regex(ID_PATTERN, 'Unknown form.') });
const submissionParams = formParams.extend({
  submissionId: z.string().regex(ID_PATTERN, 'Unknown submission.'),
});

/** The page a form was sent from without JavaScript (sent-from.ts). */
const sentFrom = (
  { ctx, site, request }: RouteInput<unknown, unknown, unknown, 'site'>,
  collectionId: string,
) =>
  sentFromPage(ctx.db, site, {
    collectionId,
    referer: request.headers.referer,
    host: request.host,
    now: ctx.now(),
  });

/** Forms change what pages show: every page of the site is rendered again (the site tag). */
const pagesChanged = (input: RouteInput<unknown, unknown, unknown, 'site'>) =>
  publishSiteChange(input.ctx, input.site.id, [Tags.site]);

const saveBody = z.object({
  key: z.string().max(100),
  formId: z.string().max(100),
  collectionId: z.string().max(100).nullish(),
  objectName: z.string().max(200).nullish(),
  isOverlayForm: z.boolean().optional(),
  submitButtonText: z.string().max(200).optional(),
  form: z.string().max(1_000_000),
  captchaKey: z.string().max(2000).optional(),
  pageTitle: z.string().max(500).optional(),
  pageId: z.string().max(100).nullish(),
  // Spec: "contentSource (i for item, c for collection)".
  contentSource: z
    .enum([CONTENT_SOURCE.item, CONTENT_SOURCE.collection], {
      error: (issue) => notExpectedOptionMessage(String(issue.input)),
    })
    .optional(),
  pagePath: z
    .string()
    .max(2000)
    .refine((path) => path === '' || path.startsWith('/'), {
      error: (issue) => invalidPageUrlMessage(String(issue.input)),
    })
    .optional(),
  pagePermissionTypeValue: z
    .number()
    .refine(isPagePermissionTypeValue, { error: (issue) => pagePermissionTypeRefusal(issue.input) })
    .optional(),
  // The intra-page event fields (core's form-page-fields.ts: our reading of the spec's words).
  sectionId: z.string().regex(BLOCK_ID_PATTERN).nullish(),
  sessionId: z
    .string()
    .regex(/^[0-9a-f]{1,64}$/)
    .nullish(),
  clientDate: z.number().int().nonnegative().optional(),
});

/**
 * What a submission needs of the site's setup: its captcha choice, the log for its problems, and the
 * site's address (the mail links to the form's inbox in the config area).
 */
const siteSetup = (site: Website, request: FastifyRequest, ctx: AppContext) => ({
  baseUrl: siteBaseUrl(request.protocol, site.identifier, ctx.appDomain),
  captcha: effectiveCaptcha(site.settings),
  ...(ctx.captchaVerifyUrls ? { verifyUrls: ctx.captchaVerifyUrls } : {}),
  warn: (message: string) => request.log.warn({ websiteId: site.id }, message),
});

function parseValues(text: string): FormValues {
  try {
    const parsed = formValuesSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: refused below as any other unreadable values.
  }
  throw badRequest({}, FORM_MESSAGES.unparseableFields);
}

/** A refused form sent without JavaScript: a small page saying why, with a way back. */
async function showRefusedForm(error: HttpError, input: RouteInput<unknown, unknown, unknown, 'site'>) {
  const { request, reply } = input;
  // The body as posted: a refusal may come before it was read into the route's shape.
  const posted = (request.body ?? {}) as { collectionId?: unknown };
  const back = (await sentFrom(input, typeof posted.collectionId === 'string' ? posted.collectionId : ''))
    .path;
  const html = refusedFormPage({
    message: error.message,
    problems: [...new Set(Object.values(error.errors ?? {}))],
    back,
  });
  return reply
    .code(error.statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', htmlPolicy({ html, frameAncestors: "'self'" }))
    .send(html);
}

export const formRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/forms',
    host: 'site',
    tag: 'forms',
    summary: "The site's forms, with how many submissions each has and how many are unread",
    answer: {
      kind: 'json',
      schema: z.object({ forms: z.array(formSummarySchema) }),
      description: 'The forms',
    },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ forms: await listForms(ctx.db, site.id) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/forms/pages',
    host: 'site',
    tag: 'forms',
    summary: 'The pages whose blocks show a form (published or in the draft), with each form’s counts',
    answer: {
      kind: 'json',
      schema: z.object({ pages: z.array(formsOnPageSchema) }),
      description: 'Pages with forms',
    },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ pages: await formsOnPages(ctx.db, site.id) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/forms',
    host: 'site',
    tag: 'forms',
    summary: 'Creates a form with one email field',
    body: z.object({
      name: z
        .string({ error: 'Please enter a name.' })
        .trim()
        .min(1, 'Please enter a name.')
        .max(200, 'Names are at most 200 characters.'),
    }),
    answer: {
      kind: 'json',
      status: 201,
      schema: storedFormSchema,
      description: 'The new form and its version',
    },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body, reply }) => {
      reply.code(201);
      return createForm(ctx.db, site.id, body.name, ctx.now());
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/forms/:formId',
    host: 'site',
    tag: 'forms',
    summary: 'A form whole (its storage fieldset included) and its version',
    params: formParams,
    answer: { kind: 'json', schema: storedFormSchema, description: 'The form' },
    access: requires(Permission.content),
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params }) => getForm(ctx.db, site.id, params.formId),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/forms/:formId',
    host: 'site',
    tag: 'forms',
    summary: 'Saves a form whole, from the version it was read at (409 when it changed since)',
    params: formParams,
    body: z.object({ form: formDefinitionSchema, version: z.number().int().min(1) }),
    answer: { kind: 'json', schema: storedFormSchema, description: 'The form as saved and its new version' },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async (input) => {
      const { ctx, site, params, body } = input;
      const webhook = body.form.storage.webhookUrl;
      const refusal =
        webhook && !ctx.webhooksToPrivateAddresses ? await webhookAddressRefusal(webhook) : null;
      if (refusal) throw badRequest({ 'form.storage.webhookUrl': refusal });
      const saved = await saveForm(ctx.db, site.id, params.formId, body, {
        now: ctx.now(),
        sanitize: sanitizeRichText,
      });
      await pagesChanged(input);
      return saved;
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/forms/:formId',
    host: 'site',
    tag: 'forms',
    summary: 'Deletes a form and its submissions; a form block naming it says it is not configured',
    params: formParams,
    answer: { kind: 'empty', description: 'Deleted' },
    access: requires(Permission.content),
    crumb: true,
    rateLimit: null,
    handler: async (input) => {
      await deleteForm(input.ctx.db, input.site.id, input.params.formId);
      await pagesChanged(input);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/forms/:formId/submissions',
    host: 'site',
    tag: 'forms',
    summary:
      "A form's submissions, newest first, 50 a page; q searches what was sent, held=true shows only those held past the flood limit",
    params: formParams,
    query: z.object({
      q: z.string().max(200).default(''),
      held: z.enum(['true', 'false']).default('false'),
      before: z.string().regex(SUBMISSION_POSITION_PATTERN, 'Unknown page.').optional(),
    }),
    answer: {
      kind: 'json',
      schema: submissionPageSchema,
      description: 'One page of submissions; times in UTC',
    },
    access: requires(Permission.crm),
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params, query }) =>
      submissionPage(ctx.db, site.id, params.formId, {
        q: query.q,
        heldOnly: query.held === 'true',
        ...(query.before ? { before: query.before } : {}),
      }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/forms/:formId/submissions.csv',
    host: 'site',
    tag: 'forms',
    summary: "A form's submissions as CSV, a column per field, streamed",
    params: formParams,
    answer: { kind: 'file', contentType: 'text/csv', description: 'The CSV file' },
    access: requires(Permission.crm),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, params, reply }) => {
      const lines = await submissionsCsv(ctx.db, site.id, params.formId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="submissions.csv"')
        .send(Readable.from(lines));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/forms/:formId/submissions/:submissionId',
    host: 'site',
    tag: 'forms',
    summary: 'One submission',
    params: submissionParams,
    answer: { kind: 'json', schema: submissionViewSchema, description: 'The submission' },
    access: requires(Permission.crm),
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params }) => getSubmission(ctx.db, site.id, params.formId, params.submissionId),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/forms/:formId/submissions/:submissionId',
    host: 'site',
    tag: 'forms',
    summary: 'Marks a submission read or unread',
    params: submissionParams,
    body: z.object({ read: z.boolean({ error: 'read is true or false.' }) }),
    answer: { kind: 'json', schema: z.object({ read: z.boolean() }), description: 'As it now is' },
    access: requires(Permission.crm),
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, body }) =>
      setSubmissionRead(ctx.db, site.id, params.formId, params.submissionId, body.read),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/forms/:formId/submissions/:submissionId/release',
    host: 'site',
    tag: 'forms',
    summary:
      'Lets a submission held past the flood limit through: its notification mail and webhook post go out now',
    params: submissionParams,
    answer: { kind: 'json', schema: submissionViewSchema, description: 'The submission, no longer held' },
    access: requires(Permission.crm),
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, request }) =>
      releaseSubmission(
        ctx.db,
        { ...site, baseUrl: siteBaseUrl(request.protocol, site.identifier, ctx.appDomain) },
        params.formId,
        params.submissionId,
        ctx.now(),
      ),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/forms/:formId/submissions/:submissionId',
    host: 'site',
    tag: 'forms',
    summary: 'Deletes a submission',
    params: submissionParams,
    answer: { kind: 'empty', description: 'Deleted' },
    access: requires(Permission.crm),
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params }) => deleteSubmission(ctx.db, site.id, params.formId, params.submissionId),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/form/FormSubmissionKey',
    host: 'site',
    tag: 'forms',
    summary: 'A single-use key for one submission, good for an hour (spec section 7)',
    answer: {
      kind: 'json',
      schema: z.object({ key: z.string() }),
      description: 'data.key is the submission key',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'Forms sit on cached pages, which hold no crumb; the key grants nothing but one submission, which anyone may make',
    rateLimit: VISITOR_RATE,
    handler: async ({ ctx, site }) => ({ key: await issueSubmissionKey(ctx.db, site.id, ctx.now()) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/form/captcha',
    host: 'site',
    tag: 'forms',
    summary: "An ALTCHA proof-of-work challenge for a form's captcha (self-hosted, no third party)",
    answer: {
      kind: 'json',
      schema: z.object({
        // The one hash the browser's solver computes (captchaChallenge asks for it).
        algorithm: z.literal('SHA-256'),
        challenge: z.string(),
        maxnumber: z.number().optional(),
        salt: z.string(),
        signature: z.string(),
      }),
      description: 'The challenge; its solution is sent as the submission’s captchaKey',
    },
    access: PUBLIC,
    crumb: false,
    rateLimit: VISITOR_RATE,
    handler: async ({ ctx, reply }) => {
      reply.header('cache-control', 'no-store');
      return captchaChallenge(ctx.secret, ctx.now());
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/form/SaveFormSubmission',
    host: 'site',
    tag: 'forms',
    summary:
      'Stores a submission (spec section 7): 400 with errors by field id (or an error), 401 bad key, 404 unknown form, 429 rate limit',
    body: saveBody,
    answer: {
      kind: 'json',
      schema: z.object({ submissionId: z.string() }),
      description: 'Stored (and its notifications queued) before this answer',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The single-use key from FormSubmissionKey is the token; a submission acts on no one’s authority',
    rateLimit: VISITOR_RATE,
    handler: async ({ ctx, site, request, body }) => {
      const submission: Submission = {
        websiteId: site.id,
        siteTitle: site.title,
        secret: ctx.secret,
        formId: body.formId,
        key: body.key,
        values: parseValues(body.form),
        captchaKey: body.captchaKey ?? null,
        address: request.ip,
        pageTitle: body.pageTitle ?? '',
        pagePath: body.pagePath ?? '',
        source: await submissionSource(ctx.db, site.id, {
          ...body,
          pagePermissionTypeValue: body.pagePermissionTypeValue as PagePermissionTypeValue | undefined,
        }),
        now: ctx.now(),
        ...siteSetup(site, request, ctx),
      };
      // Whether it was held is the owner's to know, not the sender's (nor a flood's).
      const { submissionId } = await submitForm(ctx.db, submission);
      return { submissionId };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/form/submit',
    host: 'site',
    tag: 'forms',
    summary:
      'A form sent without JavaScript: stored as the save call stores it, then back to the page, where its success message shows',
    body: z.record(
      z.string().max(200),
      z.union([z.string().max(10_000), z.array(z.string().max(10_000)).max(200)]),
    ),
    bodyType: 'form',
    answer: {
      kind: 'redirect',
      description: 'To the page, at #form-sent-<formId>; a refusal is a page saying why',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'Forms sit on cached pages, which hold no crumb; a submission acts on no one’s authority, and is rate limited',
    rateLimit: VISITOR_RATE,
    renderRefusal: showRefusedForm,
    handler: async (input) => {
      const { ctx, site, request, body, reply } = input;
      const formId = typeof body.formId === 'string' ? body.formId : '';
      const form = ID_PATTERN.test(formId) ? await findPublicForm(ctx.db, site.id, formId) : null;
      if (!form) throw new HttpError(404, FORM_MESSAGES.notConfigured);
      const valuesOf = (name: string) => {
        const value = body[name];
        return value === undefined ? [] : Array.isArray(value) ? value : [value];
      };
      const page = await sentFrom(input, typeof body.collectionId === 'string' ? body.collectionId : '');
      await submitForm(ctx.db, {
        websiteId: site.id,
        siteTitle: site.title,
        secret: ctx.secret,
        formId,
        key: null,
        values: collectFormValues(form, valuesOf),
        captchaKey: null,
        address: request.ip,
        pageTitle: page.title,
        pagePath: page.path,
        now: ctx.now(),
        ...siteSetup(site, request, ctx),
      });
      return reply.redirect(`${page.path}#form-sent-${formId}`, 303);
    },
  }),
];
