import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps paragraphs, bold, italic, links, lists, h2–h4 and line breaks', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>bold</strong> and <em>italic</em> <a href="https://example.com/x">link</a>,<br>a <a href="/shop">path</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, event handlers, inline styles and classes', () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('keeps the text of a link whose address is not relative, http(s), mailto or tel, but not the address', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">click</a></p>')).toBe('<p><a>click</a></p>');
    expect(sanitizeRichText('<p><a href=" java\tscript:alert(1)">tab</a> <a>none</a></p>')).toBe(
      '<p><a>tab</a> <a>none</a></p>',
    );
    expect(
      sanitizeRichText('<p><a href="data:text/html,x">data</a> <a href="mailto:a@b.c">mail</a></p>'),
    ).toBe('<p><a>data</a> <a href="mailto:a@b.c">mail</a></p>');
    expect(sanitizeRichText('<a href="//evil.example/x">far</a> <a href="tel:+15035550100">call</a>')).toBe(
      '<a>far</a> <a href="tel:+15035550100">call</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('renames tags that mean the same, and unwraps the ones it does not know', () => {
    expect(sanitizeRichText('<h1>T</h1><p><b>b</b><i>i</i></p><h6>s</h6><div><span>text</span></div>')).toBe(
      '<h2>T</h2><p><strong>b</strong><em>i</em></p><h4>s</h4>text',
    );
  });

  it('escapes what could be read as markup', () => {
    expect(sanitizeRichText('<p>1 < 2 & "quoted"</p>')).toBe('<p>1 &lt; 2 &amp; "quoted"</p>');
    expect(sanitizeRichText('<p>a</p><!-- comment --><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});
