import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { accordion, accordionSchema } from './index.tsx';
import { hydrate } from './island.ts';
import { island } from './trigger.ts';

const items = [
  { title: 'Is it food safe?', body: 'Yes.\n\nEvery glaze is tested.' },
  { title: 'Do you ship?', body: 'Anywhere.' },
];

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('accordion block', () => {
  it('accepts its defaults', () => {
    expect(refusals(accordionSchema, accordion.defaults)).toEqual({});
  });

  it.each([
    ['no items', { items: [] }, { items: 'An accordion needs at least one item.' }],
    ['items that are not a list', { items: 'x' }, { items: 'An accordion needs at least one item.' }],
    [
      'a blank title',
      { items: [{ title: ' ', body: '' }] },
      { 'items.0.title': 'Please enter the question or title.' },
    ],
    [
      '51 items',
      { items: Array.from({ length: 51 }, () => items[1]) },
      { items: 'An accordion holds at most 50 items.' },
    ],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(accordionSchema, data)).toEqual(errors);
  });

  it('renders buttons that control their panels, the first open when asked', () => {
    const doc = htmlDocument(renderBlock(accordion, { items, firstOpen: true }, { id: 'faq' }));
    const buttons = [...doc.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(buttons[0]?.getAttribute('aria-controls')).toBe('accordion-faq-0-panel');
    expect(doc.getElementById('accordion-faq-1-panel')?.hidden).toBe(true);
    expect([...doc.querySelectorAll('#accordion-faq-0-panel p')].map((p) => p.textContent)).toEqual([
      'Yes.',
      'Every glaze is tested.',
    ]);
    expect(doc.querySelector(island.selector)).not.toBeNull();
  });

  it('its island opens one item at a time', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = renderBlock(accordion, { items }, { id: 'faq' });
    const root = document.querySelector<HTMLElement>(island.selector);
    if (!root) throw new Error('no accordion');
    hydrate(root);
    const [first, second] = [...root.querySelectorAll('button')];
    first?.click();
    vi.runAllTimers();
    second?.click();
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect(await island.load()).toHaveProperty('hydrate', hydrate);
  });
});
