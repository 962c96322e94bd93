import { type AnyField, blockDefinition } from '@tessera/site';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto } from '../../testing/dom.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { FieldsEditor } from './FieldsEditor.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const listFields = {
  slides: {
    kind: 'list',
    label: 'Slides',
    itemLabel: 'Slide',
    newItem: () => ({ name: '' }),
    fields: { name: { kind: 'text', label: 'Name' } },
  },
} as unknown as Record<string, AnyField>;

const THREE = { slides: [{ name: 'Fern' }, { name: 'Oat' }, { name: 'Plum' }] };

function Harness(props: {
  spy: (value: Record<string, unknown>) => void;
  fields?: Record<string, AnyField>;
  initial?: Record<string, unknown>;
}) {
  const { spy, fields = listFields, initial = THREE } = props;
  const [value, setValue] = useState(initial);
  return (
    <FieldsEditor
      fields={fields}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      path="data"
      errors={{}}
    />
  );
}

/** Lays the list's items out one under another, 100 px each, as a browser would. */
function layOut() {
  // happy-dom runs no animations: each finishes at once (dnd-kit's drop puts the focus back after it).
  for (const target of [document, Element.prototype])
    Object.defineProperty(target, 'getAnimations', { value: () => [], configurable: true });
  const finished = () => ({ finished: Promise.resolve(), cancel() {}, finish() {}, onfinish: null });
  vi.spyOn(Element.prototype, 'animate').mockImplementation(finished as unknown as Element['animate']);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const item = this.closest('li.list-item');
    const index = item ? [...(item.parentElement?.children ?? [])].indexOf(item) : -1;
    // Anything around the list (the page, the list itself) holds it all.
    const [top, height] = index < 0 ? [0, 1000] : [index * 100, 90];
    return new DOMRect(0, top, 300, height);
  });
}

/** A key pressed as dnd-kit's keyboard sensor reads it (by code), then its moves let settle. */
async function key(target: EventTarget, code: string) {
  await act(async () => {
    const init = { key: code === 'Space' ? ' ' : code, code, bubbles: true, cancelable: true };
    target.dispatchEvent(new KeyboardEvent('keydown', init));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const names = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.lastCall?.[0].slides.map((slide: { name: string }) => slide.name);
const status = (container: HTMLElement) => textOf(container.querySelector('.list-field [role="status"]'));

function handle(container: HTMLElement, name: string): HTMLButtonElement {
  const found = container.querySelector<HTMLButtonElement>(`[aria-label="Drag ${name}"]`);
  if (!found) throw new Error(`no handle for ${name}`);
  found.focus();
  return found;
}

describe('a list field’s reordering', () => {
  it('drags an item by its handle’s keys (Space, arrows, Space) and announces where it went', async () => {
    layOut();
    const spy = vi.fn();
    rendered = await render(<Harness spy={spy} />);
    const { container } = rendered;
    const fern = handle(container, 'Slide 1');
    await key(fern, 'Space');
    await key(fern, 'ArrowDown');
    await key(fern, 'ArrowDown');
    await key(fern, 'Space');
    expect(names(spy)).toEqual(['Oat', 'Plum', 'Fern']);
    expect(status(container)).toBe('Slide 1 moved to place 3 of 3.');
    // The handle keeps the focus, now the third item's.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Drag Slide 3');
    expect(field(container.querySelectorAll('.list-item')[2] as HTMLElement, 'Name')?.value).toBe('Fern');
  });

  it('puts everything back when a drag is cancelled with Escape', async () => {
    layOut();
    const spy = vi.fn();
    rendered = await render(<Harness spy={spy} />);
    const plum = handle(rendered.container, 'Slide 3');
    await key(plum, 'Space');
    await key(plum, 'ArrowUp');
    await key(plum, 'Escape');
    expect(spy).not.toHaveBeenCalled();
    const shown = [...rendered.container.querySelectorAll<HTMLInputElement>('.list-item input')];
    expect(shown.map((input) => input.value)).toEqual(['Fern', 'Oat', 'Plum']);
    expect(status(rendered.container)).toBe('');
  });

  it('puts the focus in a new item’s first control', async () => {
    const spy = vi.fn();
    rendered = await render(<Harness spy={spy} />);
    const { container } = rendered;
    await click(button(container, 'Add slide'));
    expect(names(spy)).toEqual(['Fern', 'Oat', 'Plum', '']);
    const added = container.querySelectorAll<HTMLElement>('.list-item')[3] as HTMLElement;
    expect(document.activeElement).toBe(field(added, 'Name'));
  });

  it('announces a move made with the Move buttons too', async () => {
    const spy = vi.fn();
    rendered = await render(<Harness spy={spy} />);
    await click(
      rendered.container.querySelector<HTMLButtonElement>('[aria-label="Move Slide 2 up"]') ?? undefined,
    );
    expect(names(spy)).toEqual(['Oat', 'Fern', 'Plum']);
    expect(status(rendered.container)).toBe('Slide 2 moved to place 1 of 3.');
  });
});

describe('the gallery block’s panel', () => {
  const gallery = blockDefinition('gallery');
  // The thumbnail's picker offers the asset library: an empty one here.
  beforeEach(() => fakeApi({ 'GET /api/config/assets': { body: { assets: [] } } }));
  // A picture would be fetched by the page's test DOM: the gallery starts with a video instead.
  const film = { url: 'https://youtu.be/dQw4w9WgXcQ', mode: 'fit' };
  const initial = {
    ...(gallery?.defaults as object),
    widgetDesign: 'stacked',
    slides: [
      {
        kind: 'video',
        id: 'slide-film',
        video: film,
        thumbnail: null,
        alt: '',
        caption: '',
        clickThroughUrl: '',
      },
    ],
  };

  it('adds a video slide, saying "Invalid video embed." while its address is not one a video can come from', async () => {
    const spy = vi.fn();
    const fields = gallery?.fields as Record<string, AnyField>;
    rendered = await render(<Harness spy={spy} fields={fields} initial={initial} />);
    const { container } = rendered;
    expect(button(container, 'Add image')).toBeDefined();
    await click(button(container, 'Add video'));
    const video = container.querySelectorAll<HTMLElement>('.list-item')[1] as HTMLElement;
    expect(document.activeElement).toBe(field(video, 'Video address or embed code'));
    expect(textOf(video.querySelector('.group-field legend'))).toBe('Video');
    expect(field(video, 'Image')).toBeUndefined();
    expect(textOf(video)).toContain('Thumbnail');
    const address = field<HTMLTextAreaElement>(video, 'Video address or embed code') as HTMLTextAreaElement;
    await typeInto(address, 'https://example.com/film');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(video)).toContain('Invalid video embed.');
    await typeInto(address, 'https://vimeo.com/76979871');
    expect(address.hasAttribute('aria-invalid')).toBe(false);
    await typeInto(field<HTMLSelectElement>(video, 'Video fit') as HTMLSelectElement, '1');
    expect(spy.mock.lastCall?.[0].slides[1]).toMatchObject({
      kind: 'video',
      video: { url: 'https://vimeo.com/76979871', mode: 'fill' },
      thumbnail: null,
    });
  });

  it('shows the slideshow’s transition and click only for the slideshow design', async () => {
    const spy = vi.fn();
    const fields = gallery?.fields as Record<string, AnyField>;
    rendered = await render(<Harness spy={spy} fields={fields} initial={initial} />);
    const { container } = rendered;
    const transition = field<HTMLSelectElement>(container, 'Transition') as HTMLSelectElement;
    await typeInto(transition, '1');
    expect(spy.mock.lastCall?.[0].transition).toBe('kenBurns');
    expect(field(container, 'A click on a slide shows')).toBeDefined();
    const design = field<HTMLSelectElement>(container, 'Design') as HTMLSelectElement;
    await typeInto(design, '0');
    expect(spy.mock.lastCall?.[0].widgetDesign).toBe('grid');
    expect(field(container, 'Transition')).toBeUndefined();
    expect(field(container, 'Loop')).toBeUndefined();
  });
});
