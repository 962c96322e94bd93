import { Permission, TESSERA_PLATFORM_VERSION } from '@tessera/core';
import { LOGIN_REQUIRED_EVENT } from '@tessera/site/runtime/data-layer.ts';
import { useEffect, useState } from 'react';
import { SignIn } from './auth/SignIn.tsx';
import type { Session } from './auth/session.ts';
import type { ConfigContext } from './context.ts';
import { markDrawn } from './ui/readiness.ts';
import { Workspace } from './workspace/Workspace.tsx';

interface AppProps {
  context: ConfigContext;
  /** The sanitised `frameUrl` of the address. */
  initialFrameUrl: string;
  /** Leaves the config area once signed out. */
  onSignedOut: () => void;
}

export function App({ context, initialFrameUrl, onSignedOut }: AppProps) {
  // Signing in here (or again, maybe as someone else) answers what the account may do on this site.
  const [session, setSession] = useState<Session | null>(() =>
    context.account ? { account: context.account, permissions: context.permissions } : null,
  );

  useEffect(markDrawn, []);

  // A call answered `loginRequired` (the session ended elsewhere): sign in again, in place.
  useEffect(() => {
    const signedOut = () => setSession(null);
    window.addEventListener(LOGIN_REQUIRED_EVENT, signedOut);
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, signedOut);
  }, []);

  if (session === null) return <SignIn siteTitle={context.website.siteTitle} onSignedIn={setSession} />;
  return (
    <Workspace
      website={context.website}
      analytics={{
        // Only those who may open the config area are tracked (the server checks the same).
        enabled: (context.editorAnalytics ?? false) && session.permissions.includes(Permission.config),
        platformVersion: context.platformVersion ?? TESSERA_PLATFORM_VERSION,
      }}
      account={session.account}
      permissions={session.permissions}
      initialFrameUrl={initialFrameUrl}
      onSignedOut={onSignedOut}
    />
  );
}
