import './people.css';
import { roleName } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { OpenInvitation } from '@tessera/site/api/routes.gen.ts';
import { useState } from 'react';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { formatLocalTime } from '../ui/time.ts';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { auditText } from './audit-text.ts';
import { ContributorRow } from './ContributorRow.tsx';
import { InviteForm } from './InviteForm.tsx';

interface PeopleScreenProps {
  /** The signed-in admin's account id */
  accountId: string;
  onBack: () => void;
}

const fetchPeople = () => call('GET /api/config/people', { silent: true });

/** Admins' People screen: who works on the site and as what, inviting, and the log of changes. */
export function PeopleScreen({ accountId, onBack }: PeopleScreenProps) {
  const { state, retry, setState } = useRemoteData(fetchPeople);
  // Reloads in place: the rows keep their focus and the screen does not flash "Loading".
  const reload = () => fetchPeople().then((data) => setState({ status: 'ready', data }), retry);

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="People">
      <p className="panel-note">
        Who works on this site and what each role allows. Only administrators see this screen.
      </p>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading people…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <h3 className="form-section-heading">Contributors</h3>
          <ul className="people-list">
            {state.data.contributors.map((contributor) => (
              <ContributorRow
                key={`${contributor.accountId}:${contributor.roles.join(',')}`}
                contributor={contributor}
                isSelf={contributor.accountId === accountId}
                onChanged={() => void reload()}
              />
            ))}
          </ul>
          <InviteForm onInvited={() => void reload()} />
          <OpenInvitations invitations={state.data.invitations} onChanged={() => void reload()} />
          <h3 className="form-section-heading">Changes</h3>
          {state.data.audit.length === 0 ? (
            <p className="panel-note">No changes yet.</p>
          ) : (
            <ol className="people-audit">
              {state.data.audit.map((entry) => (
                <li key={`${entry.at}:${entry.action}:${entry.subjectEmail}`}>
                  <time dateTime={entry.at}>{formatLocalTime(entry.at)}</time> {auditText(entry)}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </PanelScreen>
  );
}

function OpenInvitations({
  invitations,
  onChanged,
}: {
  invitations: OpenInvitation[];
  onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  if (invitations.length === 0) return null;
  return (
    <>
      <h3 className="form-section-heading">Waiting for an answer</h3>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <ul className="people-list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="people-row">
            <p className="people-name">
              <strong>{invitation.name || invitation.email}</strong>{' '}
              <span className="page-item-meta">{invitation.email}</span>
            </p>
            <p className="page-item-meta">
              As {roleName(invitation.role)} · the link works until{' '}
              <time dateTime={invitation.expiresAt}>{formatLocalTime(invitation.expiresAt)}</time>
            </p>
            <button
              type="button"
              onClick={() =>
                call('DELETE /api/config/people/invitations/:id', {
                  params: { id: invitation.id },
                  silent: true,
                }).then(onChanged, (failure: unknown) => setError(failureMessage(failure)))
              }
            >
              Withdraw<span className="visually-hidden"> the invitation of {invitation.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
