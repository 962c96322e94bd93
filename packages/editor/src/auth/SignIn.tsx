import { type FormEvent, useState } from 'react';
import { failureMessage, fieldFailures } from '../errors.ts';
import { Field } from '../ui/Field.tsx';
import { type Session, signIn } from './auth-api.ts';

interface SignInProps {
  siteTitle: string;
  onSignedIn: (session: Session) => void;
}

interface Failure {
  message: string;
  fields: Record<string, string>;
}

export function SignIn({ siteTitle, onSignedIn }: SignInProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    try {
      onSignedIn(await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? '')));
    } catch (error) {
      setFailure({ message: failureMessage(error), fields: fieldFailures(error) });
      setPending(false);
    }
  }

  return (
    <main className="sign-in">
      <form className="sign-in-form" onSubmit={handleSubmit} noValidate>
        <h1>Sign in</h1>
        <p className="sign-in-site">to edit {siteTitle}</p>
        {failure && (
          <p className="form-alert" role="alert">
            {failure.message}
          </p>
        )}
        <Field label="Email" error={failure?.fields.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="username" required />}
        </Field>
        <Field label="Password" error={failure?.fields.password}>
          {(control) => (
            <input {...control} name="password" type="password" autoComplete="current-password" required />
          )}
        </Field>
        <button type="submit" className="primary" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
