// The member calls as the site's pages make them (spec section 7 for the session), shared by the
// server's routes' tests, the member pages and their islands.
export const MEMBER_SESSION_URL = '/api/site-users/account/session';
export const MEMBER_JOIN_URL = '/api/site-users/accounts';
export const MEMBER_ACCOUNT_URL = '/api/site-users/account';
export const MEMBER_PASSWORD_URL = '/api/site-users/account/password';
export const MEMBER_RESET_URL = '/api/site-users/account/password-reset';
export const MEMBER_RESET_COMPLETE_URL = '/api/site-users/account/password-reset/complete';
export const memberAreaJoinUrl = (areaId: string) =>
  `/api/site-users/account/areas/${encodeURIComponent(areaId)}`;
/** The member's own page: sign in or join, or their account panel */
export const MEMBER_ACCOUNT_PAGE = '/members/account';
/** The mailed confirmation link (GET: the page that asks; POST: its button, which confirms) */
export const MEMBER_VERIFY_PAGE = '/members/verify';
/** Forgot password: ask for the mail; the mailed link comes back here with #token=… */
export const MEMBER_RESET_PAGE = '/members/reset';

/** A protecting area as the access page offers it: one pricing option with its join button. */
export interface MemberAreaOption {
  id: string;
  name: string;
  description: string;
}

/** A member in the config area's members list (GET /api/config/members). */
export interface MemberSummary {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  /** When they joined: ISO 8601, UTC */
  joinedAt: string;
  /** The names of their member areas */
  areas: string[];
}

/** A member area in the config area (GET /api/config/member-areas). */
export interface MemberAreaSummary {
  id: string;
  name: string;
  description: string;
  access: 'free';
  /** The pages and collections it protects */
  collectionIds: string[];
  memberCount: number;
}
