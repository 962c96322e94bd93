import { describe, expect, it } from 'vitest';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { divider, dividerSchema } from './index.tsx';

describe('divider block', () => {
  it('accepts its defaults and fills in what is missing', () => {
    expect(refusals(dividerSchema, divider.defaults)).toEqual({});
    expect(dividerSchema.parse({})).toEqual({ lineStyle: 'solid', width: 'full', thickness: 'thin' });
  });

  it.each([
    ['an unknown line style', { lineStyle: 'wavy' }, { lineStyle: 'Choose a line style from the list.' }],
    ['an unknown width', { width: 'huge' }, { width: 'Choose short, medium or full width.' }],
    ['a thickness in pixels', { thickness: 3 }, { thickness: 'Choose thin or thick.' }],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(dividerSchema, data)).toEqual(errors);
  });

  it('renders a horizontal rule, styled by classes', () => {
    const html = renderBlock(divider, { lineStyle: 'dashed', width: 'short', thickness: 'thick' });
    expect(html).toBe('<hr class="divider divider-dashed divider-short divider-thick"/>');
    expect(htmlDocument(html).querySelector('hr')?.getAttribute('role')).toBeNull();
    for (const name of ['divider-dashed', 'divider-short', 'divider-thick'])
      expect(divider.css).toContain(`.${name}{`);
  });
});
