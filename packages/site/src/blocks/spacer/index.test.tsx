import { describe, expect, it } from 'vitest';
import { refusals, renderBlock } from '../testing.ts';
import { SPACER_SIZES, spacer, spacerSchema } from './index.tsx';

describe('spacer block', () => {
  it('accepts its defaults', () => {
    expect(refusals(spacerSchema, spacer.defaults)).toEqual({});
  });

  it.each([
    ['an unknown size', { size: 'huge' }],
    ['a size in pixels', { size: 48 }],
  ])('refuses %s with a message', (_name, data) => {
    expect(refusals(spacerSchema, data)).toEqual({ size: 'Choose a size from the list.' });
  });

  it('renders empty space hidden from assistive technology, one height per size', () => {
    expect(renderBlock(spacer, { size: 'large' })).toBe(
      '<div class="spacer spacer-large" aria-hidden="true"></div>',
    );
    for (const size of SPACER_SIZES.values.slice(1)) expect(spacer.css).toContain(`.spacer-${size}{height:`);
  });
});
