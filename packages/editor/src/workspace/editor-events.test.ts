import { afterEach, describe, expect, it } from 'vitest';
import { type EditorEvent, type EditorEvents, openEditorEvents } from './editor-events.tsx';

const opened: EditorEvents[] = [];
afterEach(() => {
  for (const events of opened.splice(0)) events.close();
});

function open(websiteId: string, mirrored: boolean) {
  const events = openEditorEvents(websiteId, mirrored);
  opened.push(events);
  const received: EditorEvent[] = [];
  events.subscribe((event) => received.push(event));
  return { events, received };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('editor events between windows', () => {
  it("reach the same site's other admin windows, not the sender and not another site", async () => {
    const first = open('site-a', true);
    const second = open('site-a', true);
    const otherSite = open('site-b', true);
    first.events.announce({ kind: 'published', pageId: 'p1' });
    await settle();
    expect(second.received).toEqual([{ kind: 'published', pageId: 'p1' }]);
    expect(first.received).toEqual([]);
    expect(otherSite.received).toEqual([]);
  });

  it('are neither sent nor received by a window without the admin permission', async () => {
    const admin = open('site-a', true);
    const editor = open('site-a', false);
    editor.events.announce({ kind: 'saved', pageId: 'p1' });
    admin.events.announce({ kind: 'saved', pageId: 'p2' });
    await settle();
    expect(admin.received).toEqual([]);
    expect(editor.received).toEqual([]);
  });

  it('ignore messages that are not editor events', async () => {
    const listener = open('site-a', true);
    const stranger = new BroadcastChannel('tessera-editor:site-a');
    stranger.postMessage({ kind: 'deleted-everything' });
    stranger.postMessage('published');
    await settle();
    stranger.close();
    expect(listener.received).toEqual([]);
  });
});
