// The member calls as the site's pages make them (spec section 7 for the session), shared by the
// server's routes' tests, the member pages and their islands.
export const MEMBER_SESSION_URL = '/api/site-users/account/session';
export const MEMBER_JOIN_URL = '/api/site-users/accounts';
export const MEMBER_ACCOUNT_URL = '/api/site-users/account';
export const MEMBER_PASSWORD_URL = '/api/site-users/account/password';
export const memberAreaJoinUrl = (areaId: string) =>
  `/api/site-users/account/areas/${encodeURIComponent(areaId)}`;
/** The member's own page: sign in or join, or their account panel */
export const MEMBER_ACCOUNT_PAGE = '/members/account';

/** A protecting area as the access page offers it: one pricing option with its join button. */
export interface MemberAreaOption {
  id: string;
  name: string;
  description: string;
}
