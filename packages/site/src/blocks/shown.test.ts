// Which blocks a page shows, and the parse a server's kept (frozen) sections share across renderings.
import { deepFreeze } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { shownBlock } from './shown.ts';
import type { Block } from './types.ts';

const heading = (data: Record<string, unknown>): Block => ({ id: 'h', type: 'heading', version: 1, data });

describe('shownBlock', () => {
  it('leaves out an unknown type, another version and data its schema refuses', () => {
    expect(shownBlock({ id: 'x', type: 'no-such-block', version: 1, data: {} })).toBeNull();
    expect(shownBlock({ ...heading({ text: 'Hi', level: 2 }), version: 99 })).toBeNull();
    expect(shownBlock(heading({ text: 'Hi', level: 99 }))).toBeNull();
    expect(shownBlock(heading(deepFreeze({ text: 'Hi', level: 99 })))).toBeNull();
  });

  it('parses frozen data once, its answer frozen too; data that can change each time', () => {
    const kept = heading(deepFreeze({ text: 'Kept', level: 2 }));
    const first = shownBlock(kept);
    expect(first?.data).toMatchObject({ text: 'Kept', level: 2 });
    expect(shownBlock({ ...kept, id: 'copy' })).toBe(first);
    expect(Object.isFrozen(first?.data)).toBe(true);

    const editable = heading({ text: 'Draft', level: 2 });
    const once = shownBlock(editable);
    expect(shownBlock(editable)).not.toBe(once);
    (editable.data as { text: string }).text = 'Changed';
    expect(shownBlock(editable)?.data).toMatchObject({ text: 'Changed' });
  });
});
