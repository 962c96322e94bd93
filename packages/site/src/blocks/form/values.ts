// A form's values as the spec collects them (section 3), from whatever holds the inputs: the
// browser's FormData in the island, the posted body on the server for a form sent without
// JavaScript. Lists for address, date, name and time, in their parts' order; a phone always in four
// parts, the country '' when not asked for (the spec's blank prefix for three parts); the checked
// options of a checkbox; the first checked radio; a select's value; a likert field's answer per
// statement; a hidden field from the page address by its key, else its default; no sections.
import {
  COMPOUND_FORM_FIELD_PARTS,
  DISCLAIMER_FIELD_ID,
  type FormValues,
  type PublicFormDefinition,
} from '@tessera/core';

/** Every value posted under a name, in order. */
export type ValuesByName = (name: string) => string[];

export function collectFormValues(
  form: PublicFormDefinition,
  valuesOf: ValuesByName,
  pageQuery: URLSearchParams = new URLSearchParams(),
): FormValues {
  const one = (name: string) => valuesOf(name)[0] ?? '';
  const values: FormValues = {};
  for (const field of form.fields) {
    const parts = (COMPOUND_FORM_FIELD_PARTS as Record<string, readonly string[]>)[field.type];
    if (field.type === 'section') continue;
    if (field.type === 'hidden')
      values[field.id] = pageQuery.get(field.key || field.id) ?? valuesOf(field.id)[0] ?? field.value;
    else if (parts) values[field.id] = parts.map((part) => one(`${field.id}.${part}`));
    else if (field.type === 'checkbox') values[field.id] = valuesOf(field.id);
    else if (field.type === 'likert')
      values[field.id] = Object.fromEntries(
        field.options.map((statement, row) => [statement, one(`${field.id}.${row}`)]),
      );
    else values[field.id] = one(field.id);
  }
  if (form.disclaimer.enabled)
    values[DISCLAIMER_FIELD_ID] = one(DISCLAIMER_FIELD_ID) === 'true' ? 'true' : '';
  return values;
}
