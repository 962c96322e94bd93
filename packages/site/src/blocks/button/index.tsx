import { isValidLink } from '@tessera/core';
import { z } from 'zod';
import { choices } from '../fields.ts';
import { defineBlock } from '../types.ts';

const STYLES = choices({ primary: 'Primary (filled)', secondary: 'Secondary (outlined)' });

export const buttonSchema = z.object({
  label: z
    .string({ error: 'Please enter the button text.' })
    .trim()
    .min(1, 'Please enter the button text.')
    .max(100, 'Button text is at most 100 characters.'),
  href: z
    .string({ error: 'Please enter a valid link.' })
    .trim()
    .refine((href) => isValidLink(href), { message: 'Please enter a valid link.' }),
  style: z.enum(STYLES.values, { error: 'Choose primary or secondary.' }).default('primary'),
  newWindow: z.boolean().default(false),
});

export const button = defineBlock({
  type: 'button',
  version: 1,
  label: 'Button',
  category: 'interactive',
  schema: buttonSchema,
  defaults: { label: 'Learn more', href: '/', style: 'primary', newWindow: false },
  fields: {
    label: { kind: 'text', label: 'Button text' },
    href: { kind: 'link', label: 'Link', help: 'A page of this site, such as /shop, or a full address.' },
    style: {
      kind: 'radio',
      label: 'Style',
      options: STYLES.options,
    },
    newWindow: { kind: 'boolean', label: 'Open in a new window' },
  },
  render: ({ label, href, style, newWindow }) => (
    <div className="block-button">
      <a
        className={`button button-${style}`}
        href={href}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
      </a>
    </div>
  ),
  summary: ({ label, href }) => `${label} → ${href}`,
});
