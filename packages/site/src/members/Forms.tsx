// The member forms the access page and the account page share. Each names its call by
// data-member-action; the member island sends it (the forms need JavaScript: the calls are JSON).
import { MEMBER_NAME_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH } from '@tessera/core';
import type { ReactNode } from 'react';
import { MEMBER_ACCOUNT_PAGE, MEMBER_RESET_PAGE } from './paths.ts';

function Field({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  children,
}: {
  form: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  children?: ReactNode;
}) {
  const id = `${form}-${name}`;
  return (
    <div className="member-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        {...(type === 'password' && autoComplete === 'new-password'
          ? { minLength: MEMBER_PASSWORD_MIN_LENGTH }
          : {})}
        {...(name === 'name' ? { maxLength: MEMBER_NAME_MAX_LENGTH } : {})}
      />
      {children}
      <p id={`${id}-error`} className="form-error" hidden />
    </div>
  );
}

function FormMessage() {
  return <p className="member-form-message" role="status" />;
}

export function SignInForm({ returnTo }: { returnTo: string }) {
  return (
    <form
      className="member-form"
      data-member-action="sign-in"
      data-return-to={returnTo}
      aria-labelledby="member-sign-in-title"
    >
      <h2 id="member-sign-in-title">Sign in</h2>
      <Field form="sign-in" name="email" label="Email" type="email" autoComplete="email" />
      <Field form="sign-in" name="password" label="Password" type="password" autoComplete="current-password">
        <p className="member-forgot">
          <a href={MEMBER_RESET_PAGE}>Forgot password?</a>
        </p>
      </Field>
      <div className="member-check">
        <input id="sign-in-remember" name="rememberMe" type="checkbox" defaultChecked />
        <label htmlFor="sign-in-remember">Keep me signed in</label>
      </div>
      <button type="submit" className="button button-primary">
        Sign in
      </button>
      <FormMessage />
    </form>
  );
}

export function JoinForm({ returnTo, areaId }: { returnTo: string; areaId: string | null }) {
  return (
    <form
      className="member-form"
      id="member-join"
      data-member-action="join"
      aria-labelledby="member-join-title"
    >
      <h2 id="member-join-title">Join</h2>
      <input type="hidden" name="returnTo" value={returnTo} />
      {areaId && <input type="hidden" name="areaId" value={areaId} data-pricing-area />}
      <Field form="join" name="name" label="Name" autoComplete="name" />
      <Field form="join" name="email" label="Email" type="email" autoComplete="email" />
      <Field form="join" name="password" label="Password" type="password" autoComplete="new-password">
        <p className="form-notice">{`At least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`}</p>
      </Field>
      <button type="submit" className="button button-primary">
        Join
      </button>
      <FormMessage />
    </form>
  );
}

/** Forgot password: the email the reset link goes to. */
export function ResetRequestForm() {
  return (
    <form className="member-form" data-member-action="reset-request" aria-labelledby="member-reset-title">
      <h2 id="member-reset-title">Forgot your password?</h2>
      <p>Enter your email and we will send you a link to choose a new password.</p>
      <Field form="reset-request" name="email" label="Email" type="email" autoComplete="email" />
      <button type="submit" className="button button-primary">
        Send reset link
      </button>
      <FormMessage />
      <p>
        <a href={MEMBER_ACCOUNT_PAGE}>Back to sign in</a>
      </p>
    </form>
  );
}

/** The mailed link's form, hidden until the island finds the link's token in the address. */
export function ResetCompleteForm() {
  return (
    <form
      className="member-form"
      data-member-action="reset-complete"
      aria-labelledby="member-new-password-title"
      hidden
    >
      <h2 id="member-new-password-title">Choose a new password</h2>
      <input type="hidden" name="token" value="" />
      <Field
        form="reset-complete"
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
      >
        <p className="form-notice">{`At least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`}</p>
      </Field>
      <button type="submit" className="button button-primary">
        Set password and sign in
      </button>
      <FormMessage />
      <p>
        <a href={MEMBER_RESET_PAGE}>Ask for a new link</a>
      </p>
    </form>
  );
}

export function ProfileForm({ name, email }: { name: string; email: string }) {
  return (
    <form className="member-form" data-member-action="profile" aria-labelledby="member-profile-title">
      <h2 id="member-profile-title">Profile</h2>
      <p>
        Email: <span data-member-email>{email}</span>
      </p>
      <Field form="profile" name="name" label="Name" autoComplete="name" defaultValue={name} />
      <button type="submit" className="button button-primary">
        Save profile
      </button>
      <FormMessage />
    </form>
  );
}

export function PasswordForm() {
  return (
    <form className="member-form" data-member-action="password" aria-labelledby="member-password-title">
      <h2 id="member-password-title">Change password</h2>
      <Field
        form="password"
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <Field
        form="password"
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="button button-primary">
        Change password
      </button>
      <FormMessage />
    </form>
  );
}

export function DeleteAccountForm() {
  return (
    <form className="member-form" data-member-action="delete" aria-labelledby="member-delete-title">
      <h2 id="member-delete-title">Delete account</h2>
      <p>Your account and memberships on this site are deleted. This cannot be undone.</p>
      <Field form="delete" name="password" label="Password" type="password" autoComplete="current-password" />
      <button type="submit" className="button button-secondary">
        Delete my account
      </button>
      <FormMessage />
    </form>
  );
}
