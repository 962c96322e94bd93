import { describe, expect, it } from 'vitest';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { button, buttonSchema } from './index.tsx';

describe('button block', () => {
  it('accepts its defaults and a link to a page, an address or an email', () => {
    expect(refusals(buttonSchema, button.defaults)).toEqual({});
    for (const href of ['/shop', 'https://example.com/x', 'mailto:hello@example.com'])
      expect(refusals(buttonSchema, { label: 'Go', href })).toEqual({});
  });

  it.each([
    ['empty text', { label: ' ', href: '/' }, { label: 'Please enter the button text.' }],
    [
      'text of 101 characters',
      { label: 'x'.repeat(101), href: '/' },
      { label: 'Button text is at most 100 characters.' },
    ],
    ['a link with spaces', { label: 'Go', href: '/a page' }, { href: 'Please enter a valid link.' }],
    ['a script link', { label: 'Go', href: 'javascript:alert(1)' }, { href: 'Please enter a valid link.' }],
    ['no link', { label: 'Go' }, { href: 'Please enter a valid link.' }],
    [
      'an unknown style',
      { label: 'Go', href: '/', style: 'huge' },
      { style: 'Choose primary or secondary.' },
    ],
    [
      'newWindow as a string',
      { label: 'Go', href: '/', newWindow: 'yes' },
      { newWindow: expect.any(String) },
    ],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(buttonSchema, data)).toEqual(errors);
  });

  it('renders a link styled as a button; a new window gets noopener', () => {
    const same = htmlDocument(renderBlock(button, { label: 'Shop', href: '/shop' })).querySelector('a');
    expect(same?.className).toBe('button button-primary');
    expect(same?.hasAttribute('target')).toBe(false);
    const other = htmlDocument(
      renderBlock(button, {
        label: 'Map',
        href: 'https://maps.example',
        style: 'secondary',
        newWindow: true,
      }),
    ).querySelector('a');
    expect(other?.className).toBe('button button-secondary');
    expect(other?.getAttribute('target')).toBe('_blank');
    expect(other?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  describe("spec 1 §3: 'Connected-account link for an online food ordering service: default link title Order Now'", () => {
    const ORDERING = 'https://direct.chownow.com/order/1234/locations/5678';

    it('reads Order Now when a button to the ordering page has no text of its own', () => {
      expect(refusals(buttonSchema, { label: '', href: ORDERING })).toEqual({});
      const link = htmlDocument(renderBlock(button, { label: '', href: ORDERING })).querySelector('a');
      expect(link?.textContent).toBe('Order Now');
      expect(link?.getAttribute('href')).toBe(ORDERING);
      expect(button.summary?.({ label: '', href: ORDERING, style: 'primary', newWindow: false })).toBe(
        `Order Now → ${ORDERING}`,
      );
    });

    it('keeps the owner’s own text, and still needs text for any other link', () => {
      const link = htmlDocument(renderBlock(button, { label: 'Takeaway', href: ORDERING })).querySelector(
        'a',
      );
      expect(link?.textContent).toBe('Takeaway');
      expect(refusals(buttonSchema, { label: '', href: '/menu' })).toEqual({
        label: 'Please enter the button text.',
      });
    });
  });
});
