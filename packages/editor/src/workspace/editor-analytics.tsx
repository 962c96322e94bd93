// The editor's side of the platform's editor analytics (core's editor-analytics.ts): a small tracker
// that tells the server's owner-side stream (POST /api/config/editor-events) what the owner does,
// with the spec's common analytics fields. It sends only when the server says editor analytics are on
// (TESSERA_EDITOR_ANALYTICS=on; off by default) and the account may open the config area. It never
// delays or bothers the owner: a call that fails is forgotten. No pointer movement is ever taken
// (mouse tracking is left out on purpose; core's editor-analytics.ts says why).
import {
  EDITOR_EVENTS_URL,
  type EditorAction,
  type EditorEventContext,
  type EditorEventInput,
  editorEventCommonData,
  type PlatformVersion,
} from '@tessera/core';
import { type BodyOf, call } from '@tessera/site/api/call.ts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

export type { EditorAction, EditorEventInput };

type EditorEventBody = BodyOf<`POST ${typeof EDITOR_EVENTS_URL}`>;

export interface EditorTracker {
  /** Tells the stream, without waiting; nothing when editor analytics are off. */
  track(event: EditorEventInput): void;
}

export interface EditorTrackerOptions {
  enabled: boolean;
  websiteIdentifier: string;
  accountId: string;
  platformVersion: PlatformVersion;
  /** How an event goes to the server; the API call by default (tests give their own) */
  send?: (body: EditorEventBody) => Promise<unknown>;
}

const SESSION_KEY = 'tessera-editor-session';

/** This browser tab's editing session: a random id kept for the tab's life (user_session_id). */
export function editorSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
): string {
  const known = storage?.getItem(SESSION_KEY);
  if (known) return known;
  // getRandomValues rather than randomUUID: the latter exists only on https (or localhost), and a
  // self-hoster may serve the config area over plain http on a local network.
  const id = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  storage?.setItem(SESSION_KEY, id);
  return id;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const sendEvent = (body: EditorEventBody) => call(`POST ${EDITOR_EVENTS_URL}`, { body, silent: true });

export function createEditorTracker(options: EditorTrackerOptions): EditorTracker {
  if (!options.enabled) return { track: () => {} };
  const send = options.send ?? sendEvent;
  const context: EditorEventContext = {
    websiteIdentifier: options.websiteIdentifier,
    platformVersion: options.platformVersion,
    accountId: options.accountId,
    sessionId: editorSessionId(),
    browserLocale: navigator.language,
    websiteLocale: document.documentElement.lang,
  };
  return {
    track(event) {
      const commonData = editorEventCommonData(event, context) as EditorEventBody['commonData'];
      send({ commonData }).catch(() => {
        // Offline, signed out or refused: analytics never stand in the owner's way.
      });
    },
  };
}

/** The tracker for these options, made once while they stay the same. */
export function useNewEditorTracker({
  enabled,
  websiteIdentifier,
  accountId,
  platformVersion,
  send,
}: EditorTrackerOptions): EditorTracker {
  return useMemo(
    () =>
      createEditorTracker({
        enabled,
        websiteIdentifier,
        accountId,
        platformVersion,
        ...(send ? { send } : {}),
      }),
    [enabled, websiteIdentifier, accountId, platformVersion, send],
  );
}

const Context = createContext<EditorTracker>({ track: () => {} });

export function EditorAnalyticsProvider({
  tracker,
  children,
}: {
  tracker: EditorTracker;
  children: ReactNode;
}) {
  return <Context.Provider value={tracker}>{children}</Context.Provider>;
}

/** The tracker of the config area around the component (one that sends nothing outside any). */
export function useEditorTracker(): EditorTracker {
  return useContext(Context);
}
