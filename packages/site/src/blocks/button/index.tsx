import { defaultLinkTitle, isValidLink, linkTypeOf } from '@tessera/core';
import { z } from 'zod';
import { choices } from '../fields.ts';
import { defineBlock } from '../types.ts';

const STYLES = choices({ primary: 'Primary (filled)', secondary: 'Secondary (outlined)' });

const NO_TEXT = 'Please enter the button text.';

/** The words a button shows: its own, else its link type's default title (Order Now), else none. */
export function buttonText(label: string, href: string): string {
  return label || (defaultLinkTitle(linkTypeOf(href)) ?? '');
}

// The text may be left empty only where the link gives a default title: a button to the online food
// ordering service's page reads "Order Now" (first spec document, section 3).
export const buttonSchema = z
  .object({
    label: z.string({ error: NO_TEXT }).trim().max(100, 'Button text is at most 100 characters.'),
    href: z
      .string({ error: 'Please enter a valid link.' })
      .trim()
      .refine((href) => isValidLink(href), { message: 'Please enter a valid link.' }),
    style: z.enum(STYLES.values, { error: 'Choose primary or secondary.' }).default('primary'),
    newWindow: z.boolean().default(false),
  })
  .superRefine((button, context) => {
    if (buttonText(button.label, button.href) === '')
      context.addIssue({ code: 'custom', path: ['label'], message: NO_TEXT });
  });

export const button = defineBlock({
  type: 'button',
  version: 1,
  label: 'Button',
  category: 'interactive',
  schema: buttonSchema,
  defaults: { label: 'Learn more', href: '/', style: 'primary', newWindow: false },
  fields: {
    label: {
      kind: 'text',
      label: 'Button text',
      help: 'May be left empty for a link to your online ordering page: the button then reads Order Now.',
    },
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
        {buttonText(label, href)}
      </a>
    </div>
  ),
  summary: ({ label, href }) => `${buttonText(label, href)} → ${href}`,
});
