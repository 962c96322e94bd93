import type { AnyField } from '@tessera/site';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { field, type Rendered, render, textOf, typeInto } from '../../testing/dom.ts';
import { FieldsEditor, linkHelp } from './FieldsEditor.tsx';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

const fields: Record<string, AnyField> = {
  href: { kind: 'link', label: 'Link', help: 'A page or an address.' },
};

function Harness() {
  const [value, setValue] = useState<Record<string, unknown>>({ href: '/' });
  return <FieldsEditor fields={fields} value={value} onChange={setValue} path="data" errors={{}} />;
}

describe("the link field: spec 1 §3 'Connected-account link for an online food ordering service: default link title Order Now'", () => {
  it('says, under the field, that a link to the ordering page is the Order Now link', async () => {
    rendered = await render(<Harness />);
    const input = field(rendered.container, 'Link') as HTMLInputElement;
    const help = () => textOf(document.getElementById(input.getAttribute('aria-describedby') ?? ''));
    expect(help()).toBe('A page or an address.');
    await typeInto(input, 'https://direct.chownow.com/order/1234');
    expect(help()).toBe(
      'A page or an address. Your online ordering page: a button to it reads Order Now unless you give it text.',
    );
  });

  it('adds nothing for any other link', () => {
    expect(linkHelp('Help.', 'https://example.com')).toBe('Help.');
    expect(linkHelp(undefined, '/menu')).toBeUndefined();
    expect(linkHelp(undefined, 'https://chownow.com/o/1')).toContain('Order Now');
  });
});
