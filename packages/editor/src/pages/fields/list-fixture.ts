// A block's fields with a list of objects in them, for the field editor's tests: the shape the form
// block had before forms became their own entity (a list of fields, each with a type that shows or
// hides its options and placeholder). No block of this version has such a list at the top level.
import type { AnyField } from '@tessera/site';

const FIELD_TYPES = [
  { value: 'text', label: 'Short text' },
  { value: 'email', label: 'Email address' },
  { value: 'textarea', label: 'Long text' },
  { value: 'phone', label: 'Phone number' },
  { value: 'select', label: 'List of options' },
  { value: 'checkbox', label: 'Checkbox' },
];

const hasPlaceholder = (field: { type: string }) => !['select', 'checkbox'].includes(field.type);

export const listFixture = {
  defaults: {
    title: 'Contact us',
    fields: [{ id: 'email', type: 'email', label: 'Email', required: true, placeholder: '', options: [] }],
  },
  fields: {
    title: { kind: 'text', label: 'Title' },
    fields: {
      kind: 'list',
      label: 'Fields',
      itemLabel: 'Field',
      min: 1,
      max: 50,
      newItem: () => ({
        id: `field-${Math.floor(Math.random() * 2 ** 48)
          .toString(16)
          .padStart(12, '0')}`,
        type: 'text',
        label: 'A new field',
        required: false,
        placeholder: '',
        options: [],
      }),
      fields: {
        id: { kind: 'hidden' },
        type: { kind: 'select', label: 'Type', options: FIELD_TYPES },
        label: { kind: 'text', label: 'Label' },
        required: { kind: 'boolean', label: 'Required' },
        placeholder: {
          kind: 'text',
          label: 'Placeholder',
          help: 'An example shown in the empty field.',
          showIf: hasPlaceholder,
        },
        options: {
          kind: 'lines',
          label: 'Options',
          help: 'One option per line.',
          showIf: (field: { type: string }) => field.type === 'select',
        },
      },
    },
  } as unknown as Record<string, AnyField>,
};
