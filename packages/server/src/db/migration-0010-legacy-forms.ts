// Version 1 form blocks held their fields themselves; a form is now an entity of its own, which the
// block names (version 2: `{ formId }`). This turns each version 1 block of some sections into a
// form and names it instead — migration 0010 runs it over every stored layout, draft and revision.
// It belongs to that migration alone: what a stored version 1 block was cannot change later, so it
// walks the layouts and makes fields as they were then, not with site's and core's functions of today.
import type { FormDefinition, FormFieldDefinition, FormFieldType } from '@tessera/core';

/** A block as a layout stored it at 0010: a container's (columns') blocks are in its slots. */
export interface StoredBlock {
  type: string;
  version: number;
  data: Record<string, unknown>;
  slots?: StoredBlock[][];
}

/** A stored section: only its blocks matter here. */
export interface StoredSection {
  blocks: StoredBlock[];
}

/** Every block of the sections, each followed by its slots' blocks. */
function* blocksOf(sections: StoredSection[]): Generator<StoredBlock> {
  for (const section of sections) {
    for (const block of section.blocks) {
      yield block;
      for (const slot of block.slots ?? []) yield* slot;
    }
  }
}

/** A new field of a type, as the form builder made one at 0010 (core's newFormField then). */
function newField(id: string, type: FormFieldType, label: string): FormFieldDefinition {
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

interface LegacyField {
  id?: unknown;
  type?: unknown;
  label?: unknown;
  required?: unknown;
  placeholder?: unknown;
  options?: unknown;
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/**
 * A version 1 field's choices. Its checkbox was one box with no options; a builder checkbox needs
 * them (and validates against them), so that box becomes the one option its label names.
 */
function optionsOf(field: LegacyField): string[] {
  const options = Array.isArray(field.options)
    ? field.options.filter((o): o is string => typeof o === 'string')
    : [];
  return field.type === 'checkbox' && options.length === 0 ? [text(field.label) || 'Yes'] : options;
}

/** A form made of a version 1 block's data. */
export function formFromLegacyBlock(id: string, data: Record<string, unknown>): FormDefinition {
  const fields = Array.isArray(data.fields) ? (data.fields as LegacyField[]) : [];
  return {
    id,
    name: text(data.title) || 'Form',
    fields: fields.map((field, index) => ({
      ...newField(
        text(field.id, `field-${index + 1}`),
        text(field.type, 'text') as FormFieldType,
        text(field.label),
      ),
      required: field.required === true,
      placeholder: text(field.placeholder),
      options: optionsOf(field),
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
 * The forms a layout's version 1 form blocks become, the blocks changed in place to name them: only
 * how many blocks changed and the forms not made before. `made` (one per site, kept across calls) is keyed by the block's data,
 * so a block seen unchanged in a layout, its draft and each of its revisions becomes one form, not
 * one per copy; a copy whose fields differ becomes a form of its own. `newId` names each new form.
 */
export function convertLegacyForms(
  sections: StoredSection[],
  made: Map<string, FormDefinition>,
  newId: () => string,
): { converted: number; forms: FormDefinition[] } {
  const forms: FormDefinition[] = [];
  let converted = 0;
  for (const block of blocksOf(sections)) {
    if (block.type !== 'form' || block.version !== 1) continue;
    const key = JSON.stringify(block.data);
    let form = made.get(key);
    if (!form) {
      form = formFromLegacyBlock(newId(), block.data);
      made.set(key, form);
      forms.push(form);
    }
    block.version = 2;
    block.data = { formId: form.id };
    converted++;
  }
  return { converted, forms };
}
