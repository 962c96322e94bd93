// A field's own check (a video address it cannot embed) speaks as the owner types: its message is tied
// to the control by aria-describedby, which a screen reader reads on focus, not when it appears. The
// canvas, where every block field is edited, says each check message as it appears in its own live
// region (AnnounceChecksWith). The server's errors after a save are not said here: the form's alert is.
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

const AnnounceContext = createContext<((message: string) => void) | null>(null);

/** The fields inside say their checks' messages through `announce` (a screen's own live region). */
export function AnnounceChecksWith({
  announce,
  children,
}: {
  announce: (message: string) => void;
  children: ReactNode;
}) {
  return <AnnounceContext.Provider value={announce}>{children}</AnnounceContext.Provider>;
}

/**
 * Says `message` when it appears or changes as the owner types; one present when the field was first
 * drawn is only read with the field. A message gone clears the region, so the same one coming back
 * is said again.
 */
export function useAnnouncedCheck(message: string | undefined) {
  const announce = useContext(AnnounceContext);
  const last = useRef(message);
  useEffect(() => {
    if (message === last.current) return;
    last.current = message;
    announce?.(message ?? '');
  }, [message, announce]);
}
