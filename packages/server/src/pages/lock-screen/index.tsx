// Lock screen (103, status 401): a password-protected site or page asks for its password. Any page
// type may answer with it (`locked(...)` in outcome.ts); the whole site's lock is checked before any
// route. Its form posts back, so it is the page type that needs the crumb — and is never cached.
import { PageType } from '@tessera/core';
import { Tags } from '../../shared/cache-tags.ts';
import type { PageRequest } from '../context.ts';
import { definePageType } from '../define.ts';
import type { Outcome } from '../outcome.ts';

export interface LockScreenData {
  scope: 'site' | 'page';
  title: string;
  /** What the password unlocks: 'site', or the page's collection id */
  scopeId: string;
  /** Where the visitor goes back to once unlocked */
  returnTo: string;
  /** Why the last try did not unlock: a wrong password, or too many tries */
  error: string | null;
}

/** What the lock screen says after an unlock try, by the `password` query value it was sent back with. */
const LOCK_ERRORS: Record<string, string> = {
  incorrect: 'That password is incorrect. Please try again.',
  wait: 'Too many attempts. Please wait a few minutes and try again.',
};

export const lockScreen = definePageType<LockScreenData>({
  name: 'lock',
  pageType: PageType.lockScreen,
  status: 401,
  needsCrumb: true,
  bare: true,
  tags: ({ scope, scopeId }) => (scope === 'page' ? [Tags.collection(scopeId)] : []),
  head: ({ title }) => ({ title }),
  render: (data, { crumb }) => <LockScreen {...data} action={unlockAction(data, crumb)} />,
});

/** The lock screen for a `locked` outcome at the requested path. */
export function lockScreenData(
  outcome: Extract<Outcome, { kind: 'locked' }>,
  request: Pick<PageRequest, 'path' | 'query'>,
): LockScreenData {
  return {
    scope: outcome.scope,
    title: outcome.title,
    scopeId: outcome.scopeId,
    returnTo: request.path,
    error: LOCK_ERRORS[request.query.password ?? ''] ?? null,
  };
}

/** Where the form posts the password: render/routes.ts's unlock handler, crumb included. */
function unlockAction({ scopeId, returnTo }: LockScreenData, crumb: string | null): string {
  const value = encodeURIComponent;
  return `/api/site/Unlock?crumb=${value(crumb ?? '')}&scope=${value(scopeId)}&returnTo=${value(returnTo)}`;
}

function LockScreen({ scope, title, error, action }: LockScreenData & { action: string }) {
  return (
    <div className="system-page lock-screen">
      <h1 className="page-title">{title}</h1>
      <p>{scope === 'site' ? 'This site is password protected.' : 'This page is password protected.'}</p>
      <form method="post" action={action} className="lock-form">
        <label htmlFor="lock-password">Password</label>
        <input
          id="lock-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'lock-error' : undefined}
        />
        {error && (
          <p id="lock-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary">
          Enter
        </button>
      </form>
    </div>
  );
}
