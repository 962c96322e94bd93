import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_FORMAT_EXAMPLE,
  FORM_MESSAGES,
  formSubmissionErrorMessage,
  validateEmail,
} from './form-messages.ts';
import {
  COMPOUND_FORM_FIELD_PARTS,
  characterCounter,
  FORM_FIELD_TYPES,
  formFieldProperties,
  LIKERT_SCALE,
  parseMaxLength,
  validateMaxLength,
} from './forms.ts';

const INVALID_EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const OVER_LIMIT = 'You have exceeded the character limit.';

describe('FORM_FIELD_TYPES', () => {
  it('lists every builder type with its editable properties', () => {
    const basic = ['description', 'placeholder', 'required'];
    const described = ['description', 'required'];
    const choice = ['description', 'options', 'required'];
    expect(FORM_FIELD_TYPES).toEqual({
      text: basic,
      textarea: basic,
      email: basic,
      number: basic,
      website: basic,
      currency: ['description', 'currencySymbol', 'required'],
      password: described,
      twitter: described,
      date: described,
      time: described,
      name: described,
      address: described,
      phone: ['description', 'required', 'showCountryCode'],
      section: ['description', 'underline'],
      radio: choice,
      checkbox: choice,
      select: choice,
      likert: choice,
      hidden: ['key', 'value'],
    });
  });

  it('gives a textarea a maximum length only under the vanilla form handler', () => {
    expect(formFieldProperties('textarea')).toEqual(['description', 'placeholder', 'required']);
    expect(formFieldProperties('textarea', { vanillaFormHandler: true })).toEqual([
      'description',
      'placeholder',
      'required',
      'maxLength',
    ]);
    expect(formFieldProperties('text', { vanillaFormHandler: true })).not.toContain('maxLength');
    expect(FORM_FIELD_TYPES.textarea).not.toContain('maxLength');
  });

  it('names the sub-inputs of compound fields', () => {
    expect(COMPOUND_FORM_FIELD_PARTS).toEqual({
      name: ['First', 'Last'],
      phone: ['Country', 'Areacode', 'Prefix', 'Line'],
      address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
      date: ['Month', 'Day', 'Year'],
      time: ['Hour', 'Minute', 'Second', 'Ampm'],
    });
  });
});

describe('LIKERT_SCALE', () => {
  it('runs from -2 Strongly Disagree to 2 Strongly Agree', () => {
    expect(LIKERT_SCALE).toEqual([
      { value: -2, label: 'Strongly Disagree' },
      { value: -1, label: 'Disagree' },
      { value: 0, label: 'Neutral' },
      { value: 1, label: 'Agree' },
      { value: 2, label: 'Strongly Agree' },
    ]);
  });
});

describe('FORM_MESSAGES', () => {
  it('has the spec wording', () => {
    expect(FORM_MESSAGES).toEqual({
      invalidFields: 'One or more fields is invalid, please check your entries.',
      invalidEmail: INVALID_EMAIL,
      characterLimitExceeded: OVER_LIMIT,
      processingError: 'Error processing form submission. Please reload and try again.',
      unknownError: 'Unknown error, please try again later.',
      captchaIncomplete: 'Complete CAPTCHA before submitting.',
      captchaNotSetUp: 'ReCaptcha has not been set up!',
      submissionKeyUnavailable: 'Could not get a form submission key, please try again later.',
      unparseableFields: 'Could not parse the form fields, please check your entries.',
      problemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
      problemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
      unauthorized: 'Unable to submit form. Please try again later.',
      notConfigured: 'This form has not been configured yet.',
      rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      serverError: 'Unable to send form. Please try again later.',
      starRatingRequired: 'Please select a star rating',
      submitting: 'Submitting…',
    });
    expect(EMAIL_FORMAT_EXAMPLE).toBe('user@domain.com');
  });
});

describe('validateEmail', () => {
  it.each([
    'user@domain.com',
    'a@b.cd',
    'first.last+tag@sub.example.co',
    "o'brien@example.info",
    'UPPER@EXAMPLE.COM',
    '  padded@example.com  ',
    'x_y%z-w@my-host.example.org',
  ])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeNull();
    expect(validateEmail(email, { required: true })).toBeNull();
  });

  it.each([
    'plain',
    'user@',
    '@domain.com',
    'user@domain',
    'user@domain.c',
    'user@domain.store',
    'user@domain.museum',
    'user@domain.c0m',
    'user@@domain.com',
    'us er@domain.com',
    'user@dom ain.com',
    'user@.com',
    'user@domain..com',
    'user@domain.com.',
    'usér@domain.com',
  ])('rejects %j with the spec message', (email) => {
    expect(validateEmail(email)).toBe(INVALID_EMAIL);
  });

  it('passes an empty optional field and fails an empty required one', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('   ')).toBeNull();
    expect(validateEmail('', { required: false })).toBeNull();
    expect(validateEmail('', { required: true })).toBe(INVALID_EMAIL);
    expect(validateEmail('  ', { required: true })).toBe(INVALID_EMAIL);
  });

  it('allows 256 characters and not 257', () => {
    const domain = '@example.com';
    expect(validateEmail(`${'a'.repeat(256 - domain.length)}${domain}`)).toBeNull();
    expect(validateEmail(`${'a'.repeat(257 - domain.length)}${domain}`)).toBe(INVALID_EMAIL);
  });

  it('treats missing values as empty and other non-text as invalid', () => {
    expect(validateEmail(undefined as unknown as string)).toBeNull();
    expect(validateEmail(null as unknown as string, { required: true })).toBe(INVALID_EMAIL);
    expect(validateEmail(42 as unknown as string)).toBe(INVALID_EMAIL);
  });

  it('never accepts a value without exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const atCount = s.split('@').length - 1;
        if (atCount !== 1 && s.trim() !== '') expect(validateEmail(s)).toBe(INVALID_EMAIL);
      }),
    );
  });
});

describe('parseMaxLength', () => {
  it.each([
    [100, 100],
    ['100', 100],
    [' 20 ', 20],
    [10.9, 10],
    [1, 1],
  ])('reads %j as %d', (raw, limit) => {
    expect(parseMaxLength(raw)).toBe(limit);
  });

  it.each([
    0,
    '0',
    -5,
    '',
    '  ',
    'abc',
    '10abc',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
    {},
  ])('reads %j as no limit', (raw) => {
    expect(parseMaxLength(raw)).toBeNull();
  });
});

describe('validateMaxLength', () => {
  it('allows text up to the limit and rejects one character more', () => {
    expect(validateMaxLength('abcde', 5)).toBeNull();
    expect(validateMaxLength('abcdef', 5)).toBe(OVER_LIMIT);
    expect(validateMaxLength('abcdef', '5')).toBe(OVER_LIMIT);
  });

  it('passes empty text, required or not', () => {
    expect(validateMaxLength('', 5)).toBeNull();
    expect(validateMaxLength('', 5, { required: true })).toBeNull();
  });

  it('has no limit for a non-numeric or zero maximum', () => {
    const long = 'x'.repeat(10_000);
    expect(validateMaxLength(long, 0)).toBeNull();
    expect(validateMaxLength(long, 'none')).toBeNull();
    expect(validateMaxLength(long, undefined)).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(validateMaxLength('😀😀', 2)).toBeNull();
    expect(validateMaxLength('😀😀😀', 2)).toBe(OVER_LIMIT);
  });

  it('fails exactly when the counter is over', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 30 }), (text, max) => {
        const counter = characterCounter(text, max);
        expect(validateMaxLength(text, max) === OVER_LIMIT).toBe(counter?.over);
      }),
    );
  });
});

describe('characterCounter', () => {
  it("shows 'n / max' with the over flag", () => {
    expect(characterCounter('', 10)).toEqual({ text: '0 / 10', over: false });
    expect(characterCounter('hello', 5)).toEqual({ text: '5 / 5', over: false });
    expect(characterCounter('hello!', '5')).toEqual({ text: '6 / 5', over: true });
  });

  it('is null without a limit', () => {
    expect(characterCounter('hello', 0)).toBeNull();
    expect(characterCounter('hello', 'abc')).toBeNull();
    expect(characterCounter('hello', null)).toBeNull();
  });
});

describe('formSubmissionErrorMessage', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('gives the status %i its own message, whatever the server says', (status, message) => {
    expect(formSubmissionErrorMessage(status)).toBe(message);
    expect(formSubmissionErrorMessage(status, 'server text')).toBe(message);
  });

  it("uses the server's text for other statuses", () => {
    expect(formSubmissionErrorMessage(400, 'Name is required')).toBe('Name is required');
    expect(formSubmissionErrorMessage(503, 'Down for maintenance')).toBe('Down for maintenance');
  });

  it('falls back to the unknown-error message', () => {
    expect(formSubmissionErrorMessage(400)).toBe('Unknown error, please try again later.');
    expect(formSubmissionErrorMessage(502, '')).toBe('Unknown error, please try again later.');
    expect(formSubmissionErrorMessage(0, '   ')).toBe('Unknown error, please try again later.');
    expect(formSubmissionErrorMessage(418, 42 as unknown as string)).toBe(
      'Unknown error, please try again later.',
    );
  });
});
