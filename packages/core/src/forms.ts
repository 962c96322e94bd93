// Form rules: the builder's field types, field validation, the live character counter, and the
// messages of a form submission (spec sections 3, 5 and 8).

/** Each builder field type with the properties the owner can edit (section 3). */
export const FORM_FIELD_TYPES = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'required', 'showCountryCode'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
} as const;
export type FormFieldType = keyof typeof FORM_FIELD_TYPES;
export type FormFieldProperty = (typeof FORM_FIELD_TYPES)[FormFieldType][number] | 'maxLength';

/** The editable properties of a field type; a textarea gains maxLength under the vanilla form handler. */
export function formFieldProperties(
  type: FormFieldType,
  { vanillaFormHandler = false }: { vanillaFormHandler?: boolean } = {},
): readonly FormFieldProperty[] {
  const properties = FORM_FIELD_TYPES[type];
  return type === 'textarea' && vanillaFormHandler ? [...properties, 'maxLength'] : properties;
}

/** The sub-inputs of the compound field types, in the order their values are collected. */
export const COMPOUND_FORM_FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

export const LIKERT_SCALE = [
  { value: -2, label: 'Strongly Disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly Agree' },
] as const;

/**
 * The captchas a site's forms can use: ALTCHA (self-hosted proof of work, the default and the one
 * the form block ships), or a third party's widget once the owner has given its site key.
 */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The address shown as the expected email format (the spec's {email} placeholder). */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

export const FORM_MESSAGES = {
  invalidFields: 'One or more fields is invalid, please check your entries.',
  invalidEmail: `Email is not valid. Email addresses should follow the format ${EMAIL_FORMAT_EXAMPLE}.`,
  characterLimitExceeded: 'You have exceeded the character limit.',
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  captchaNotSetUp: 'ReCaptcha has not been set up!',
  submissionKeyUnavailable: 'Could not get a form submission key, please try again later.',
  unparseableFields: 'Could not parse the form fields, please check your entries.',
  /** Shown above the form, where the errors are further down. */
  problemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  /** Shown below the form. */
  problemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  starRatingRequired: 'Please select a star rating',
  /** The submit button's text while a submission is under way. */
  submitting: 'Submitting\u2026',
} as const;

const EMAIL_MIN_LENGTH = 3;
const EMAIL_MAX_LENGTH = 256;
// The spec's "simple" pattern: common local-part characters, dot-separated domain labels, and a
// top-level part of 2 to 4 letters.
const EMAIL_PATTERN = /^[A-Z0-9._%+'-]+@(?:[A-Z0-9-]+\.)+[A-Z]{2,4}$/i;

export interface FieldRuleOptions {
  required?: boolean;
}

/**
 * null when valid, else FORM_MESSAGES.invalidEmail. The value is trimmed first; an optional field
 * left empty (or null/undefined) passes, a required one does not.
 */
export function validateEmail(value: string, { required = false }: FieldRuleOptions = {}): string | null {
  const email = typeof value === 'string' ? value.trim() : value == null ? '' : undefined;
  if (email === '' && !required) return null;
  const valid =
    email !== undefined &&
    email.length >= EMAIL_MIN_LENGTH &&
    email.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(email);
  return valid ? null : FORM_MESSAGES.invalidEmail;
}

/**
 * A field's maximum length, or null for no limit: anything that is not a positive finite number
 * (or numeric text) means no limit. Fractions are rounded down.
 */
export function parseMaxLength(maxLength: unknown): number | null {
  if (typeof maxLength !== 'number' && typeof maxLength !== 'string') return null;
  if (typeof maxLength === 'string' && maxLength.trim() === '') return null;
  const limit = Math.floor(Number(maxLength));
  return Number.isFinite(limit) && limit > 0 ? limit : null;
}

/** Characters as the visitor sees them (code points), so an emoji counts once. */
function characterCount(value: string): number {
  return [...value].length;
}

/**
 * null when the text is within the limit, else FORM_MESSAGES.characterLimitExceeded. An empty value
 * never exceeds a limit, so `required` cannot change this rule's outcome; it is accepted so every field
 * rule takes the same options, and the required check itself belongs to the field's required rule.
 */
export function validateMaxLength(
  value: string,
  maxLength: unknown,
  _options: FieldRuleOptions = {},
): string | null {
  const limit = parseMaxLength(maxLength);
  if (limit === null || typeof value !== 'string') return null;
  return characterCount(value) > limit ? FORM_MESSAGES.characterLimitExceeded : null;
}

/** The live counter 'n / max' with `over` set past the limit; null when the field has no limit. */
export function characterCounter(value: string, maxLength: unknown): { text: string; over: boolean } | null {
  const limit = parseMaxLength(maxLength);
  if (limit === null) return null;
  const count = typeof value === 'string' ? characterCount(value) : 0;
  return { text: `${count} / ${limit}`, over: count > limit };
}

const SUBMISSION_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: FORM_MESSAGES.unauthorized,
  404: FORM_MESSAGES.notConfigured,
  429: FORM_MESSAGES.rateLimited,
  500: FORM_MESSAGES.serverError,
};

/**
 * The message for a failed submission by HTTP status; for other statuses the server's error text
 * (when it has any non-blank text), else the unknown-error message. A 400 with per-field errors is
 * shown by the fields themselves; this gives the message for its `data.error`.
 */
export function formSubmissionErrorMessage(status: number, serverError?: string): string {
  const byStatus = SUBMISSION_STATUS_MESSAGES[status];
  if (byStatus) return byStatus;
  return typeof serverError === 'string' && serverError.trim() !== ''
    ? serverError
    : FORM_MESSAGES.unknownError;
}
