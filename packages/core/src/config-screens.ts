// The config area's screens and their addresses (issue 38: "every screen and every open record has its
// own address"). Each screen is /config/<screen>, and what is open inside it follows as a record path
// (/config/commerce/orders/1042), so a screen survives a reload, Back leaves it, and a bookmark or a
// mail's link opens it. /config/ itself is the landing: the overview, or the pages when it names a
// page of the site to edit (?frameUrl=, as the site's Escape and the owner's redirect do) or the
// account may not see the overview. The server serves the config area at each of these addresses
// and at no other.
import { CONFIG_AREA_PATH } from './links.ts';

export const CONFIG_SCREENS = [
  'overview',
  'pages',
  'files',
  'design',
  'commerce',
  'newsletters',
  'forms',
  'members',
  'comments',
  'analytics',
  'site',
  'people',
  'account',
  'outbox',
] as const;

/** A screen of the config area. */
export type ConfigScreen = (typeof CONFIG_SCREENS)[number];

export function isConfigScreen(value: string): value is ConfigScreen {
  return (CONFIG_SCREENS as readonly string[]).includes(value);
}

/** The address of a screen, without query: /config/<screen>. */
export function configScreenPath(screen: ConfigScreen): string {
  return `${CONFIG_AREA_PATH}${screen}`;
}

/**
 * Where in the config area an address points: a screen, and the record open in it as path segments
 * (['orders', '1042'] in Commerce). Each screen reads its own record; one it does not know opens the
 * screen itself.
 */
export interface ConfigAddress {
  screen: ConfigScreen;
  record: readonly string[];
  /** /config/ itself: the overview, unless the editor opens the pages instead (see above) */
  landing?: true;
}

/** A record's segment: ids, order numbers and sub-screen names are all letters, digits, '-' and '_'. */
const RECORD_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
/** The deepest record any screen has: a sub-screen, a record in it, and one part of that. */
export const MAX_RECORD_SEGMENTS = 3;

export function isRecordPath(record: readonly string[]): boolean {
  return record.length <= MAX_RECORD_SEGMENTS && record.every((segment) => RECORD_SEGMENT.test(segment));
}

/** The address of a screen, and of a record in it, without query. A pages address has no record. */
export function configAddressPath(screen: ConfigScreen, record: readonly string[] = []): string {
  const base = configScreenPath(screen);
  return screen === 'pages' || record.length === 0 ? base : `${base}/${record.join('/')}`;
}

/**
 * Where an address points, or null for an address the config area does not have. Exactly the
 * addresses the server serves the config area at (its routes match exact paths: `/config/forms/` is
 * not one).
 */
export function configAddressOfPath(pathname: string): ConfigAddress | null {
  if (pathname === CONFIG_AREA_PATH) return { screen: 'overview', record: [], landing: true };
  if (!pathname.startsWith(CONFIG_AREA_PATH)) return null;
  const [screen = '', ...record] = pathname.slice(CONFIG_AREA_PATH.length).split('/');
  return isConfigScreen(screen) && isRecordPath(record) ? { screen, record } : null;
}

/** The screen an address names, or null for an address of no screen (configAddressOfPath). */
export function configScreenOfPath(pathname: string): ConfigScreen | null {
  return configAddressOfPath(pathname)?.screen ?? null;
}
