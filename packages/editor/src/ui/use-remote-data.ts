import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { trackBusy } from './readiness.ts';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: T };

/**
 * Loads with `fetcher` on mount (and when it changes), and again on `retry`. An answer that
 * arrives after a newer load started, or after unmounting, is dropped. `fetcher` must be stable.
 * `describeFailure` words a failure where the screen knows better than the server (a search's
 * 'Unable to load results'); the latest one given is used.
 */
export function useRemoteData<T>(
  fetcher: () => Promise<T>,
  describeFailure: (error: unknown) => string = failureMessage,
) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const latestLoad = useRef(0);
  const describe = useRef(describeFailure);
  describe.current = describeFailure;

  const load = useCallback(() => {
    latestLoad.current += 1;
    const thisLoad = latestLoad.current;
    setState({ status: 'loading' });
    trackBusy(fetcher()).then(
      (data) => {
        if (latestLoad.current === thisLoad) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (latestLoad.current === thisLoad) setState({ status: 'failed', message: describe.current(error) });
      },
    );
  }, [fetcher]);

  useEffect(() => {
    load();
    return () => {
      latestLoad.current += 1;
    };
  }, [load]);

  return { state, retry: load, setState };
}
