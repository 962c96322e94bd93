// The config area's screens and their addresses (issue 38: "every screen has its own address"). The
// pages panel is the config area itself (/config/); each other screen is /config/<screen>, so a
// screen survives a reload, Back leaves it, and a bookmark or a mail's link opens it. The server
// serves the config area at each of these addresses and at no other.
import { CONFIG_AREA_PATH } from './links.ts';

export const CONFIG_SCREENS = [
  'files',
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

/** A screen of the config area: the pages panel, where it opens, or one of CONFIG_SCREENS. */
export type ConfigScreen = 'pages' | (typeof CONFIG_SCREENS)[number];

export function isConfigScreen(value: string): value is Exclude<ConfigScreen, 'pages'> {
  return (CONFIG_SCREENS as readonly string[]).includes(value);
}

/** The address of a screen, without query: /config/ for the pages, /config/<screen> for another. */
export function configScreenPath(screen: ConfigScreen): string {
  return screen === 'pages' ? CONFIG_AREA_PATH : `${CONFIG_AREA_PATH}${screen}`;
}

/**
 * The screen an address names, or null for an address of no screen. Exactly the addresses the server
 * serves the config area at (its routes match exact paths: `/config/forms/` is not one).
 */
export function configScreenOfPath(pathname: string): ConfigScreen | null {
  if (pathname === CONFIG_AREA_PATH) return 'pages';
  if (!pathname.startsWith(CONFIG_AREA_PATH)) return null;
  const rest = pathname.slice(CONFIG_AREA_PATH.length);
  return isConfigScreen(rest) ? rest : null;
}
