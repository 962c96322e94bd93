import { isMaskedPasswordPlaceholder, maskedPasswordPlaceholder } from '@tessera/core';
import { Field } from './Field.tsx';

interface PasswordFieldsProps {
  /** What the password locks: the words change, not the behaviour */
  subject: 'site' | 'page';
  /** Whether one is stored now */
  hasPassword: boolean;
  /** A new password as typed ('' keeps the stored one) */
  password: string;
  /** The stored password is to go on saving */
  removePassword: boolean;
  error: string | undefined;
  onChange: (change: { password: string; removePassword: boolean }) => void;
}

/** A lock screen's password: whether one is set, a new one, or taking it away. Never shown back. */
export function PasswordFields({
  subject,
  hasPassword,
  password,
  removePassword,
  error,
  onChange,
}: PasswordFieldsProps) {
  const Subject = subject === 'site' ? 'Site' : 'Page';
  const locked = hasPassword && !removePassword;
  return (
    <>
      <h4 className="form-section-heading">{Subject} password</h4>
      <p className="panel-note">
        {locked
          ? `This ${subject} is password protected: visitors see the lock screen until they enter the password.`
          : subject === 'site'
            ? 'Anyone can visit this site.'
            : 'Anyone can visit this page once it is published.'}
      </p>
      <Field
        label={hasPassword ? `New ${subject} password` : `${Subject} password`}
        help="Leave empty to keep things as they are."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            // The stored password is never sent back: a kept one shows as the spec's fixed mask.
            placeholder={maskedPasswordPlaceholder(locked)}
            value={password}
            // The mask typed or pasted back stands for the stored password: it keeps it.
            onChange={(e) =>
              onChange({
                password: isMaskedPasswordPlaceholder(e.target.value) ? '' : e.target.value,
                removePassword: false,
              })
            }
          />
        )}
      </Field>
      {hasPassword && (
        <button
          type="button"
          aria-pressed={removePassword}
          onClick={() => onChange({ password: '', removePassword: !removePassword })}
        >
          Remove the password when saving
        </button>
      )}
    </>
  );
}
