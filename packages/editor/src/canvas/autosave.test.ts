import { INVALID_LAYOUT, newBlock, type Section } from '@tessera/site';
import type { Layout } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, type DraftSave, type SaveState } from './autosave.ts';

const sections = (id: string): Section[] => [
  { id, background: { kind: 'none' }, theme: 'light', width: 'wide', padding: 'medium', blocks: [] },
];

function setup(answer: (save: DraftSave) => Promise<Layout>) {
  const states: SaveState['status'][] = [];
  const sent: DraftSave[] = [];
  const autosave = new Autosave({
    layoutId: 'l-1',
    version: 3,
    save: (_id, save) => {
      sent.push(save);
      return answer(save);
    },
    onState: (state) => states.push(state.status),
  });
  return { autosave, states, sent };
}

const accept = async (save: DraftSave): Promise<Layout> => ({
  id: 'l-1',
  version: save.version + 1,
  sections: save.sections,
  hasDraft: true,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Autosave', () => {
  it('saves once, a second after the last change, then goes on from the version the server gave', async () => {
    const { autosave, states, sent } = setup(accept);
    autosave.change(sections('a'));
    await vi.advanceTimersByTimeAsync(600);
    autosave.change(sections('b'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ version: 3, sections: sections('b') }]);
    expect(states.at(-1)).toBe('saved');
    autosave.change(sections('c'));
    await autosave.flush();
    expect(sent.at(-1)?.version).toBe(4);
    expect(autosave.unsaved).toBe(false);
  });

  it('on a 409 stops, keeps the changes and says so', async () => {
    const { autosave, states, sent } = setup(async () => {
      throw new DataLayerError('Conflict', 409);
    });
    autosave.change(sections('a'));
    expect(await autosave.flush()).toBe(false);
    expect(states.at(-1)).toBe('conflict');
    autosave.change(sections('b'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    expect(autosave.unsaved).toBe(true);
  });

  it('after any other failure says Unable to save, and saves the same changes on the next try', async () => {
    let fail = true;
    const { autosave, states, sent } = setup(async (save) => {
      if (fail)
        throw new DataLayerError('Bad', 400, { 'sections.0.theme': 'Choose a colour theme from the list.' });
      return accept(save);
    });
    autosave.change(sections('a'));
    expect(await autosave.flush()).toBe(false);
    expect(autosave.current).toMatchObject({
      status: 'failed',
      fields: { 'sections.0.theme': expect.any(String) },
    });
    fail = false;
    expect(await autosave.flush()).toBe(true);
    expect(sent.at(-1)?.sections).toEqual(sections('a'));
    expect(states.at(-1)).toBe('saved');
  });

  it('does not send a layout the server would refuse, says why, and sends it once it is right', async () => {
    const { autosave, sent } = setup(accept);
    const image = newBlock('image');
    const withImage = (data: object): Section[] => [
      { ...sections('a')[0], blocks: [{ ...image, data: { ...image.data, ...data } }] } as Section,
    ];
    autosave.change(withImage({}));
    expect(await autosave.flush()).toBe(false);
    expect(sent).toEqual([]);
    expect(autosave.current).toMatchObject({
      status: 'failed',
      message: INVALID_LAYOUT,
      fields: { 'sections.0.blocks.0.data.image': 'Choose an image.' },
    });
    autosave.change(withImage({ image: { src: '/s/kiln.png', width: 24, height: 16 } }));
    expect(await autosave.flush()).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
