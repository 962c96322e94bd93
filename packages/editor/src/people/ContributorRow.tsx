import { roleName } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { Contributor } from '@tessera/site/api/routes.gen.ts';
import { useState } from 'react';
import { failureMessage } from '../errors.ts';
import { ConfirmRemoval, useConfirmFocus } from '../ui/ConfirmRemoval.tsx';
import { Field } from '../ui/Field.tsx';
import { RoleSelect, roleDescription } from './RoleSelect.tsx';

interface ContributorRowProps {
  contributor: Contributor;
  /** The signed-in account: "(you)" beside its name */
  isSelf: boolean;
  onChanged: () => void;
}

/** One contributor: their role (changed with a select and a button), removed after a confirmation. */
export function ContributorRow({ contributor, isSelf, onChanged }: ContributorRowProps) {
  const [role, setRole] = useState(contributor.roles[0] ?? 1);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { removeRef, keepRef } = useConfirmFocus(confirming);
  const name = contributor.displayName || contributor.email;
  const unchanged = contributor.roles.length === 1 && contributor.roles[0] === role;
  const params = { accountId: contributor.accountId };

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged();
    } catch (failure) {
      setError(failureMessage(failure));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="people-row">
      <p className="people-name">
        <strong>{name}</strong>
        {isSelf && ' (you)'} <span className="page-item-meta">{contributor.email}</span>
      </p>
      <p className="page-item-meta">Now: {contributor.roles.map(roleName).join(', ')}</p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <Field label={`Role of ${name}`} help={roleDescription(role)}>
        {(control) => <RoleSelect control={control} value={role} onChange={setRole} />}
      </Field>
      {confirming ? (
        <ConfirmRemoval
          question={`Remove ${name} from this site? They will no longer be able to open its config area.`}
          removeLabel={`Remove ${name}`}
          keepLabel="Keep them"
          busy={busy}
          keepRef={keepRef}
          onRemove={() =>
            void act(() => call('DELETE /api/config/people/:accountId', { params, silent: true }))
          }
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className="people-actions">
          <button
            type="button"
            disabled={busy || unchanged}
            onClick={() =>
              void act(() =>
                call('PUT /api/config/people/:accountId', { params, body: { role }, silent: true }),
              )
            }
          >
            Change role<span className="visually-hidden"> of {name}</span>
          </button>
          <button type="button" ref={removeRef} disabled={busy} onClick={() => setConfirming(true)}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
