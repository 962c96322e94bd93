import { FOCUS_RING_DECLARATIONS } from '@tessera/core';
import { z } from 'zod';
import { paragraphsOf } from '../plain-text.ts';
import { defineBlock } from '../types.ts';
import { island } from './trigger.ts';

const itemSchema = z.object({
  title: z
    .string({ error: 'Please enter the question or title.' })
    .trim()
    .min(1, 'Please enter the question or title.')
    .max(300, 'Titles are at most 300 characters.'),
  body: z.string().max(10_000, 'Answers are at most 10,000 characters.').default(''),
});

export const accordionSchema = z.object({
  items: z
    .array(itemSchema, { error: 'An accordion needs at least one item.' })
    .min(1, 'An accordion needs at least one item.')
    .max(50, 'An accordion holds at most 50 items.'),
  allowMultipleOpen: z.boolean().default(false),
  firstOpen: z.boolean().default(false),
});

export const accordion = defineBlock({
  type: 'accordion',
  version: 1,
  label: 'Accordion',
  category: 'interactive',
  schema: accordionSchema,
  defaults: {
    items: [{ title: 'A question', body: 'Its answer.' }],
    allowMultipleOpen: false,
    firstOpen: false,
  },
  fields: {
    items: {
      kind: 'list',
      label: 'Items',
      itemLabel: 'Item',
      min: 1,
      max: 50,
      newItem: () => ({ title: 'A new question', body: '' }),
      fields: {
        title: { kind: 'text', label: 'Title' },
        body: { kind: 'textarea', label: 'Text', rows: 4 },
      },
    },
    allowMultipleOpen: { kind: 'boolean', label: 'Allow several items open at once' },
    firstOpen: { kind: 'boolean', label: 'Open the first item' },
  },
  islands: [island],
  css: `.accordion-item{border-bottom:1px solid var(--line)}.accordion-title{margin:0}
.accordion-title button{all:unset;box-sizing:border-box;display:flex;justify-content:space-between;width:100%;padding:1rem 0;cursor:pointer;font:600 1.1rem ui-sans-serif,system-ui,sans-serif}
.accordion-title button::after{content:"+"}.accordion-title button[aria-expanded=true]::after{content:"−"}
.accordion-title button:focus-visible{${FOCUS_RING_DECLARATIONS}}`,
  render: ({ items, allowMultipleOpen, firstOpen }, { block }) => (
    <div className="block-accordion" data-island="accordion" data-allow-multiple={String(allowMultipleOpen)}>
      {items.map((item, index) => {
        const open = firstOpen && index === 0;
        const id = `accordion-${block.id}-${index}`;
        return (
          <div className="accordion-item" key={id} data-open={open ? '' : undefined}>
            <h3 className="accordion-title">
              <button type="button" id={`${id}-button`} aria-expanded={open} aria-controls={`${id}-panel`}>
                {item.title}
              </button>
            </h3>
            <section id={`${id}-panel`} aria-labelledby={`${id}-button`} hidden={!open}>
              {paragraphsOf(item.body).map((lines) => (
                <p key={lines.join('\n')}>{lines.join(' ')}</p>
              ))}
            </section>
          </div>
        );
      })}
    </div>
  ),
  summary: ({ items }) => items.map((item) => item.title).join(' · '),
});
