import { gallery } from '@tessera/site/blocks/gallery/index.tsx';
import { video } from '@tessera/site/blocks/video/index.tsx';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, type Rendered, render, textOf, typeInto, waitFor } from '../../testing/dom.ts';
import { type FakeApi, fakeApi } from '../../testing/fake-api.ts';
import { FieldsEditor } from './FieldsEditor.tsx';
import { SERVER_CHECK_DELAY_MS } from './server-check.ts';

let rendered: Rendered | undefined;
let api: FakeApi;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const BASIC = 'Vimeo Basic accounts are unsupported. Please share a video from a different account.';
const FEATURED =
  'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';
const THUMBNAIL = { src: '/s/poster.jpg', width: 1600, height: 900, focalPoint: { x: 0.5, y: 0.5 } };

function Harness({ initial, fields = video.fields }: { initial: Record<string, unknown>; fields?: object }) {
  const [value, setValue] = useState(initial);
  return <FieldsEditor fields={fields as never} value={value} onChange={setValue} path="data" errors={{}} />;
}

const errorOf = (input: Element | undefined) =>
  textOf(
    (input?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((element) => element?.classList.contains('field-error')) ?? null,
  );

describe("the video block's fields: spec 2 §8 'Video'", () => {
  it(`says '${BASIC}' under the address of a Vimeo video from a Basic account`, async () => {
    api = fakeApi({
      'GET /api/config/video-source': (() => ({ body: { problem: BASIC } })) as never,
    });
    rendered = await render(<Harness initial={{ ...video.defaults }} />);
    const address = field(rendered.container, 'Video address or embed code') as HTMLTextAreaElement;
    await typeInto(address, 'https://vimeo.com/111');
    await waitFor(() => textOf(rendered?.container ?? null).includes(BASIC), 'the server’s answer');
    expect(errorOf(address)).toBe(BASIC);
    expect(api.requested).toContain('GET /api/config/video-source?source=https%3A%2F%2Fvimeo.com%2F111');
  });

  it('asks nothing of the server for an address the page cannot embed: its own message stands', async () => {
    api = fakeApi({ 'GET /api/config/video-source': { body: { problem: BASIC } } });
    rendered = await render(<Harness initial={{ ...video.defaults }} />);
    const address = field(rendered.container, 'Video address or embed code') as HTMLTextAreaElement;
    // The check is asked only after its pause: no pause is started for this address at all.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await typeInto(address, 'https://example.com/film');
    expect(timers.mock.calls.filter(([, delay]) => delay === SERVER_CHECK_DELAY_MS)).toEqual([]);
    timers.mockRestore();
    expect(errorOf(address)).toBe('Invalid video embed.');
    expect(api.calls()).not.toContain('GET /api/config/video-source');
  });

  it(`says '${FEATURED}' under a thumbnail kept while there is no video to embed`, async () => {
    api = fakeApi({ 'GET /api/config/video-source': { body: { problem: null } } });
    rendered = await render(<Harness initial={{ ...video.defaults, url: '', thumbnail: THUMBNAIL }} />);
    await waitFor(() => textOf(rendered?.container ?? null).includes(FEATURED), 'the thumbnail’s message');
    const address = field(rendered.container, 'Video address or embed code') as HTMLTextAreaElement;
    await typeInto(address, 'https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => !textOf(rendered?.container ?? null).includes(FEATURED), 'the message gone');
  });
});

describe("a gallery's video slide: spec 2 §8 'Video', as the video block says it", () => {
  it(`says '${FEATURED}' under a slide's thumbnail kept while there is no video to embed`, async () => {
    api = fakeApi({
      'GET /api/config/video-source': { body: { problem: null } },
      'GET /api/config/assets': { body: { assets: [] } },
    });
    const slide = {
      kind: 'video',
      id: 'slide-film',
      video: { url: '', mode: 'fit' },
      thumbnail: THUMBNAIL,
      alt: '',
      caption: '',
      clickThroughUrl: '',
    };
    const initial = { ...gallery.defaults, widgetDesign: 'stacked', slides: [slide] };
    rendered = await render(<Harness initial={initial} fields={gallery.fields} />);
    const item = await waitFor(
      () => rendered?.container.querySelector<HTMLElement>('.list-item') ?? undefined,
      'the slide',
    );
    await waitFor(() => textOf(item).includes(FEATURED), 'the thumbnail’s message');
    const address = field(item, 'Video address or embed code') as HTMLTextAreaElement;
    await typeInto(address, 'https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => !textOf(item).includes(FEATURED), 'the message gone');
  });
});
