// What the forms routes accept: a form as the builder saves it (core's FormDefinition, with the
// limits of FORM_LIMITS and messages an owner can act on), and a visitor's values; and what the
// config routes answer, named for the config area (the clients' contract, routes.gen.ts).
import {
  DISCLAIMER_FIELD_ID,
  FORM_FIELD_ID_PATTERN,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  type FormDefinition,
  type FormFieldType,
  validateEmail,
} from '@tessera/core';
import { z } from 'zod';

const FIELD_TYPES = Object.keys(FORM_FIELD_TYPES) as [FormFieldType, ...FormFieldType[]];
const short = (max: number, message: string) => z.string().max(max, message);

const fieldSchema = z.object({
  id: z.string().regex(FORM_FIELD_ID_PATTERN, 'Field names are 1 to 64 letters, digits, - or _.'),
  type: z.enum(FIELD_TYPES, { error: 'Choose a field type from the list.' }),
  label: short(FORM_LIMITS.label, 'Titles are at most 200 characters.'),
  description: short(FORM_LIMITS.description, 'Descriptions are at most 1,000 characters.'),
  required: z.boolean(),
  placeholder: short(FORM_LIMITS.label, 'Placeholders are at most 200 characters.'),
  currencySymbol: short(8, 'A currency symbol is at most 8 characters.'),
  showCountryCode: z.boolean(),
  underline: z.boolean(),
  options: z
    .array(
      short(FORM_LIMITS.option, 'Options are at most 200 characters.')
        .trim()
        .min(1, 'Options cannot be blank.'),
    )
    .max(FORM_LIMITS.options, 'A field has at most 100 options.'),
  maxLength: z.number().int().min(1, 'The maximum length is a whole number above 0.').max(100_000).nullable(),
  key: short(64, 'Keys are at most 64 characters.'),
  value: short(FORM_LIMITS.label, 'Values are at most 200 characters.'),
});

/** A redirect after success: a path of this site, or an http(s) address. */
const redirectUrl = z
  .string()
  .max(2000)
  .refine((url) => url === '' || /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url), {
    message: 'Enter a path of this site (starting with /) or an address starting with https://.',
  });

/**
 * Names a field may not have: a form sent without JavaScript posts its own formId and collectionId
 * beside the fields, and the disclaimer's agreement is sent under its own name.
 */
const RESERVED_FIELD_IDS = new Set(['formId', 'collectionId', DISCLAIMER_FIELD_ID]);

export const formDefinitionSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter a name.').max(200, 'Names are at most 200 characters.'),
    fields: z.array(fieldSchema).max(FORM_LIMITS.fields, 'A form holds at most 100 fields.'),
    submitButtonText: z
      .string()
      .trim()
      .min(1, 'Please enter the button text.')
      .max(60, 'Button text is at most 60 characters.'),
    successMessage: z.string().max(10_000, 'The message is at most 10,000 characters.'),
    successHtml: z.boolean(),
    redirectUrl,
    captcha: z.boolean(),
    disclaimer: z.object({
      enabled: z.boolean(),
      text: z.string().max(5000, 'The disclaimer is at most 5,000 characters.'),
    }),
    storage: z.object({
      notifyEmails: z
        .array(
          z
            .string()
            .trim()
            .refine(
              (email) => validateEmail(email, { required: true }) === null,
              'Please enter a valid email',
            ),
        )
        .max(FORM_LIMITS.notifyEmails, 'At most 10 addresses are notified.'),
      webhookUrl: z
        .string()
        .max(2000)
        .refine(
          (url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url),
          'A webhook address starts with https:// or http://.',
        ),
    }),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (RESERVED_FIELD_IDS.has(field.id))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'id'],
          message: `The name ${field.id} is taken by the form itself; choose another.`,
        });
      else if (seen.has(field.id))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'id'],
          message: 'Each field needs its own name.',
        });
      seen.add(field.id);
      if (field.type !== 'hidden' && field.type !== 'section' && field.label.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'label'], message: 'Please enter a title.' });
      if (['radio', 'checkbox', 'select', 'likert'].includes(field.type) && field.options.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: 'Add at least one option.',
        });
    });
  }) satisfies z.ZodType<Omit<FormDefinition, 'id'>>;

/** The values a visitor sent, keyed by field id, in the shapes core's FormFieldValue allows. */
export const formValuesSchema = z.record(
  z.string().max(64),
  z.union([z.string(), z.array(z.string()).max(200), z.record(z.string().max(200), z.string())]),
);

/** A form in the forms list, with its counts. */
export const formSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Fields a visitor fills in (sections and hidden fields not counted) */
    fieldCount: z.number().int(),
    submissionCount: z.number().int(),
    unreadCount: z.number().int(),
    /** ISO 8601, UTC */
    updatedAt: z.string(),
  })
  .meta({ id: 'FormSummary' });

/** A page of the pages panel and the forms its blocks show, with their counts. */
export const formsOnPageSchema = z
  .object({
    pageId: z.string(),
    forms: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        submissionCount: z.number().int(),
        unreadCount: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'FormsOnPage' });

/**
 * A form as stored, and the version a save must name. Only its shape: the limits and messages are
 * the save's (formDefinitionSchema), and a form migrated from the platform was never held to them.
 */
export const storedFormSchema = z
  .object({
    form: z.object({
      id: z.string(),
      name: z.string(),
      fields: z.array(
        z.object({
          id: z.string(),
          type: z.enum(FIELD_TYPES),
          label: z.string(),
          description: z.string(),
          required: z.boolean(),
          placeholder: z.string(),
          currencySymbol: z.string(),
          showCountryCode: z.boolean(),
          underline: z.boolean(),
          options: z.array(z.string()),
          maxLength: z.number().int().nullable(),
          key: z.string(),
          value: z.string(),
        }),
      ),
      submitButtonText: z.string(),
      successMessage: z.string(),
      successHtml: z.boolean(),
      redirectUrl: z.string(),
      captcha: z.boolean(),
      disclaimer: z.object({ enabled: z.boolean(), text: z.string() }),
      storage: z.object({ notifyEmails: z.array(z.string()), webhookUrl: z.string() }),
    }),
    version: z.number().int(),
  })
  .meta({ id: 'StoredForm' }) satisfies z.ZodType<{ form: FormDefinition; version: number }>;

/** A submission as the inbox shows it. */
export const submissionViewSchema = z
  .object({
    id: z.string(),
    /** ISO 8601, UTC */
    createdAt: z.string(),
    read: z.boolean(),
    /** Came past the form's flood limit: no mail or webhook went out until it is released */
    held: z.boolean(),
    values: formValuesSchema,
    pageTitle: z.string(),
    pagePath: z.string(),
  })
  .meta({ id: 'SubmissionView' });

/** One page of a form's submissions, newest first. */
export const submissionPageSchema = z.object({
  submissions: z.array(submissionViewSchema),
  /** Pass as `before` for the next page; null on the last */
  next: z.string().nullable(),
});
