import { useState } from 'react';
import { signOut } from './auth-api.ts';

interface SignOutButtonProps {
  /** Where the owner goes once signed out (the site root with `logout=true`). */
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
