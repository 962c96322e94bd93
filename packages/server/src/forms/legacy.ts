// Version 1 form blocks held their fields themselves; a form is now an entity of its own, which the
// block names (version 2: `{ formId }`). This turns each version 1 block of some sections into a
// form and names it instead — migration 0010 runs it over every stored layout, draft and revision.
import { type FormDefinition, type FormFieldType, newFormField } from '@tessera/core';
import { allBlocks, type Section } from '@tessera/site';

interface LegacyField {
  id?: unknown;
  type?: unknown;
  label?: unknown;
  required?: unknown;
  placeholder?: unknown;
  options?: unknown;
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** A form made of a version 1 block's data. */
export function formFromLegacyBlock(id: string, data: Record<string, unknown>): FormDefinition {
  const fields = Array.isArray(data.fields) ? (data.fields as LegacyField[]) : [];
  return {
    id,
    name: text(data.title) || 'Form',
    fields: fields.map((field, index) => ({
      ...newFormField(
        text(field.id, `field-${index + 1}`),
        text(field.type, 'text') as FormFieldType,
        text(field.label),
      ),
      required: field.required === true,
      placeholder: text(field.placeholder),
      options: Array.isArray(field.options)
        ? field.options.filter((o): o is string => typeof o === 'string')
        : [],
    })),
    submitButtonText: text(data.submitLabel, 'Submit') || 'Submit',
    successMessage: text(data.successMessage, 'Thank you!'),
    successHtml: false,
    redirectUrl: '',
    captcha: false,
    disclaimer: { enabled: false, text: '' },
    storage: { notifyEmails: [], webhookUrl: '' },
  };
}

/**
 * The forms a layout's version 1 form blocks become, the blocks changed in place to name them.
 * `newId` gives each form its id.
 */
export function convertLegacyForms(sections: Section[], newId: () => string): FormDefinition[] {
  const forms: FormDefinition[] = [];
  for (const block of allBlocks(sections)) {
    if (block.type !== 'form' || block.version !== 1) continue;
    const form = formFromLegacyBlock(newId(), block.data);
    forms.push(form);
    block.version = 2;
    block.data = { formId: form.id };
  }
  return forms;
}
