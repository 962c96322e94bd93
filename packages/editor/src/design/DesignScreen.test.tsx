import { DEFAULT_LOOK } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { DesignScreen } from './DesignScreen.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

describe('DesignScreen', () => {
  it('warns of hard-to-read colours as they are picked, and saves the whole look', async () => {
    const api = fakeApi({
      'GET /api/config/site-look': { body: { look: DEFAULT_LOOK, warnings: [] } },
      'PUT /api/config/site-look': (body) => ({ body: { look: body, warnings: [] } }),
    });
    const onSaved = vi.fn();
    rendered = await render(<DesignScreen onBack={() => {}} onSaved={onSaved} />);
    const { container } = rendered;
    const accent = await waitFor<HTMLInputElement>(
      () => field<HTMLInputElement>(container, 'Accent'),
      'the accent colour',
    );
    expect(accent.value).toBe(DEFAULT_LOOK.palette.accent);
    expect(textOf(container)).not.toContain('hard to read');

    await typeInto(accent, '#c0e0d0');
    expect(textOf(container)).toContain('Links on the background has a contrast of');
    await typeInto(accent, '#7a2e1f');
    expect(textOf(container)).not.toContain('hard to read');

    const heading = field<HTMLSelectElement>(container, 'Heading font') as HTMLSelectElement;
    await typeInto(heading, 'geometric');
    await click(
      container.querySelector<HTMLInputElement>('input[name="radius"][value="round"]') ?? undefined,
    );
    await click(button(container, 'Save design'));
    await waitFor(() => onSaved.mock.calls.length > 0, 'the save');
    expect(api.sent.find((request) => request.method === 'PUT')?.body).toEqual({
      ...DEFAULT_LOOK,
      palette: { ...DEFAULT_LOOK.palette, accent: '#7a2e1f' },
      headingFont: 'geometric',
      radius: 'round',
    });
    expect(textOf(container)).toContain('Saved. The site shows the change now.');
  });
});
