// A field's check that only the server can make (a block's field names it with `serverCheck`): asked
// a moment after the owner stops typing, its message shown like the field's own check. A video's
// address: Vimeo is asked whether the video comes from a Basic account ('Vimeo Basic accounts are
// unsupported. Please share a video from a different account.', widgets spec section 8).

import { call } from '@tessera/site/api/call.ts';
import type { ServerCheck } from '@tessera/site/blocks/fields.ts';
import { useEffect, useState } from 'react';

/** How long the owner's typing pauses before the server is asked. */
export const SERVER_CHECK_DELAY_MS = 500;

const CHECKS: Record<ServerCheck, (value: string) => Promise<string | undefined>> = {
  'video-source': async (source) =>
    (await call('GET /api/config/video-source', { query: { source }, silent: true })).problem ?? undefined,
};

/**
 * The server's message for `value`, once it has answered for that very value; nothing while `skip`
 * (the field's own check already has something to say), for an empty value, or when the server
 * cannot be asked (offline: the save will say what matters).
 */
export function useServerCheck(
  check: ServerCheck | undefined,
  value: unknown,
  skip: boolean,
): string | undefined {
  const [answer, setAnswer] = useState<{ value: string; message: string | undefined } | null>(null);
  const text = typeof value === 'string' ? value.trim() : '';
  useEffect(() => {
    if (!check || skip || text === '') return;
    let current = true;
    const timer = setTimeout(() => {
      CHECKS[check](text).then(
        (message) => {
          if (current) setAnswer({ value: text, message });
        },
        () => {},
      );
    }, SERVER_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [check, skip, text]);
  return !skip && answer?.value === text ? answer.message : undefined;
}
