// Editor events mirrored between the same owner's config windows (BroadcastChannel), so a publish in
// one tab refreshes the page list and the frame in the others. The spec mirrors them "only when the
// user has the admin permission" (section 6); for everyone else the channel is never opened.
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';

/** Something saved in one window: which page, and whether visitors now see it. */
export interface EditorEvent {
  kind: 'saved' | 'published';
  pageId: string;
}

type Listener = (event: EditorEvent) => void;

export interface EditorEvents {
  /** Tells the other windows; this window has already updated itself. */
  announce(event: EditorEvent): void;
  /** Calls `listener` for each event from another window; answers the unsubscribe. */
  subscribe(listener: Listener): () => void;
  close(): void;
}

function isEditorEvent(value: unknown): value is EditorEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, pageId } = value as Record<string, unknown>;
  return (kind === 'saved' || kind === 'published') && typeof pageId === 'string';
}

/** The site's channel when `mirrored`, else one that keeps everything to this window. */
export function openEditorEvents(websiteId: string, mirrored: boolean): EditorEvents {
  const listeners = new Set<Listener>();
  const channel =
    mirrored && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(`tessera-editor:${websiteId}`)
      : null;
  channel?.addEventListener('message', (message: MessageEvent) => {
    if (!isEditorEvent(message.data)) return;
    for (const listener of listeners) listener(message.data);
  });
  return {
    announce: (event) => channel?.postMessage(event),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}

const Context = createContext<EditorEvents>(openEditorEvents('', false));

export function EditorEventsProvider({
  websiteId,
  mirrored,
  children,
}: {
  websiteId: string;
  mirrored: boolean;
  children: ReactNode;
}) {
  const events = useMemo(() => openEditorEvents(websiteId, mirrored), [websiteId, mirrored]);
  useEffect(() => () => events.close(), [events]);
  return <Context.Provider value={events}>{children}</Context.Provider>;
}

export function useEditorEvents(): EditorEvents {
  return useContext(Context);
}

/** Runs `listener` for every event from another window while the component is mounted. */
export function useEditorEvent(listener: Listener): void {
  const events = useEditorEvents();
  useEffect(() => events.subscribe(listener), [events, listener]);
}
