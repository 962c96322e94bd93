// Forgot password (/members/reset): the form that mails a reset link and, when the page is opened
// from that link (its token in the address's fragment, which no server sees), the form that sets the
// new password. The member island shows the one that applies.
import { ResetCompleteForm, ResetRequestForm } from './Forms.tsx';

export function MemberReset() {
  return (
    <div className="system-page member-page" data-island="members">
      <h1 className="page-title">Reset your password</h1>
      <div className="member-forms">
        <ResetRequestForm />
        <ResetCompleteForm />
      </div>
    </div>
  );
}
