// The form model shared by the builder, the published form and the server: a form's definition
// (its fieldsets, spec section 3), the shape of each field's submitted value (the spec's value
// collection rules) and the one validation both sides run, so the browser and the server can never
// disagree about what is valid.
import { FORM_MESSAGES, validateEmail } from './form-messages.ts';
import { COMPOUND_FORM_FIELD_PARTS, type FormFieldType, LIKERT_SCALE, validateMaxLength } from './forms.ts';
import { withThousands } from './text.ts';

/** The form model's fieldsets (spec section 3), shown as the builder's tabs. */
export const FORM_FIELDSETS = { build: 1, storage: 2, advanced: 3, captcha: 4, disclaimer: 5 } as const;

export const FORM_LIMITS = {
  fields: 100,
  options: 100,
  label: 200,
  description: 1000,
  option: 200,
  /** The longest single value the server stores for one input */
  value: 10_000,
  notifyEmails: 10,
} as const;

/** Field ids are stable keys of the submitted `form` object. */
export const FORM_FIELD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface FormFieldDefinition {
  id: string;
  type: FormFieldType;
  /** The title above the input; for hidden fields, unused */
  label: string;
  description: string;
  required: boolean;
  placeholder: string;
  currencySymbol: string;
  showCountryCode: boolean;
  underline: boolean;
  /** radio, checkbox, select: the choices; likert: the statements, each answered on LIKERT_SCALE */
  options: string[];
  /** textarea only; null for no limit */
  maxLength: number | null;
  /** hidden only: the query-string name it is read from, and its default */
  key: string;
  value: string;
}

/** What the published page needs to render and validate a form; nothing of the storage fieldset. */
export interface PublicFormDefinition {
  id: string;
  name: string;
  fields: FormFieldDefinition[];
  submitButtonText: string;
  /** Plain text, or sanitised HTML when successHtml is set */
  successMessage: string;
  successHtml: boolean;
  /** A same-site path or an absolute https URL; '' for none */
  redirectUrl: string;
  captcha: boolean;
  disclaimer: { enabled: boolean; text: string };
}

export interface FormDefinition extends PublicFormDefinition {
  storage: { notifyEmails: string[]; webhookUrl: string };
}

/**
 * A submitted value by field type (the spec's collection rules): the compound types give their parts
 * in COMPOUND_FORM_FIELD_PARTS order (phone always four, the country first, '' when not shown);
 * checkbox the checked options; likert a map of statement to the scale value as text; the rest, radio,
 * select and hidden included, one string. Sections give nothing.
 */
export type FormFieldValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FormFieldValue>;

export const FORM_MODEL_MESSAGES = {
  /** Not given by the spec: the usual wording for a required field left empty */
  required: 'This field is required.',
  notAnOption: (value: string) => `${value} is not one of the expected options`,
  invalidNumber: 'Please enter a number.',
  invalidWebsite: 'Please enter a valid web address.',
  tooLong: `Entries are at most ${withThousands(FORM_LIMITS.value)} characters.`,
  unknownField: 'This field is not part of the form.',
  disclaimer: 'Please agree before submitting.',
} as const;

/** The key under `form` the disclaimer's agreement is sent as ('true' when ticked). */
export const DISCLAIMER_FIELD_ID = 'disclaimer';

const partsOf = (type: FormFieldType): readonly string[] | undefined =>
  (COMPOUND_FORM_FIELD_PARTS as Record<string, readonly string[]>)[type];

function isBlank(value: FormFieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.values(value).every((part) => part.trim() === '');
}

const likertValues = new Set(['-2', '-1', '0', '1', '2']);

/** null when the value has the shape its type submits, else the message for a malformed value. */
function shapeError(field: FormFieldDefinition, value: FormFieldValue): string | null {
  const parts = partsOf(field.type);
  if (parts) {
    if (!Array.isArray(value) || value.length !== parts.length || value.some((p) => typeof p !== 'string'))
      return FORM_MESSAGES.unparseableFields;
    return null;
  }
  if (field.type === 'checkbox') {
    if (!Array.isArray(value) || value.some((p) => typeof p !== 'string'))
      return FORM_MESSAGES.unparseableFields;
    const stray = value.find((p) => !field.options.includes(p));
    return stray === undefined ? null : FORM_MODEL_MESSAGES.notAnOption(stray);
  }
  if (field.type === 'likert') {
    if (typeof value !== 'object' || Array.isArray(value) || value === null)
      return FORM_MESSAGES.unparseableFields;
    for (const [statement, answer] of Object.entries(value)) {
      if (!field.options.includes(statement)) return FORM_MODEL_MESSAGES.notAnOption(statement);
      if (typeof answer !== 'string' || (answer !== '' && !likertValues.has(answer)))
        return FORM_MODEL_MESSAGES.notAnOption(String(answer));
    }
    return null;
  }
  return typeof value === 'string' ? null : FORM_MESSAGES.unparseableFields;
}

/** The rule of a single-string field beyond its shape: email, number, website, options, length. */
function valueError(field: FormFieldDefinition, value: string): string | null {
  if (value.trim() === '') return null;
  switch (field.type) {
    case 'email':
      return validateEmail(value);
    case 'number':
    case 'currency':
      return Number.isFinite(Number(value.trim())) ? null : FORM_MODEL_MESSAGES.invalidNumber;
    case 'website':
      return /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(value.trim())
        ? null
        : FORM_MODEL_MESSAGES.invalidWebsite;
    case 'radio':
    case 'select':
      return field.options.includes(value) ? null : FORM_MODEL_MESSAGES.notAnOption(value);
    case 'textarea':
      return validateMaxLength(value, field.maxLength);
    default:
      return null;
  }
}

const tooLong = (value: FormFieldValue): boolean =>
  (typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value)).some(
    (part) => typeof part === 'string' && part.length > FORM_LIMITS.value,
  );

/**
 * Checks submitted values against a form: each error keyed by field id (the spec's `data.errors`),
 * `{}` when all is well. Fields the form does not have are refused; hidden fields are never required
 * (their value comes from the page address). The disclaimer, when enabled, must be agreed to.
 */
export function validateFormValues(form: PublicFormDefinition, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const byId = new Map(form.fields.map((field) => [field.id, field]));
  for (const id of Object.keys(values)) {
    if (id === DISCLAIMER_FIELD_ID && form.disclaimer.enabled) continue;
    const field = byId.get(id);
    if (!field || field.type === 'section') errors[id] = FORM_MODEL_MESSAGES.unknownField;
  }
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const value = values[field.id];
    if (value !== undefined) {
      const error = shapeError(field, value) ?? (tooLong(value) ? FORM_MODEL_MESSAGES.tooLong : null);
      if (error) {
        errors[field.id] = error;
        continue;
      }
    }
    if (isBlank(value)) {
      if (field.required && field.type !== 'hidden') errors[field.id] = FORM_MODEL_MESSAGES.required;
      continue;
    }
    if (typeof value === 'string') {
      const error = valueError(field, value);
      if (error) errors[field.id] = error;
    }
  }
  if (form.disclaimer.enabled && values[DISCLAIMER_FIELD_ID] !== 'true')
    errors[DISCLAIMER_FIELD_ID] = FORM_MODEL_MESSAGES.disclaimer;
  return errors;
}

/** A new field of a type with every property at its default, for the builder. */
export function newFormField(id: string, type: FormFieldType, label: string): FormFieldDefinition {
  return {
    id,
    type,
    label,
    description: '',
    required: false,
    placeholder: '',
    currencySymbol: type === 'currency' ? '$' : '',
    showCountryCode: false,
    underline: false,
    options: ['radio', 'checkbox', 'select', 'likert'].includes(type) ? ['Option 1', 'Option 2'] : [],
    maxLength: null,
    key: type === 'hidden' ? id : '',
    value: '',
  };
}

/**
 * A submitted value as text, for the inbox, the notification mail and the CSV: parts joined with
 * ', ' (the empty ones left out), a likert field one 'statement: answer' line per statement.
 */
export function formValueText(
  field: Pick<FormFieldDefinition, 'type'>,
  value: FormFieldValue | undefined,
): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((part) => part.trim() !== '').join(', ');
  const label = (answer: string) =>
    LIKERT_SCALE.find((point) => String(point.value) === answer)?.label ?? answer;
  return Object.entries(value)
    .filter(([, answer]) => answer !== '')
    .map(([statement, answer]) => `${statement}: ${field.type === 'likert' ? label(answer) : answer}`)
    .join('\n');
}
