import { describe, expect, it } from 'vitest';
import { migrateData } from '../layout.ts';
import { refusals, renderBlock } from '../testing.ts';
import { text, textSchema } from './index.tsx';

describe('text block', () => {
  it('stores rich text as HTML, at version 2', () => {
    expect(text.version).toBe(2);
    expect(text.fields.html.kind).toBe('richText');
    expect(refusals(textSchema, text.defaults)).toEqual({});
    expect(refusals(textSchema, { html: '' })).toEqual({});
  });

  it.each([
    ['no html', {}, { html: 'Text must be a string of HTML.' }],
    ['html that is not a string', { html: 12 }, { html: 'Text must be a string of HTML.' }],
    [
      'more than 50,000 characters',
      { html: `<p>${'x'.repeat(50_000)}</p>` },
      { html: 'Text blocks are at most 50,000 characters of formatted text.' },
    ],
  ])('refuses %s with a message', (_name, data, errors) => {
    expect(refusals(textSchema, data)).toEqual(errors);
  });

  it('renders the stored (already sanitised) HTML as it is', () => {
    expect(renderBlock(text, { html: '<p>One <strong>bold</strong> word.</p><ul><li>A</li></ul>' })).toBe(
      '<div class="block-text"><p>One <strong>bold</strong> word.</p><ul><li>A</li></ul></div>',
    );
  });

  describe('migration from version 1 (plain text)', () => {
    it('turns paragraphs and line breaks into HTML, escaping every character', () => {
      expect(
        migrateData(text, 1, { text: 'First line\nsecond line\n\nA <script>alert(1)</script> & more' }),
      ).toEqual({
        html: '<p>First line<br>second line</p><p>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>',
      });
    });

    it('gives empty text for missing or odd data, which the schema then accepts', () => {
      expect(migrateData(text, 1, {})).toEqual({ html: '' });
      expect(migrateData(text, 1, { text: 7 })).toEqual({ html: '' });
      expect(refusals(textSchema, migrateData(text, 1, { text: '   ' }))).toEqual({});
    });
  });
});
