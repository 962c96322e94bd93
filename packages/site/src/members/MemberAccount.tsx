// The member's own page (/members/account): signed out, the sign-in and join forms (and whether the
// mailed link confirmed the email); signed in, the account panel: profile, areas, password, sign out,
// delete account.
import { MEMBER_MESSAGES } from '@tessera/core';
import { DeleteAccountForm, JoinForm, PasswordForm, ProfileForm, SignInForm } from './Forms.tsx';

export type MemberAccountProps =
  | { signedIn: false; verified: boolean | null; returnTo: string }
  | { signedIn: true; name: string; email: string; areas: readonly string[] };

export function MemberAccount(props: MemberAccountProps) {
  if (!props.signedIn) {
    return (
      <div className="system-page member-page" data-island="members">
        <h1 className="page-title">Member sign in</h1>
        {props.verified !== null && (
          <p className={props.verified ? 'form-notice' : 'form-error'} role="status">
            {props.verified ? MEMBER_MESSAGES.verified : MEMBER_MESSAGES.linkExpired}
          </p>
        )}
        <div className="member-forms">
          <SignInForm returnTo={props.returnTo} />
          <JoinForm returnTo={props.returnTo} areaId={null} />
        </div>
      </div>
    );
  }
  return (
    <div className="system-page member-page" data-island="members">
      <h1 className="page-title">Your account</h1>
      <p>
        Signed in as <span data-member-name>{props.name}</span>.
      </p>
      <section aria-labelledby="member-areas-title">
        <h2 id="member-areas-title">Your member areas</h2>
        {props.areas.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul>
            {props.areas.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        )}
      </section>
      <ProfileForm name={props.name} email={props.email} />
      <PasswordForm />
      <section aria-labelledby="member-sign-out-title">
        <h2 id="member-sign-out-title">Sign out</h2>
        <button type="button" className="button button-secondary" data-member-sign-out>
          Sign out
        </button>
      </section>
      <DeleteAccountForm />
    </div>
  );
}
