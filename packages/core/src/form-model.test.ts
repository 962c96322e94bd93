import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './form-messages.ts';
import {
  DISCLAIMER_FIELD_ID,
  FORM_MODEL_MESSAGES,
  formValueText,
  newFormField,
  type PublicFormDefinition,
  validateFormValues,
} from './form-model.ts';

function formOf(fields: PublicFormDefinition['fields'], disclaimer = false): PublicFormDefinition {
  return {
    id: 'f1',
    name: 'Contact',
    fields,
    submitButtonText: 'Send',
    successMessage: 'Thanks',
    successHtml: false,
    redirectUrl: '',
    captcha: false,
    disclaimer: { enabled: disclaimer, text: 'I agree' },
  };
}

const required = <T extends { required: boolean }>(field: T): T => ({ ...field, required: true });

describe('validateFormValues', () => {
  it('accepts each type in the shape it submits', () => {
    const form = formOf([
      newFormField('n', 'name', 'Name'),
      newFormField('p', 'phone', 'Phone'),
      newFormField('a', 'address', 'Address'),
      newFormField('d', 'date', 'Date'),
      newFormField('t', 'time', 'Time'),
      newFormField('c', 'checkbox', 'Pick'),
      newFormField('r', 'radio', 'One'),
      newFormField('s', 'select', 'List'),
      newFormField('l', 'likert', 'Rate'),
      newFormField('h', 'hidden', 'Source'),
      newFormField('e', 'email', 'Email'),
      newFormField('num', 'number', 'Count'),
      newFormField('w', 'website', 'Site'),
    ]);
    expect(
      validateFormValues(form, {
        n: ['Ada', 'Lovelace'],
        p: ['', '555', '123', '4567'],
        a: ['1 Main St', '', 'Town', 'ST', '12345', 'US'],
        d: ['12', '10', '1815'],
        t: ['9', '30', '00', 'AM'],
        c: ['Option 2'],
        r: 'Option 1',
        s: 'Option 2',
        l: { 'Option 1': '2', 'Option 2': '-1' },
        h: 'newsletter',
        e: 'ada@example.com',
        num: '42',
        w: 'example.com/about',
      }),
    ).toEqual({});
  });

  it('refuses empty required fields, but never a hidden one', () => {
    const form = formOf([
      required(newFormField('n', 'name', 'Name')),
      required(newFormField('h', 'hidden', 'H')),
    ]);
    expect(validateFormValues(form, { n: ['', ' '] })).toEqual({ n: FORM_MODEL_MESSAGES.required });
  });

  it('refuses malformed shapes, stray options, unknown fields and bad values', () => {
    const form = formOf([
      newFormField('n', 'name', 'Name'),
      newFormField('c', 'checkbox', 'Pick'),
      newFormField('e', 'email', 'Email'),
      newFormField('sec', 'section', 'Part two'),
    ]);
    expect(validateFormValues(form, { n: 'Ada', c: ['Nope'], e: 'not-an-email', x: 'y', sec: 'z' })).toEqual({
      n: FORM_MESSAGES.unparseableFields,
      c: FORM_MODEL_MESSAGES.notAnOption('Nope'),
      e: FORM_MESSAGES.invalidEmail,
      x: FORM_MODEL_MESSAGES.unknownField,
      sec: FORM_MODEL_MESSAGES.unknownField,
    });
  });

  it("applies a textarea's maximum length and the disclaimer", () => {
    const form = formOf([{ ...newFormField('m', 'textarea', 'Message'), maxLength: 5 }], true);
    expect(validateFormValues(form, { m: '123456' })).toEqual({
      m: FORM_MESSAGES.characterLimitExceeded,
      [DISCLAIMER_FIELD_ID]: FORM_MODEL_MESSAGES.disclaimer,
    });
    expect(validateFormValues(form, { m: '12345', [DISCLAIMER_FIELD_ID]: 'true' })).toEqual({});
  });
});

describe('formValueText', () => {
  it('shows each shape as text', () => {
    expect(formValueText({ type: 'name' }, ['Ada', '', 'x'])).toBe('Ada, x');
    expect(formValueText({ type: 'likert' }, { Clear: '2', Quick: '' })).toBe('Clear: Strongly Agree');
    expect(formValueText({ type: 'text' }, 'hi')).toBe('hi');
    expect(formValueText({ type: 'text' }, undefined)).toBe('');
  });
});
