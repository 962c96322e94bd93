import { MASKED_PASSWORD_PLACEHOLDER } from '@tessera/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, typeInto } from '../testing/dom.ts';
import { PasswordFields } from './PasswordFields.tsx';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

function Harness({ hasPassword, spy }: { hasPassword: boolean; spy: (password: string) => void }) {
  const [state, setState] = useState({ password: '', removePassword: false });
  return (
    <PasswordFields
      subject="page"
      hasPassword={hasPassword}
      password={state.password}
      removePassword={state.removePassword}
      error={undefined}
      onChange={(change) => {
        spy(change.password);
        setState(change);
      }}
    />
  );
}

describe("a kept password: spec 2 §3 'A masked-password placeholder constant exists for oversized values'", () => {
  it('shows the mask, never the password, while one is kept', async () => {
    rendered = await render(<Harness hasPassword spy={() => {}} />);
    const input = field(rendered.container, 'New page password') as HTMLInputElement;
    expect(input.placeholder).toBe(MASKED_PASSWORD_PLACEHOLDER);
    expect(input.value).toBe('');
    await click(button(rendered.container, 'Remove the password when saving'));
    expect((field(rendered.container, 'New page password') as HTMLInputElement).placeholder).toBe('');
  });

  it('shows no mask where no password is kept', async () => {
    rendered = await render(<Harness hasPassword={false} spy={() => {}} />);
    expect((field(rendered.container, 'Page password') as HTMLInputElement).placeholder).toBe('');
  });

  it('takes the mask typed back as keeping the stored password, not as a new one', async () => {
    const spy = vi.fn();
    rendered = await render(<Harness hasPassword spy={spy} />);
    const input = field(rendered.container, 'New page password') as HTMLInputElement;
    await typeInto(input, MASKED_PASSWORD_PLACEHOLDER);
    expect(spy).toHaveBeenLastCalledWith('');
    await typeInto(input, 'open sesame');
    expect(spy).toHaveBeenLastCalledWith('open sesame');
  });
});
