// The demo site's contact form, "Contact" (name, email, topic, message), which the contact page's
// form block shows (demo.ts names it by this id), and a few messages already in its inbox.
import { type FormDefinition, type FormValues, formValueText, newFormField } from '@tessera/core';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { insertForm, insertSubmission } from '../forms/index.ts';

export const DEMO_CONTACT_FORM_ID = 'c0a7ac7f0000000000000001';

const contactForm: FormDefinition = {
  id: DEMO_CONTACT_FORM_ID,
  name: 'Contact',
  fields: [
    { ...newFormField('name', 'text', 'Name'), required: true },
    { ...newFormField('email', 'email', 'Email'), required: true, placeholder: 'you@example.com' },
    {
      ...newFormField('topic', 'select', 'Topic'),
      options: ['A question', 'A custom order', 'Wholesale', 'Something else'],
    },
    { ...newFormField('message', 'textarea', 'Message'), required: true, maxLength: 2000 },
  ],
  submitButtonText: 'Send',
  successMessage: 'Thank you — we will write back soon.',
  successHtml: false,
  redirectUrl: '',
  captcha: false,
  disclaimer: { enabled: false, text: '' },
  storage: { notifyEmails: [], webhookUrl: '' },
};

const MESSAGES: FormValues[] = [
  {
    name: 'Priya Raman',
    email: 'priya@example.com',
    topic: 'A custom order',
    message: 'Could you make a set of six plum-glaze bowls for a wedding in June?',
  },
  {
    name: 'Tom Ellery',
    email: 'tom.ellery@example.org',
    topic: 'Wholesale',
    message: 'We run a café in Salem and would love to stock your mugs. Do you sell wholesale?',
  },
  {
    name: 'Ana Souza',
    email: 'ana@example.net',
    topic: 'A question',
    message: 'Are the mugs dishwasher safe?',
  },
];

export async function seedDemoForms(db: Db, websiteId: string, now = Date.now()): Promise<void> {
  await insertForm(
    db,
    websiteId,
    { id: contactForm.id, name: contactForm.name, definition: JSON.stringify(contactForm) },
    now,
  );
  for (const [index, values] of MESSAGES.entries()) {
    await insertSubmission(db, websiteId, {
      id: newId(),
      form_id: contactForm.id,
      form_values: JSON.stringify(values),
      search_text: contactForm.fields
        .map((field) => formValueText(field, values[field.id]))
        .join('\n')
        .toLowerCase(),
      page_title: 'Contact',
      page_path: '/contact',
      // The oldest one has been read.
      is_read: index === 0 ? 1 : 0,
      created_at: now - (MESSAGES.length - index) * 86_400_000,
    });
  }
}
