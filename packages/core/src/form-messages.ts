// The messages of a form and of its submission, the email rule and a submission's failure message
// (spec sections 5 and 8): what both the form block and the newsletter sign-up use on the page.

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
