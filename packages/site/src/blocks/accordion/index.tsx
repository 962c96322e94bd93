import { z } from 'zod';
import { paragraphsOf } from '../text/index.tsx';
import { defineBlock } from '../types.ts';

export const accordionSchema = z.object({
  items: z
    .array(z.object({ title: z.string().trim().min(1).max(300), body: z.string().max(10_000) }))
    .min(1, 'An accordion needs at least one item.')
    .max(50),
  allowMultipleOpen: z.boolean().default(false),
  firstOpen: z.boolean().default(false),
});

export const accordion = defineBlock({
  type: 'accordion',
  label: 'Accordion',
  schema: accordionSchema,
  defaults: {
    items: [{ title: 'A question', body: 'Its answer.' }],
    allowMultipleOpen: false,
    firstOpen: false,
  },
  render: ({ items, allowMultipleOpen, firstOpen }, block) => (
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
});
