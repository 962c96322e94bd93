// The page the mailed confirmation link opens (/members/account?confirm=…): a button that POSTs the
// link's token. Opening the link changes nothing: mail scanners fetch every link in a message (GET and
// HEAD), and must not confirm an address its owner never saw.
import { MEMBER_VERIFY_PAGE } from './paths.ts';

export interface MemberConfirmProps {
  token: string;
  returnTo: string;
}

/** Where the button posts: the route that confirms the email, then shows the sign-in. */
function memberConfirmAction({ token, returnTo }: MemberConfirmProps): string {
  return `${MEMBER_VERIFY_PAGE}?token=${encodeURIComponent(token)}&returnTo=${encodeURIComponent(returnTo)}`;
}

export function MemberConfirm(props: MemberConfirmProps) {
  return (
    <div className="system-page member-page">
      <h1 className="page-title">Confirm your email</h1>
      <p>One step left: confirm this is your address, then sign in.</p>
      <form method="post" action={memberConfirmAction(props)} aria-label="Confirm your email">
        <button type="submit" className="button button-primary">
          Confirm my email
        </button>
      </form>
    </div>
  );
}
