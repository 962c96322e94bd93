// A new image's renditions are made by a job on the server after its upload; its row in the asset
// library polls GET /api/config/files/:id/processing while it is processing, with back-off, and
// stops once processing ends. What each end looks like is spec 2 §8's words (core uploads.ts).
import { type FileProcessingState, fileProcessingMessage, INTERFACE_STRINGS } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { AssetFile } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { useEffect, useRef, useState } from 'react';

/** How long to wait before the poll numbered `attempt` (from 0): 1 s, doubling, at most 15 s. */
export type PollDelay = (attempt: number) => number;

export const processingPollDelay: PollDelay = (attempt) => Math.min(15_000, 1000 * 2 ** attempt);

/** What the row shows: the server's state, or 'no-response' while polls come back without data. */
export type ProcessingView = FileProcessingState | 'no-response';

type Poll = { state: AssetFile['processing'] } | { state: 'cancelled' } | { state: 'no-response' } | null;

const STATES = new Set<string>(['processing', 'done', 'failed', 'incomplete']);

/**
 * One poll. A 404 means the file was deleted while it was processing (cancelled); an answer with no
 * body, or one that is not the state, is 'no-response'; any other failure (offline, a 5xx) is null:
 * the next poll tries again.
 */
async function pollOnce(id: string): Promise<Poll> {
  try {
    const answer: unknown = await call('GET /api/config/files/:id/processing', {
      params: { id },
      silent: true,
    });
    const state = (answer as { processing?: unknown } | undefined)?.processing;
    return typeof state === 'string' && STATES.has(state)
      ? { state: state as AssetFile['processing'] }
      : { state: 'no-response' };
  } catch (error) {
    if (!(error instanceof DataLayerError)) return null;
    if (error.status === 404) return { state: 'cancelled' };
    // Parsed nothing from a successful answer: its text would not parse.
    if (error.status >= 200 && error.status < 300) return { state: 'no-response' };
    return null;
  }
}

/**
 * The file's processing as its row shows it, polled while it is 'processing' (or while polls answer
 * no data). `onEnded` hears the server's final state, so the library's list keeps it.
 */
export function useFileProcessing(
  file: AssetFile,
  pollDelay: PollDelay,
  onEnded: (state: AssetFile['processing']) => void,
): { view: ProcessingView; message: string | null; watched: boolean } {
  const [view, setView] = useState<ProcessingView>(file.processing);
  const watched = useRef(file.processing !== 'done');
  const ended = useRef(onEnded);
  ended.current = onEnded;
  if (file.processing !== 'done') watched.current = true;

  useEffect(() => {
    setView(file.processing);
    if (file.processing !== 'processing') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (attempt: number) => {
      timer = setTimeout(async () => {
        const poll = await pollOnce(file.id);
        if (stopped) return;
        if (poll) setView(poll.state);
        if (poll?.state === 'cancelled') return;
        if (poll && poll.state !== 'processing' && poll.state !== 'no-response') {
          ended.current(poll.state);
          return;
        }
        schedule(attempt + 1);
      }, pollDelay(attempt));
    };
    schedule(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [file.id, file.processing, pollDelay]);

  const message = view === 'no-response' ? INTERFACE_STRINGS.noJobResponse : fileProcessingMessage(view);
  return { view, message, watched: watched.current };
}
