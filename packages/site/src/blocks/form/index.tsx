import { z } from 'zod';
import { defineBlock } from '../types.ts';

// The form block's data. Submission arrives with the forms issue; until then the published form
// renders its fields and says that it cannot be sent yet, instead of pretending to work.
const fieldSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/),
  type: z.enum(['text', 'email', 'textarea', 'phone', 'select', 'checkbox']),
  label: z.string().trim().min(1).max(200),
  required: z.boolean().default(false),
  placeholder: z.string().max(200).default(''),
  options: z.array(z.string().max(200)).max(100).default([]),
});

export const formSchema = z.object({
  title: z.string().max(200).default(''),
  fields: z.array(fieldSchema).min(1).max(50),
  submitLabel: z.string().trim().min(1).max(60).default('Submit'),
  successMessage: z.string().max(1000).default('Thank you!'),
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

export const form = defineBlock({
  type: 'form',
  label: 'Form',
  schema: formSchema,
  defaults: {
    title: 'Contact us',
    fields: [{ id: 'email', type: 'email', label: 'Email', required: true, placeholder: '', options: [] }],
    submitLabel: 'Submit',
    successMessage: 'Thank you!',
  },
  render: ({ title, fields, submitLabel }, block) => (
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
});
