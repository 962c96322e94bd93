import { call } from '@tessera/site/api/call.ts';
import { useState } from 'react';

/** Never rejects: the spec has logout errors only logged, and the owner leaves either way. */
async function signOut(): Promise<void> {
  try {
    await call('POST /api/auth/Logout', { silent: true });
  } catch (error) {
    console.error('Sign out failed', error);
  }
}

interface SignOutButtonProps {
  /** Where the owner goes once signed out: the preview frame's page (or the site root) with `logout=true` (auth/logout-landing.ts). */
  onSignedOut: () => void;
}

export function SignOutButton({ onSignedOut }: SignOutButtonProps) {
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    await signOut();
    onSignedOut();
  }

  return (
    <button type="button" onClick={handleClick} disabled={pending}>
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
