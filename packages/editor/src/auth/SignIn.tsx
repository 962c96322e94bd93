import { useEffect, useRef } from 'react';
import type { Session } from './session.ts';
import { mountSignInForm } from './sign-in-form.ts';

interface SignInProps {
  siteTitle: string;
  onSignedIn: (session: Session) => void;
}

/** The sign-in form (plain DOM, sign-in-form.ts) where the React app needs it: signing in again. */
export function SignIn({ siteTitle, onSignedIn }: SignInProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onSignedIn);
  latest.current = onSignedIn;
  useEffect(() => {
    if (!container.current) return;
    return mountSignInForm(container.current, siteTitle, (session) => latest.current(session));
  }, [siteTitle]);
  return <div ref={container} />;
}
