import { describe, expect, it } from 'vitest';
import { refusals, renderBlock } from '../testing.ts';
import { quote, quoteSchema } from './index.tsx';

describe('quote block', () => {
  it('accepts its defaults', () => {
    expect(refusals(quoteSchema, quote.defaults)).toEqual({});
  });

  it.each([
    ['an empty quote', { text: '' }, { text: 'Please enter the quote.' }],
    [
      'a quote of 2,001 characters',
      { text: 'x'.repeat(2001) },
      { text: 'Quotes are at most 2,000 characters.' },
    ],
    [
      'a source of 201 characters',
      { text: 'Hi', source: 'x'.repeat(201) },
      { source: 'The source is at most 200 characters.' },
    ],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(quoteSchema, data)).toEqual(errors);
  });

  it('renders the quote and, when there is one, its source', () => {
    expect(renderBlock(quote, { text: 'Slow mornings.', source: 'Maya' })).toBe(
      '<figure class="block-quote"><blockquote>Slow mornings.</blockquote><figcaption>— Maya</figcaption></figure>',
    );
    expect(renderBlock(quote, { text: 'Alone.' })).not.toContain('figcaption');
  });
});
