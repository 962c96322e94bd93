// The config area's entry. Signed out, it shows the sign-in form in plain DOM code and nothing
// else loads; React and the workspace (start.tsx) come once someone is signed in. A mail's link
// (#reset=… or #invitation=…) opens its own signed-out screen first, whoever is signed in.
import './config.css';
import './zod-jitless.ts';
import { mailLinkOf, mountInvitation, mountNewPassword } from './auth/account-links.ts';
import { logoutLandingFromConfig } from './auth/logout-landing.ts';
import type { Session } from './auth/session.ts';
import { mountSignInForm } from './auth/sign-in-form.ts';
import { readConfigContext } from './context.ts';
import { frameUrlFromAddress } from './frame/frame-url.ts';
import { markDrawing, markDrawn } from './ui/readiness.ts';

const ROOT_ELEMENT_ID = 'tessera-config';

const container = document.getElementById(ROOT_ELEMENT_ID);
if (container === null) throw new Error(`The page has no #${ROOT_ELEMENT_ID} element.`);
const root = container;
const context = readConfigContext(document);

async function openConfigArea(session: Session | null, leaveSignIn: () => void) {
  markDrawing(); // until the workspace's first render has committed (App's effect)
  const { startConfigArea } = await import('./start.tsx');
  leaveSignIn();
  startConfigArea(root, {
    context: session ? { ...context, account: session.account, permissions: session.permissions } : context,
    initialFrameUrl: frameUrlFromAddress(window.location.href),
    onSignedOut: () => window.location.assign(logoutLandingFromConfig(window.location.href)),
  });
}

function showSignIn() {
  const leave = mountSignInForm(root, context.website.siteTitle, (session) => {
    void openConfigArea(session, leave);
  });
  markDrawn();
}

// A mail's link pasted into this tab changes only the fragment: load again to open its screen.
window.addEventListener('hashchange', () => {
  if (mailLinkOf(window.location.hash)) window.location.reload();
});

const mailLink = mailLinkOf(window.location.hash);
if (mailLink) {
  // The token is spent by the form; it should not stay in the address, the history or a bookmark.
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  const signedIn = (session: Session) => void openConfigArea(session, () => leave());
  const leave =
    mailLink.kind === 'reset'
      ? mountNewPassword(root, mailLink.token, signedIn)
      : mountInvitation(root, mailLink.token, signedIn, () => {
          leave();
          showSignIn();
        });
  markDrawn();
} else if (context.account) void openConfigArea(null, () => {});
else showSignIn();
