import { COMMERCE_EMAIL_PREVIEW_PATH } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, type Rendered, render } from '../testing/dom.ts';
import { CommerceScreen } from './CommerceScreen.tsx';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

describe("spec 1 §2: 'commerce email preview 301' from the Commerce screen", () => {
  it('shows the email preview page in the frame', async () => {
    const onShowInFrame = vi.fn();
    rendered = await render(<CommerceScreen onBack={() => {}} onShowInFrame={onShowInFrame} />);
    const entry = [...rendered.container.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Email preview'),
    );
    await click(entry);
    expect(onShowInFrame).toHaveBeenCalledWith('/commerce/email-preview');
    expect(COMMERCE_EMAIL_PREVIEW_PATH).toBe('/commerce/email-preview');
  });
});
