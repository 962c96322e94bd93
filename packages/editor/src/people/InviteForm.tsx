import { SiteUserRole } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import { useRef, useState } from 'react';
import { Field, FormAlert, TextField } from '../ui/Field.tsx';
import { useSave } from '../ui/use-save.tsx';
import { RoleSelect, roleDescription } from './RoleSelect.tsx';

/** Invite someone by email with a role; the invitation mail goes out when the server takes it. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<number>(SiteUserRole.editor);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { state, save, errors } = useSave<void>(formRef);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const to = email.trim();
    const invite = () =>
      call('POST /api/config/people/invitations', { body: { email: to, name, role }, silent: true });
    if ((await save(invite)) === null) return;
    setSentTo(to);
    setEmail('');
    setName('');
    onInvited();
  }

  return (
    <form
      ref={formRef}
      className="people-invite"
      aria-labelledby="people-invite-heading"
      onSubmit={submit}
      noValidate
    >
      <h3 id="people-invite-heading" className="form-section-heading">
        Invite someone
      </h3>
      <FormAlert message={state.status === 'failed' ? state.message : null} />
      <Field label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <TextField label="Name (optional)" error={errors.name} value={name} onChange={setName} />
      <Field label="Role" help={roleDescription(role)} error={errors.role}>
        {(control) => <RoleSelect control={control} value={role} onChange={setRole} />}
      </Field>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={state.status === 'saving'}>
          {state.status === 'saving' ? 'Sending…' : 'Send invitation'}
        </button>
        <p role="status" className="save-status">
          {sentTo ? `Invitation sent to ${sentTo}.` : ''}
        </p>
      </div>
    </form>
  );
}
