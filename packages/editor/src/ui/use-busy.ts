// The React side of ui/readiness.ts, apart so the signed-out sign-in form loads no React.
import { useEffect } from 'react';
import { beginBusy } from './readiness.ts';

/** Counts the calling component as pending while it is mounted and `busy` holds. */
export function useBusy(busy = true): void {
  useEffect(() => (busy ? beginBusy() : undefined), [busy]);
}

/** A loading note's companion: pending while it is shown. */
export function Busy(): null {
  useBusy();
  return null;
}
