import { call } from '@tessera/site/api/call.ts';
import { useRef, useState } from 'react';
import { Field, FormAlert } from '../ui/Field.tsx';
import { useSave } from '../ui/use-save.tsx';

/** The current password and a new one; the account's other sessions end when it changes. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { state, save, errors } = useSave<void>(formRef);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const change = () =>
      call('POST /api/account/password', {
        body: { currentPassword: current, newPassword: next },
        silent: true,
      });
    if ((await save(change)) === null) return;
    setCurrent('');
    setNext('');
    onChanged();
  }

  return (
    <form ref={formRef} aria-labelledby="account-password-heading" onSubmit={submit} noValidate>
      <h3 id="account-password-heading" className="form-section-heading">
        Change your password
      </h3>
      <FormAlert message={state.status === 'failed' ? state.message : null} />
      <Field label="Current password" error={errors.currentPassword}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </Field>
      <Field label="New password" help="At least 8 characters." error={errors.newPassword}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={state.status === 'saving'}>
          {state.status === 'saving' ? 'Saving…' : 'Change password'}
        </button>
        <p role="status" className="save-status">
          {state.status === 'saved' ? 'Password changed. Your other sessions are signed out.' : ''}
        </p>
      </div>
    </form>
  );
}
