// Mailed password reset links, for owners' accounts and sites' members alike.

/** A reset link works this long, and once. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;
/** At most one reset mail a minute per person: asking again and again cannot flood an inbox. */
export const PASSWORD_RESET_SPACING_MS = 60 * 1000;

/** Whether another reset mail may go, given when the newest link sent expires (null: none sent). */
export function mayMailPasswordReset(newestLinkExpiresAt: number | null, now: number): boolean {
  if (newestLinkExpiresAt === null) return true;
  const newestSentAt = newestLinkExpiresAt - PASSWORD_RESET_LIFETIME_MS;
  return newestSentAt <= now - PASSWORD_RESET_SPACING_MS;
}
