// The gallery's pictures screen against a fake API: its loading, empty and failed states; a move by
// button saved and announced; a picture's caption, alt text and focal point saved, a refusal shown by
// its field; removal asked first and sent; images ticked in the asset library added together.
import type { GalleryPicture } from '@tessera/site/api/routes.gen.ts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteImages } from '../testing/demo-pages.ts';
import {
  button,
  click,
  field,
  labelledButton,
  type Rendered,
  render,
  textOf,
  typeInto,
  waitFor,
} from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { GalleryPicturesScreen } from './GalleryPicturesScreen.tsx';

const URL = '/api/config/galleries/c-gallery/pictures';
const picture = (id: string, caption: string): GalleryPicture => ({
  id,
  caption,
  alt: `${caption} on a shelf`,
  focalPoint: { x: 50, y: 50 },
  image: { assetId: `a-${id}`, src: `/s/${id}.jpg`, width: 1200, height: 800 },
});
const FERN = picture('p1', 'Fern mugs');
const OAT = picture('p2', 'Oat bowls');
const PLUM = picture('p3', 'Plum vase');

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const captions = (root: ParentNode) => [...root.querySelectorAll('.picture-caption')].map((e) => textOf(e));
const live = (root: ParentNode) => textOf(root.querySelector('[aria-live="polite"]'));

async function open(routes: Parameters<typeof fakeApi>[0], ready = 'Move Fern mugs down') {
  const api = fakeApi({ [`GET ${URL}`]: { body: { pictures: [FERN, OAT, PLUM] } }, ...routes });
  rendered = await render(<GalleryPicturesScreen galleryId="c-gallery" title="Gallery" onBack={() => {}} />);
  const { container } = rendered;
  await waitFor(() => labelledButton(container, ready) ?? textOf(container).includes(ready), 'the pictures');
  return { api, container };
}

/** Remove, then the confirmation, with the focus on it as a keyboard leaves it (it stays enabled). */
async function removeByKeyboard(container: HTMLElement, caption: string) {
  await click(labelledButton(container, `Remove ${caption}`));
  const confirm = container.querySelector<HTMLButtonElement>('.file-confirm button.danger') ?? undefined;
  expect(textOf(confirm)).toBe('Remove');
  confirm?.focus();
  expect(confirm?.disabled).toBe(false);
  await click(confirm);
}

describe('gallery pictures screen', () => {
  it('says so while loading, when they could not be loaded, and when there are none', async () => {
    const held = heldRoute({ status: 500, body: { error: 'The server is resting.' } });
    const answers = [held.route, () => ({ body: { pictures: [] } })];
    fakeApi({ [`GET ${URL}`]: () => (answers.shift() ?? held.route)() });
    rendered = await render(
      <GalleryPicturesScreen galleryId="c-gallery" title="Gallery" onBack={() => {}} />,
    );
    const { container } = rendered;
    expect(textOf(container.querySelector('[role="status"]'))).toBe('Loading the pictures…');
    held.release();
    await waitFor(
      () => textOf(container.querySelector('[role="alert"]')) === 'The server is resting.',
      'failure',
    );
    await click(button(container, 'Try again'));
    await waitFor(() => textOf(container).includes('This gallery has no pictures yet.'), 'the empty state');
  });

  it('moves a picture down by its button, saves the move and announces its place', async () => {
    const { api, container } = await open({
      [`PUT ${URL}/p1/position`]: { body: { pictures: [OAT, FERN, PLUM] } },
    });
    expect(captions(container)).toEqual(['Fern mugs', 'Oat bowls', 'Plum vase']);
    expect(labelledButton(container, 'Move Fern mugs up')?.disabled).toBe(true);
    await click(labelledButton(container, 'Move Fern mugs down'));
    await waitFor(() => live(container) === 'Fern mugs moved to place 2 of 3.', 'the announcement');
    expect(captions(container)).toEqual(['Oat bowls', 'Fern mugs', 'Plum vase']);
    expect(api.sent.at(-1)).toEqual({ method: 'PUT', path: `${URL}/p1/position`, body: { index: 1 } });
    // The keyboard stays on the arrow pressed, to press it again.
    expect(document.activeElement).toBe(labelledButton(container, 'Move Fern mugs down'));
  });

  it('puts the order back and says why when a move is refused', async () => {
    const { container } = await open({
      [`PUT ${URL}/p3/position`]: { status: 404, body: { error: 'This picture is not in this gallery.' } },
    });
    await click(labelledButton(container, 'Move Plum vase up'));
    await waitFor(() => textOf(container).includes('This picture is not in this gallery.'), 'the refusal');
    expect(captions(container)).toEqual(['Fern mugs', 'Oat bowls', 'Plum vase']);
  });

  it('keeps a later move on screen while an earlier answer comes, and falls back to the last answer on a refusal', async () => {
    const first = heldRoute({ body: { pictures: [OAT, FERN, PLUM] } });
    const second = heldRoute({ status: 409, body: { error: 'The gallery changed meanwhile.' } });
    const { api, container } = await open({
      [`PUT ${URL}/p1/position`]: (body) =>
        ((body as { index: number }).index === 1 ? first : second).route(),
    });
    await click(labelledButton(container, 'Move Fern mugs down'));
    await click(labelledButton(container, 'Move Fern mugs down'));
    expect(captions(container)).toEqual(['Oat bowls', 'Plum vase', 'Fern mugs']);
    first.release();
    await waitFor(() => api.sent.length === 3, 'the second move sent');
    // The first answer is older than the second move: the list stays as the owner left it.
    expect(captions(container)).toEqual(['Oat bowls', 'Plum vase', 'Fern mugs']);
    expect(document.activeElement).toBe(labelledButton(container, 'Move Fern mugs up'));
    second.release();
    await waitFor(() => textOf(container).includes('The gallery changed meanwhile.'), 'the refusal');
    // What the server last said, not the list before both moves.
    expect(captions(container)).toEqual(['Oat bowls', 'Fern mugs', 'Plum vase']);
    expect(api.sent.map((r) => r.body)).toEqual([undefined, { index: 1 }, { index: 2 }]);
  });

  it('saves a caption, alt text and focal point, and shows a refusal by its field', async () => {
    const refusal = {
      status: 400,
      body: { error: 'Check the form.', errors: { caption: 'Please enter a caption.' } },
    };
    const saved = {
      body: { picture: { ...OAT, caption: 'Speckled bowls', alt: 'Bowls', focalPoint: { x: 20, y: 80 } } },
    };
    const { api, container } = await open({ [`PUT ${URL}/p2`]: [refusal, saved] });
    await click(labelledButton(container, 'Edit Oat bowls'));
    const form = await waitFor(() => container.querySelector<HTMLFormElement>('.picture-form'), 'the form');
    await typeInto(field(form, 'Caption') as HTMLInputElement, '');
    await click(button(form, 'Save picture'));
    await waitFor(() => textOf(form).includes('Please enter a caption.'), 'the refusal');
    await typeInto(field(form, 'Caption') as HTMLInputElement, 'Speckled bowls');
    await typeInto(field<HTMLTextAreaElement>(form, 'Alt text') as HTMLTextAreaElement, 'Bowls');
    await typeInto(field<HTMLSelectElement>(form, 'Across') as HTMLSelectElement, '20');
    await typeInto(field<HTMLSelectElement>(form, 'Down') as HTMLSelectElement, '80');
    await click(button(form, 'Save picture'));
    await waitFor(() => captions(container)[1] === 'Speckled bowls', 'the saved caption');
    expect(api.sent.at(-1)?.body).toEqual({
      caption: 'Speckled bowls',
      alt: 'Bowls',
      focalPoint: { x: 20, y: 80 },
    });
    expect(textOf(container)).toContain('Alt text: Bowls');
  });

  it('asks before removing, keeps the picture when told to, and removes it when confirmed', async () => {
    const { api, container } = await open({
      [`DELETE ${URL}/p2`]: { body: { pictures: [FERN, PLUM] } },
      [`DELETE ${URL}/p3`]: { body: { pictures: [FERN] } },
      [`DELETE ${URL}/p1`]: { body: { pictures: [] } },
    });
    await click(labelledButton(container, 'Remove Oat bowls'));
    expect(textOf(container.querySelector('legend'))).toBe('Remove Oat bowls from the gallery?');
    expect(document.activeElement).toBe(button(container, 'Keep it'));
    await click(button(container, 'Keep it'));
    expect(textOf(container)).not.toContain('Remove Oat bowls from the gallery?');
    expect(api.calls()).not.toContain(`DELETE ${URL}/p2`);
    // Confirmed from the keyboard: the focus goes to the next picture's Remove, not to the page.
    await removeByKeyboard(container, 'Oat bowls');
    await waitFor(() => live(container).startsWith('Oat bowls'), 'the announcement');
    expect(captions(container)).toEqual(['Fern mugs', 'Plum vase']);
    expect(live(container)).toBe('Oat bowls removed from the gallery.');
    expect(document.activeElement).toBe(labelledButton(container, 'Remove Plum vase'));
    // The last one gone: the one before it; none left: the note saying so.
    await removeByKeyboard(container, 'Plum vase');
    expect(document.activeElement).toBe(labelledButton(container, 'Remove Fern mugs'));
    await removeByKeyboard(container, 'Fern mugs');
    await waitFor(() => live(container).startsWith('Fern mugs'), 'the last removal');
    expect(document.activeElement).toBe(container.querySelector('.pictures-empty'));
    expect(api.calls().filter((call) => call.startsWith('DELETE'))).toEqual([
      `DELETE ${URL}/p2`,
      `DELETE ${URL}/p3`,
      `DELETE ${URL}/p1`,
    ]);
  });

  it('adds the images ticked in the asset library together', async () => {
    const { api, container } = await open({
      'GET /api/config/assets': { body: { assets: siteImages } },
      [`POST ${URL}`]: {
        status: 201,
        body: { pictures: [FERN, OAT, PLUM, picture('p4', 'Studio'), picture('p5', 'Kiln')] },
      },
    });
    await click(button(container, 'Add from the asset library'));
    const studio = await waitFor(() => field(container, 'The studio'), 'the library');
    expect(button(container, 'Add 0 pictures')?.disabled).toBe(true);
    await click(studio);
    await click(field(container, 'The kiln at night'));
    await click(button(container, 'Add 2 pictures'));
    await waitFor(() => captions(container).length === 5, 'the new pictures');
    expect(api.sent.at(-1)).toEqual({ method: 'POST', path: URL, body: { assetIds: ['a1', 'a2'] } });
    expect(live(container)).toBe('2 pictures added at the end.');
    expect(button(container, 'Add 2 pictures')).toBeUndefined();
  });

  it('refuses a file that is not an image before sending it, saying so', async () => {
    const { api, container } = await open({});
    const input = container.querySelector<HTMLInputElement>('[data-testid="file-input"]');
    if (!input) throw new Error('no file input');
    const file = new File(['Mugs: 24 EUR'], 'price-list.txt', { type: 'text/plain' });
    Object.defineProperty(input, 'files', { value: [file] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(
      () => textOf(container).includes('price-list.txt is not an image: a gallery shows pictures.'),
      'the refusal',
    );
    expect(api.calls()).toEqual([`GET ${URL}`]);
  });
});
