// The config area's navigation (issue 38): its screens in groups, as Squarespace and Ghost group
// theirs, and who may open each. A plain table, so the top bar, the addresses and the tests agree.
import { type ConfigScreen, configAddressPath, Permission } from '@tessera/core';

export type Screen = ConfigScreen;

export const SCREEN_NAMES: Record<Screen, string> = {
  overview: 'Overview',
  pages: 'Pages',
  files: 'Files',
  design: 'Design',
  commerce: 'Commerce',
  newsletters: 'Newsletters',
  forms: 'Forms',
  members: 'Members',
  comments: 'Comments',
  analytics: 'Analytics',
  site: 'Site',
  people: 'People',
  account: 'Account',
  outbox: 'Outbox',
};

export interface SectionGroup {
  label: string;
  screens: readonly Screen[];
}

/**
 * The groups, in the top bar's order. The example groups design and navigation under
 * Website; here the Site screen (header, footer, settings, cookie banner) stays whole under Settings.
 */
export const SECTION_GROUPS: readonly SectionGroup[] = [
  { label: 'Overview', screens: ['overview'] },
  { label: 'Website', screens: ['pages', 'files', 'design'] },
  { label: 'Commerce', screens: ['commerce'] },
  { label: 'Marketing', screens: ['newsletters'] },
  { label: 'Contacts', screens: ['forms', 'members', 'comments'] },
  { label: 'Analytics', screens: ['analytics'] },
  { label: 'Settings', screens: ['site', 'people', 'account', 'outbox'] },
];

/** Whether an account with `permissions` is offered `screen` (the server checks every call again). */
export function mayOpen(screen: Screen, permissions: readonly Permission[]): boolean {
  const has = (permission: Permission) => permissions.includes(permission);
  switch (screen) {
    case 'pages':
    case 'account':
      return true;
    // Every role of the config area; what it shows follows the role (the server's overview).
    case 'overview':
      return has(Permission.config);
    case 'files':
    case 'forms':
      return has(Permission.content);
    case 'commerce':
      return has(Permission.commerce);
    case 'newsletters':
      return has(Permission.newsletter);
    case 'analytics':
      return has(Permission.activity);
    case 'comments':
      return has(Permission.comments);
    case 'people':
      return has(Permission.admin);
    case 'site':
    case 'design':
    case 'outbox':
      return has(Permission.settings);
    // Members (crm: the people) and member areas (settings: which pages they keep) share one screen.
    case 'members':
      return has(Permission.crm) || has(Permission.settings);
  }
}

/**
 * The config area's address showing `screen` (and `record` in it), keeping the query (the framed
 * page) and the hash.
 */
export function screenAddress(screen: Screen, current: string, record: readonly string[] = []): string {
  const url = new URL(current);
  url.pathname = configAddressPath(screen, record);
  return url.pathname + url.search + url.hash;
}
