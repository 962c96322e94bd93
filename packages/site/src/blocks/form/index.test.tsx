import { describe, expect, it } from 'vitest';
import { type AnyField, isFieldShown } from '../fields.ts';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { form, formSchema } from './index.tsx';

const email = { id: 'email', type: 'email', label: 'Email', required: true, placeholder: '', options: [] };

describe('form block', () => {
  it('accepts its defaults, and a new field from the editor', () => {
    expect(refusals(formSchema, form.defaults)).toEqual({});
    const added = form.fields.fields.kind === 'list' ? form.fields.fields.newItem() : null;
    expect(refusals(formSchema, { fields: [email, added] })).toEqual({});
  });

  it.each([
    ['no fields', { fields: [] }, { fields: 'A form needs at least one field.' }],
    [
      'two fields with one name',
      { fields: [email, { ...email, label: 'Again' }] },
      { 'fields.1.id': 'Each field needs its own name.' },
    ],
    [
      'a list without options',
      { fields: [{ ...email, type: 'select' }] },
      { 'fields.0.options': 'A list needs at least one option.' },
    ],
    [
      'an unknown field type',
      { fields: [{ ...email, type: 'file' }] },
      { 'fields.0.type': 'Choose a field type from the list.' },
    ],
    ['a blank label', { fields: [{ ...email, label: '' }] }, { 'fields.0.label': 'Please enter a label.' }],
    [
      'a bad field name',
      { fields: [{ ...email, id: 'has space' }] },
      { 'fields.0.id': 'Field names are 1 to 64 letters, digits, - or _.' },
    ],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(formSchema, data)).toEqual(errors);
  });

  it('renders labelled, disabled controls and says it cannot be sent yet', () => {
    const doc = htmlDocument(
      renderBlock(
        form,
        {
          title: 'Write to us',
          fields: [email, { ...email, id: 'topic', type: 'select', label: 'Topic', options: ['A', 'B'] }],
        },
        { id: 'contact' },
      ),
    );
    const input = doc.getElementById('contact-email') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.disabled).toBe(true);
    expect(doc.querySelector('label[for="contact-email"]')?.textContent).toBe('Email (required)');
    expect([...doc.querySelectorAll('#contact-topic option')].map((o) => o.textContent)).toEqual(['A', 'B']);
    expect(doc.querySelector('.form-notice')?.textContent).toBe(
      'This form is not accepting submissions yet.',
    );
  });

  it('shows placeholder and options only for the field types that use them', () => {
    const { placeholder, options } =
      form.fields.fields.kind === 'list'
        ? (form.fields.fields.fields as Record<string, AnyField>)
        : ({} as never);
    const shown = (field: AnyField | undefined, type: string) =>
      field !== undefined && isFieldShown(field, { type });
    expect(shown(placeholder, 'text')).toBe(true);
    expect(shown(placeholder, 'checkbox')).toBe(false);
    expect(shown(options, 'select')).toBe(true);
    expect(shown(options, 'email')).toBe(false);
  });
});
