import { isValidLink } from '@tessera/core';
import { z } from 'zod';
import { defineBlock } from '../types.ts';

export const buttonSchema = z.object({
  label: z.string().trim().min(1, 'Please enter the button text.').max(100),
  href: z.string().refine((href) => isValidLink(href), { message: 'Please enter a valid link.' }),
  style: z.enum(['primary', 'secondary']).default('primary'),
  newWindow: z.boolean().default(false),
});

export const button = defineBlock({
  type: 'button',
  label: 'Button',
  schema: buttonSchema,
  defaults: { label: 'Learn more', href: '/', style: 'primary', newWindow: false },
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
});
