// The masked-password placeholder (first spec document, section 3: "A masked placeholder constant
// stands for an oversized password field value"; second document, section 3: "A masked-password
// placeholder constant exists for oversized values"). A stored password or secret is never sent back
// to a screen: where one is kept, its field shows this fixed mask instead. The spec gives no
// characters; eight bullets are what a password field draws. The mask is the same whatever the size
// of what it stands for, so neither the value nor its length (an oversized one included) shows.

export const MASKED_PASSWORD_PLACEHOLDER = '••••••••';

/** What a password or secret field shows of what is stored: the mask when something is, else nothing. */
export function maskedPasswordPlaceholder(stored: boolean): string | undefined {
  return stored ? MASKED_PASSWORD_PLACEHOLDER : undefined;
}

/**
 * Whether a value typed into such a field is only the mask itself (copied, or left by a password
 * manager): it stands for the stored value, so it must not replace it.
 */
export function isMaskedPasswordPlaceholder(value: string): boolean {
  return value === MASKED_PASSWORD_PLACEHOLDER;
}
