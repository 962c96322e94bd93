// The site's header and footer (GET/PUT /api/site-header-footer) and its basic settings: the choices
// and bounds the server checks, the published site renders and the config area offers. The spec
// names the object (header, footer) but not its fields; these are ours.
import { isValidLink } from './links.ts';

/**
 * How the published header shows the main navigation: 'inline' lists the links beside the title;
 * 'menu' folds them behind a Menu button (a <details> element, so no script is needed).
 */
export const NAVIGATION_STYLES = ['inline', 'menu'] as const;
export type NavigationStyle = (typeof NAVIGATION_STYLES)[number];

/** Social networks a footer may link to, with the name a link's accessible name uses. */
export const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  threads: 'Threads',
  github: 'GitHub',
  vimeo: 'Vimeo',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_IDS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];

export const FOOTER_LINKS_MAX = 12;
export const SOCIAL_LINKS_MAX = 12;
export const HEADER_FOOTER_LABEL_MAX = 60;
export const FOOTER_TEXT_MAX = 1000;
export const SITE_TITLE_MAX = 200;
export const SITE_TAGLINE_MAX = 300;
export const SITE_DESCRIPTION_MAX = 500;

// Our wording (the spec gives none for these fields).
export const LINK_LABEL_MISSING = 'Please enter the link’s text.';
export const LINK_LABEL_TOO_LONG = `Link text is at most ${HEADER_FOOTER_LABEL_MAX} characters.`;
export const LINK_INVALID =
  'Enter a link such as /about, https://example.com, mailto:you@example.com or tel:+15035550100.';
export const SOCIAL_LINK_INVALID = 'Enter the full address of the profile, starting with https://.';
export const SOCIAL_NETWORK_UNKNOWN = 'Choose a network from the list.';
export const FOOTER_LINKS_TOO_MANY = `A footer has at most ${FOOTER_LINKS_MAX} links.`;
export const SOCIAL_LINKS_TOO_MANY = `A footer has at most ${SOCIAL_LINKS_MAX} social links.`;
export const FOOTER_TEXT_TOO_LONG = `Footer text is at most ${FOOTER_TEXT_MAX} characters.`;
export const NAVIGATION_STYLE_UNKNOWN = 'Choose how the navigation is shown: inline or menu.';

/** A social profile: an absolute https address (the networks are all served over https). */
export function isValidSocialLink(href: string): boolean {
  return isValidLink(href) && /^https:\/\//i.test(href.trim());
}
