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
 */
export function useRemoteData<T>(fetcher: () => Promise<T>) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const latestLoad = useRef(0);

  const load = useCallback(() => {
    latestLoad.current += 1;
    const thisLoad = latestLoad.current;
    setState({ status: 'loading' });
    trackBusy(fetcher()).then(
      (data) => {
        if (latestLoad.current === thisLoad) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (latestLoad.current === thisLoad) setState({ status: 'failed', message: failureMessage(error) });
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
