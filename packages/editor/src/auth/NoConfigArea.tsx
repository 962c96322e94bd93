// What a signed-in account whose roles give no config area sees at /config/ (a viewer, a commenter):
// what its roles do let it do, where to do it, and the way out. Before, it got an empty workspace.
import { Permission } from '@tessera/core';
import { SignOutButton } from './SignOutButton.tsx';

interface NoConfigAreaProps {
  siteTitle: string;
  /** The site's address, where what the account may do happens */
  siteUrl: string;
  permissions: readonly Permission[];
  onSignedOut: () => void;
}

/** One line per thing the account may do on the published site. */
function whatYouCanDo(permissions: readonly Permission[]): string[] {
  const lines: string[] = [];
  if (permissions.includes(Permission.preview)) {
    lines.push('You can preview pages that are not published yet: open them on the site while signed in.');
  }
  if (permissions.includes(Permission.trustedComments)) {
    lines.push('Your comments on the site appear at once, without waiting for moderation.');
  }
  return lines;
}

export function NoConfigArea({ siteTitle, siteUrl, permissions, onSignedOut }: NoConfigAreaProps) {
  return (
    <main className="sign-in">
      <div className="sign-in-form">
        <h1>Nothing to manage here</h1>
        <p className="sign-in-site">
          Your role on {siteTitle} does not include the config area, where administrators and editors build
          the site.
        </p>
        {whatYouCanDo(permissions).map((line) => (
          <p key={line} className="sign-in-site">
            {line}
          </p>
        ))}
        <p className="sign-in-site">Need to do more? Ask an administrator of the site for another role.</p>
        <p>
          <a href={`${siteUrl}/?noredirect=1`}>Go to {siteTitle}</a>
        </p>
        <SignOutButton onSignedOut={onSignedOut} />
      </div>
    </main>
  );
}
