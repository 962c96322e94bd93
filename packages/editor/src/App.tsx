import { LOGIN_REQUIRED_EVENT } from '@tessera/site/runtime/data-layer.ts';
import { useEffect, useState } from 'react';
import { SignIn } from './auth/SignIn.tsx';
import type { ConfigContext } from './context.ts';
import { Workspace } from './workspace/Workspace.tsx';

interface AppProps {
  context: ConfigContext;
  /** The sanitised `frameUrl` of the address. */
  initialFrameUrl: string;
  /** Leaves the config area once signed out. */
  onSignedOut: () => void;
}

export function App({ context, initialFrameUrl, onSignedOut }: AppProps) {
  const [account, setAccount] = useState(context.account);

  // A call answered `loginRequired` (the session ended elsewhere): sign in again, in place.
  useEffect(() => {
    const signedOut = () => setAccount(null);
    window.addEventListener(LOGIN_REQUIRED_EVENT, signedOut);
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, signedOut);
  }, []);

  if (account === null) return <SignIn siteTitle={context.website.siteTitle} onSignedIn={setAccount} />;
  return (
    <Workspace
      website={context.website}
      account={account}
      initialFrameUrl={initialFrameUrl}
      onSignedOut={onSignedOut}
    />
  );
}
