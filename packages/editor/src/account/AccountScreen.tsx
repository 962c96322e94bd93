import '../people/people.css';
import { call } from '@tessera/site/api/call.ts';
import { useState } from 'react';
import type { Account } from '../context.ts';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { formatLocalTime } from '../ui/time.ts';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const fetchSessions = async () => (await call('GET /api/account/sessions', { silent: true })).sessions;

interface AccountScreenProps {
  account: Account;
  onBack: () => void;
  /** After signing out everywhere: this browser is signed out too */
  onSignedOut: () => void;
}

/** Everyone's own account: the password, where it is signed in, and signing out everywhere. */
export function AccountScreen({ account, onBack, onSignedOut }: AccountScreenProps) {
  const { state, retry } = useRemoteData(fetchSessions);
  const [endError, setEndError] = useState<string | null>(null);

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Your account">
      <p className="panel-note">
        Signed in as {account.displayName} ({account.email}).
      </p>
      <ChangePasswordForm onChanged={retry} />
      <h3 className="form-section-heading">Where you are signed in</h3>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading sessions…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <ul className="account-sessions">
          {state.data.map((session) => (
            <li key={`${session.startedAt}:${session.host}:${session.device}`}>
              <strong>{session.device ?? 'An unknown browser'}</strong>
              {session.current && ' (this browser)'}
              <span className="page-item-meta">
                {' '}
                {session.host} · last used{' '}
                <time dateTime={session.lastUsedAt}>{formatLocalTime(session.lastUsedAt)}</time> · signed in{' '}
                <time dateTime={session.startedAt}>{formatLocalTime(session.startedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {endError && (
        <p role="alert" className="field-error">
          {endError}
        </p>
      )}
      <button
        type="button"
        onClick={() =>
          call('POST /api/account/sessions/end-all', { silent: true }).then(onSignedOut, (failure: unknown) =>
            setEndError(failureMessage(failure)),
          )
        }
      >
        Sign out everywhere
      </button>
    </PanelScreen>
  );
}
