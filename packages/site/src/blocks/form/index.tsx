import type { FormFieldType } from '@tessera/core';
import { z } from 'zod';
import { choices } from '../fields.ts';
import { BLOCK_ID_PATTERN, newBlockId } from '../ids.ts';
import { defineBlock } from '../types.ts';

// The form block's data. Submission arrives with the forms issue; until then the published form
// renders its fields and says that it cannot be sent yet, instead of pretending to work.
// The field types this block offers so far: a few of the form builder's (`FORM_FIELD_TYPES` in
// @tessera/core, which the forms issue brings in full), checked to be among them.
const FIELD_TYPES = choices({
  text: 'Short text',
  email: 'Email address',
  textarea: 'Long text',
  phone: 'Phone number',
  select: 'List of options',
  checkbox: 'Checkbox',
} satisfies Partial<Record<FormFieldType, string>>);

const fieldSchema = z.object({
  id: z.string().regex(BLOCK_ID_PATTERN, 'Field names are 1 to 64 letters, digits, - or _.'),
  type: z.enum(FIELD_TYPES.values, { error: 'Choose a field type from the list.' }),
  label: z
    .string({ error: 'Please enter a label.' })
    .trim()
    .min(1, 'Please enter a label.')
    .max(200, 'Labels are at most 200 characters.'),
  required: z.boolean().default(false),
  placeholder: z.string().max(200, 'Placeholders are at most 200 characters.').default(''),
  options: z
    .array(z.string().trim().min(1).max(200, 'Options are at most 200 characters.'))
    .max(100, 'A list holds at most 100 options.')
    .default([]),
});

export const formSchema = z.object({
  title: z.string().max(200, 'Titles are at most 200 characters.').default(''),
  fields: z
    .array(fieldSchema, { error: 'A form needs at least one field.' })
    .min(1, 'A form needs at least one field.')
    .max(50, 'A form holds at most 50 fields.')
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.id))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Each field needs its own name.' });
        seen.add(field.id);
        if (field.type === 'select' && field.options.length === 0)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'options'],
            message: 'A list needs at least one option.',
          });
      });
    }),
  submitLabel: z
    .string({ error: 'Please enter the button text.' })
    .trim()
    .min(1, 'Please enter the button text.')
    .max(60, 'Button text is at most 60 characters.')
    .default('Submit'),
  successMessage: z.string().max(1000, 'The message is at most 1,000 characters.').default('Thank you!'),
});

type FormField = z.infer<typeof fieldSchema>;

function Field({ field, formId }: { field: FormField; formId: string }) {
  const id = `${formId}-${field.id}`;
  const common = { id, name: field.id, required: field.required, disabled: true };
  const control =
    field.type === 'textarea' ? (
      <textarea {...common} placeholder={field.placeholder} rows={5} />
    ) : field.type === 'select' ? (
      <select {...common}>
        {field.options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    ) : field.type === 'checkbox' ? (
      <input {...common} type="checkbox" />
    ) : (
      <input {...common} type={field.type === 'phone' ? 'tel' : field.type} placeholder={field.placeholder} />
    );
  return (
    <div className={`form-field form-field-${field.type}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span className="form-required"> (required)</span>}
      </label>
      {control}
    </div>
  );
}

const hasPlaceholder = (field: { type: string }) => !['select', 'checkbox'].includes(field.type);

export const form = defineBlock({
  type: 'form',
  version: 1,
  label: 'Form',
  category: 'forms',
  schema: formSchema,
  defaults: {
    title: 'Contact us',
    fields: [{ id: 'email', type: 'email', label: 'Email', required: true, placeholder: '', options: [] }],
    submitLabel: 'Submit',
    successMessage: 'Thank you!',
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
        id: newBlockId('field'),
        type: 'text' as const,
        label: 'A new field',
        required: false,
        placeholder: '',
        options: [],
      }),
      fields: {
        id: { kind: 'hidden' },
        type: {
          kind: 'select',
          label: 'Type',
          options: FIELD_TYPES.options,
        },
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
    submitLabel: { kind: 'text', label: 'Button text' },
    successMessage: { kind: 'textarea', label: 'Message after sending', rows: 2 },
  },
  css: '.block-form{max-width:36rem;font-family:ui-sans-serif,system-ui,sans-serif}.form-field{margin-bottom:1rem;display:flex;flex-direction:column;gap:.3rem}',
  render: ({ title, fields, submitLabel }, { block }) => (
    <form className="block-form" aria-label={title || 'Form'} data-form-id={block.id}>
      {title && <h2 className="form-title">{title}</h2>}
      {fields.map((field) => (
        <Field key={field.id} field={field} formId={block.id} />
      ))}
      <p className="form-notice">This form is not accepting submissions yet.</p>
      <button type="submit" className="button button-primary" disabled>
        {submitLabel}
      </button>
    </form>
  ),
  summary: ({ title, fields }) =>
    `${title || 'Form'} (${fields.length} field${fields.length === 1 ? '' : 's'})`,
});
