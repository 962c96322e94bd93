// What the starter sites share: forms written in a line a field, a menu or price list as rich text,
// and shipping for a shop in the United States and beyond.
import {
  type FormDefinition,
  type FormFieldDefinition,
  type FormFieldType,
  newFormField,
  type ShippingZone,
} from '@tessera/core';
import { newId } from '../../db/ids.ts';

/** A field of a template's form: required unless told otherwise. */
export function field(
  id: string,
  type: FormFieldType,
  label: string,
  extra: Partial<FormFieldDefinition> = {},
): FormFieldDefinition {
  return { ...newFormField(id, type, label), required: true, ...extra };
}

/** A template's form with a fresh id (form ids are unique across sites), stored in the site's inbox. */
export function templateForm(
  name: string,
  fields: FormFieldDefinition[],
  submitButtonText: string,
  successMessage: string,
): FormDefinition {
  return {
    id: newId(),
    name,
    fields,
    submitButtonText,
    successMessage,
    successHtml: false,
    redirectUrl: '',
    captcha: false,
    disclaimer: { enabled: false, text: '' },
    storage: { notifyEmails: [], webhookUrl: '' },
  };
}

/** The usual contact fields: name, email and a message. */
export function contactFields(messageLabel = 'Message'): FormFieldDefinition[] {
  return [
    field('name', 'text', 'Name'),
    field('email', 'email', 'Email', { placeholder: 'you@example.com' }),
    field('message', 'textarea', messageLabel, { maxLength: 2000 }),
  ];
}

/** Dishes or services with prices as rich text: the name and price bold, the description below. */
export function priceList(entries: [name: string, price: string, description: string][]): string {
  return entries
    .map(([name, price, description]) => `<p><strong>${name} — ${price}</strong><br>${description}</p>`)
    .join('');
}

export const US_AND_WORLD_SHIPPING: ShippingZone[] = [
  {
    id: 'us',
    name: 'United States',
    countries: ['US'],
    regions: [],
    methods: [
      { id: 'standard', name: 'Standard (3–5 days)', rate: { kind: 'flat', costCents: 600 } },
      {
        id: 'free-over-75',
        name: 'Free over $75',
        rate: { kind: 'freeOver', thresholdCents: 7500, costCents: 600 },
      },
    ],
  },
  {
    id: 'world',
    name: 'Everywhere else',
    countries: ['*'],
    regions: [],
    methods: [{ id: 'international', name: 'International', rate: { kind: 'flat', costCents: 1800 } }],
  },
];
