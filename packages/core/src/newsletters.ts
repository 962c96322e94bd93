// Newsletter sign-up rules (spec: newsletter block 11; messages from sections 5 and 8 of both
// documents; "newsletter small under 320 px", section 9), shared by the block, its island, the
// server and the config area.
import { validateEmail } from './form-messages.ts';

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  noLists: "You don't have any mailing lists. Please create one before continuing",
  listRequired: 'A List must be selected',
  /** After a sign-up (not in the spec: ours) */
  checkInbox: 'Check your inbox to confirm your subscription.',
} as const;

/** Below this width (CSS px) the newsletter form counts as small. */
export const NEWSLETTER_SMALL_WIDTH_PX = 320;

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Longest name and list name kept. */
export const NEWSLETTER_NAME_MAX_LENGTH = 200;

/**
 * null when the address may sign up, else the block's message. The spec's email rule (core's
 * validateEmail) decides; a sign-up always needs an address.
 */
export function validateNewsletterEmail(email: string): string | null {
  return validateEmail(email, { required: true }) === null ? null : NEWSLETTER_MESSAGES.invalidEmail;
}

/** The form of an address two sign-ups are compared by: trimmed, lower case. */
export function subscriberEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
