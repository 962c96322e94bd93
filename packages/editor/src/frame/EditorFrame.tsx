import { COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_UNFORCE_EVENT } from '@tessera/site/consent/events.ts';
import { POPUP_OVERLAY_FORCE_EVENT } from '@tessera/site/overlays/events.ts';
import { type SyntheticEvent, useCallback, useEffect, useRef } from 'react';
import { beginBusy } from '../ui/readiness.ts';
import { useLatest } from '../ui/use-latest.ts';
import { type FrameLocation, readFrameLocation } from './frame-location.ts';

export interface FrameRequest {
  url: string;
  /** Bumped to load `url` again even when it has not changed (after publishing). */
  revision: number;
}

interface EditorFrameProps {
  request: FrameRequest;
  /** Where the frame arrived, on every load of a page of this site. */
  onNavigate: (location: FrameLocation) => void;
  /** Key presses inside the frame, which never reach the top window's listeners. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** The page shows its cookie banner whatever the owner chose (its settings are being edited) */
  forceCookieBanner?: boolean;
  /** Raised to open the page's popup overlay once (its settings screen's Preview) */
  popupPreview?: number;
}

/** The frame's window when it shows a page of this origin; null for another origin or about:blank. */
function sameOriginWindow(iframe: HTMLIFrameElement): (Window & typeof globalThis) | null {
  const frameWindow = iframe.contentWindow as (Window & typeof globalThis) | null;
  try {
    return frameWindow !== null && frameWindow.location.origin === window.location.origin
      ? frameWindow
      : null;
  } catch {
    return null; // reading another origin's location throws
  }
}

export function EditorFrame({
  request,
  onNavigate,
  onKeyDown,
  forceCookieBanner = false,
  popupPreview = 0,
}: EditorFrameProps) {
  // One stable listener for every page the frame loads, calling the latest handler.
  const latestOnKeyDown = useLatest(onKeyDown);
  const listener = useCallback((event: KeyboardEvent) => latestOnKeyDown.current(event), [latestOnKeyDown]);
  const listenedWindow = useRef<(Window & typeof globalThis) | null>(null);

  useEffect(() => () => listenedWindow.current?.removeEventListener('keydown', listener), [listener]);

  // The spec's 'force' and 'unforce' events, to the page shown now and to each page loaded after.
  const forced = useLatest(forceCookieBanner);
  // The event is made by the frame's own window, as one of its own pages would make it.
  const announceBanner = (frameWindow: (Window & typeof globalThis) | null) =>
    frameWindow?.dispatchEvent(
      new frameWindow.Event(forced.current ? COOKIE_BANNER_FORCE_EVENT : COOKIE_BANNER_UNFORCE_EVENT),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent when the wish changes, to the window of the moment
  useEffect(() => {
    announceBanner(listenedWindow.current);
  }, [forceCookieBanner]);

  // The popup's preview: the page's runtime opens it for a signed-in owner whatever their record says.
  useEffect(() => {
    const frameWindow = listenedWindow.current;
    if (popupPreview > 0) frameWindow?.dispatchEvent(new frameWindow.Event(POPUP_OVERLAY_FORCE_EVENT));
  }, [popupPreview]);

  // The config area is not ready while the frame loads the page asked for (ui/readiness.ts).
  const endLoading = useRef<(() => void) | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address or reload is a new load
  useEffect(() => {
    const end = beginBusy();
    endLoading.current = end;
    return end;
  }, [request.url, request.revision]);

  function handleLoad(event: SyntheticEvent<HTMLIFrameElement>) {
    endLoading.current?.();
    const frameWindow = sameOriginWindow(event.currentTarget);
    if (frameWindow === null) return;
    // A navigation gives the frame a new window, so listen again on each load.
    frameWindow.addEventListener('keydown', listener);
    listenedWindow.current = frameWindow;
    if (forced.current) announceBanner(frameWindow);
    onNavigate(readFrameLocation(frameWindow));
  }

  // The frame shows this site's own pages (the config area's CSP allows frame-src 'self' only);
  // the sandbox also keeps them from navigating the config area itself away (no top navigation).
  return (
    <iframe
      key={request.revision}
      className="editor-frame"
      title="Site preview"
      src={request.url}
      sandbox="allow-same-origin allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads"
      onLoad={handleLoad}
    />
  );
}
