import { afterEach, describe, expect, it } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../../testing/dom.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { SiteImageGrid, useSiteImages } from './site-images.tsx';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

function Picker() {
  const images = useSiteImages();
  return <SiteImageGrid images={images} controlOf={() => ({ type: 'radio', name: 'image' })} />;
}

describe("spec 2 §8: an image picker that failed to load says 'Unable to load. Try again.'", () => {
  it('as its retry button, with the reason, and loads again when pressed', async () => {
    const answers = [{ status: 503, body: { error: 'Busy.' } }, { body: { assets: [] } }];
    fakeApi({ 'GET /api/config/assets': () => answers.shift() ?? { body: { assets: [] } } });
    rendered = await render(<Picker />);
    const { container } = rendered;
    await waitFor(() => container.querySelector('[role="alert"]'), 'the failure');
    expect(textOf(container.querySelector('[role="alert"]'))).toBe('Unable to load. Try again. Busy.');

    await click(button(container, 'Unable to load. Try again.'));
    await waitFor(
      () => textOf(container).includes('This site has no uploaded images yet.'),
      'the empty state',
    );
  });
});
