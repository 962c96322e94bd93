// Site members and member areas (issue 13 §2; spec: page types 105 protected content and 106 member
// area access denied, 'This page available only site members', the session calls of section 7 and
// the pricing options toggle). Who may see a protected page, what a member may join, and the toggle's
// order, shared by the server, the member pages' island and the config area.
import { validateEmail } from './form-messages.ts';

/** The spec's wording on a members-only page (sections 6 and the second document's). */
export const MEMBERS_ONLY_MESSAGE = 'This page available only site members';

/** The header the runtime sends the session call's xsrfToken in (spec section 7). */
export const MEMBER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** Our limits (the spec gives none). */
export const MEMBER_NAME_MAX_LENGTH = 100;
export const MEMBER_PASSWORD_MIN_LENGTH = 8;
export const MEMBER_PASSWORD_MAX_LENGTH = 500;
export const MEMBER_AREA_NAME_MAX_LENGTH = 100;
export const MEMBER_AREA_DESCRIPTION_MAX_LENGTH = 500;
/** How long an email verification link works */
export const MEMBER_VERIFICATION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** How a member area is entered: free for now; paid access arrives with the next commerce issue. */
export const MEMBER_AREA_ACCESS = ['free'] as const;
export type MemberAreaAccess = (typeof MEMBER_AREA_ACCESS)[number];

export const MEMBER_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${MEMBER_NAME_MAX_LENGTH} characters.`,
  passwordTooShort: `Please choose a password of at least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`,
  wrongCredentials: 'That email and password do not match a member of this site.',
  notVerified: 'Please confirm your email first: follow the link we sent you.',
  emailTaken: 'A member with this email already exists. Please sign in.',
  checkInbox: 'Check your inbox: follow the link we sent you to confirm your email.',
  verified: 'Your email is confirmed. Please sign in.',
  linkExpired: 'This confirmation link has expired or was already used. Please join again.',
  signInRequired: 'Please sign in as a member.',
  staleToken: 'Your member session has changed. Please reload the page.',
  wrongPassword: 'Your current password is not correct.',
  areaNotOpen: 'This member area cannot be joined here.',
  resetSent:
    'If this email belongs to a member, a link to choose a new password is on its way. Check your inbox.',
  resetLinkExpired: 'This reset link has expired or was already used. Please ask for a new one.',
} as const;

/** What a visitor gets on a page: the page, the sign-in or join page (105), or "join this area" (106). */
export type MemberAccess = 'show' | 'sign-in' | 'join';

export interface MemberAccessInput {
  /** The member areas protecting the page (none: an open page) */
  protectingAreaIds: readonly string[];
  /** The signed-in member's areas on this site; null when no member is signed in */
  memberAreaIds: readonly string[] | null;
  /** Contributors previewing the site see every page (the editor frame shows what they edit) */
  canPreview: boolean;
}

/** Who may see a page: anyone when no area protects it; else a contributor, or a member of one of its areas. */
export function memberAccess({
  protectingAreaIds,
  memberAreaIds,
  canPreview,
}: MemberAccessInput): MemberAccess {
  if (protectingAreaIds.length === 0 || canPreview) return 'show';
  if (memberAreaIds === null) return 'sign-in';
  return protectingAreaIds.some((id) => memberAreaIds.includes(id)) ? 'show' : 'join';
}

/** Whether a member may join an area by themselves: only free areas (paid ones go through checkout later). */
export function mayJoinArea(area: { access: string }): boolean {
  return area.access === 'free';
}

/** The pricing options toggle: the option shown after pressing left or right, wrapping around. */
export function nextPricingOption(current: number, count: number, direction: 'left' | 'right'): number {
  if (count <= 0) return 0;
  const step = direction === 'left' ? -1 : 1;
  return (((current + step) % count) + count) % count;
}

export interface MemberJoinInput {
  name: string;
  email: string;
  password: string;
}

/** Field → message for a join form; empty when it may be sent. */
export function memberJoinProblems({ name, email, password }: MemberJoinInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const nameProblem = memberNameProblem(name);
  if (nameProblem) problems.name = nameProblem;
  if (validateEmail(email, { required: true }) !== null) problems.email = MEMBER_MESSAGES.invalidEmail;
  const passwordProblem = memberPasswordProblem(password);
  if (passwordProblem) problems.password = passwordProblem;
  return problems;
}

export function memberNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return MEMBER_MESSAGES.nameRequired;
  return trimmed.length > MEMBER_NAME_MAX_LENGTH ? MEMBER_MESSAGES.nameTooLong : null;
}

export function memberPasswordProblem(password: string): string | null {
  return password.length < MEMBER_PASSWORD_MIN_LENGTH ? MEMBER_MESSAGES.passwordTooShort : null;
}

/** Field → message for a password reset request; empty when it may be sent. */
export function memberResetProblems(email: string): Record<string, string> {
  return validateEmail(email, { required: true }) === null ? {} : { email: MEMBER_MESSAGES.invalidEmail };
}

/** The form two members' addresses are compared by: trimmed, lower case. */
export function memberEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
