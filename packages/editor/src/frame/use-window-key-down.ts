import { useEffect } from 'react';
import { useLatest } from '../ui/use-latest.ts';

/** Calls the latest `onKeyDown` for key presses anywhere in this window. */
export function useWindowKeyDown(onKeyDown: (event: KeyboardEvent) => void): void {
  const latestOnKeyDown = useLatest(onKeyDown);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latestOnKeyDown.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [latestOnKeyDown]);
}
