import { describe, expect, it } from 'vitest';
import { refusals, renderBlock } from '../testing.ts';
import { heading, headingSchema } from './index.tsx';

describe('heading block', () => {
  it('accepts its defaults and trims the text', () => {
    expect(refusals(headingSchema, heading.defaults)).toEqual({});
    expect(headingSchema.parse({ text: '  Hello  ' })).toEqual({ text: 'Hello', level: 2 });
  });

  it.each([
    ['empty text', { text: '', level: 2 }, { text: 'Please enter the heading text.' }],
    ['blank text', { text: '   ', level: 2 }, { text: 'Please enter the heading text.' }],
    ['no text', { level: 2 }, { text: 'Please enter the heading text.' }],
    ['text of 301 characters', { text: 'x'.repeat(301) }, { text: 'Headings are at most 300 characters.' }],
    ['level 4', { text: 'Fine', level: 4 }, { level: 'Choose heading 1, 2 or 3.' }],
    ['level as a string', { text: 'Fine', level: '1' }, { level: 'Choose heading 1, 2 or 3.' }],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(headingSchema, data)).toEqual(errors);
  });

  it('renders the level as h1, h2 or h3, the text escaped', () => {
    expect(renderBlock(heading, { text: 'Big <b>news</b>', level: 1 })).toBe(
      '<h1 class="block-heading">Big &lt;b&gt;news&lt;/b&gt;</h1>',
    );
    expect(renderBlock(heading, { text: 'Sub', level: 3 })).toBe('<h3 class="block-heading">Sub</h3>');
  });
});
