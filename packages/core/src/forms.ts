// Form rules: the builder's field types, the length rule and the live character counter (spec
// sections 3 and 5). The messages, the email rule and a submission's failure are form-messages.ts's:
// the newsletter sign-up needs only those, so its island does not bring the rest.
import { type FieldRuleOptions, FORM_MESSAGES } from './form-messages.ts';

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
