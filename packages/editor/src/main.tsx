// The config area's entry. Signed out, it shows the sign-in form in plain DOM code and nothing
// else loads; React and the workspace (start.tsx) come once someone is signed in.
import './config.css';
import { logoutLandingUrl } from '@tessera/core';
import type { Session } from './auth/auth-api.ts';
import { mountSignInForm } from './auth/sign-in-form.ts';
import { readConfigContext } from './context.ts';
import { frameUrlFromAddress } from './frame/frame-url.ts';

const ROOT_ELEMENT_ID = 'tessera-config';

const container = document.getElementById(ROOT_ELEMENT_ID);
if (container === null) throw new Error(`The page has no #${ROOT_ELEMENT_ID} element.`);
const root = container;
const context = readConfigContext(document);

async function openConfigArea(session: Session | null, leaveSignIn: () => void) {
  const { startConfigArea } = await import('./start.tsx');
  leaveSignIn();
  startConfigArea(root, {
    context: session ? { ...context, account: session.account, permissions: session.permissions } : context,
    initialFrameUrl: frameUrlFromAddress(window.location.href),
    onSignedOut: () => window.location.assign(logoutLandingUrl()),
  });
}

if (context.account) void openConfigArea(null, () => {});
else {
  const leave = mountSignInForm(root, context.website.siteTitle, (session) => {
    void openConfigArea(session, leave);
  });
}
