// The config context: what the server embeds in /config/ as
// <script id="tessera-config-context" type="application/json">.
import {
  isEnumValue,
  PERMISSIONS,
  type Permission,
  PLATFORM_VERSIONS,
  type PlatformVersion,
  TESSERA_PLATFORM_VERSION,
} from '@tessera/core';

export const CONFIG_CONTEXT_ELEMENT_ID = 'tessera-config-context';

export interface Account {
  id: string;
  email: string;
  displayName: string;
}

export interface ConfigWebsite {
  id: string;
  identifier: string;
  siteTitle: string;
  baseUrl: string;
}

export interface ConfigContext {
  website: ConfigWebsite;
  /** null when nobody is signed in: the app shows the sign-in screen. */
  account: Account | null;
  /** SiteUserRole values the account holds on this site. */
  roles: number[];
  /** What those roles allow here (core's permission table, as the server reads it): what to offer. */
  permissions: Permission[];
  /** Whether the config area tells the platform's census what the owner does (TESSERA_EDITOR_ANALYTICS) */
  editorAnalytics?: boolean;
  /** The site's template version: on 7.1 the config area's events name the design editor */
  platformVersion?: PlatformVersion;
}

/** The known permission names in a value from the server; anything else is dropped. */
export function readPermissions(value: unknown): Permission[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Permission => (PERMISSIONS as readonly unknown[]).includes(item));
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

const hasStrings = (value: Json, keys: readonly string[]): boolean =>
  keys.every((key) => typeof value[key] === 'string');

function parseAccount(value: unknown): Account | null {
  if (!isObject(value) || !hasStrings(value, ['id', 'email', 'displayName'])) return null;
  return { id: String(value.id), email: String(value.email), displayName: String(value.displayName) };
}

/** Reads and checks the embedded context; throws when it is missing or malformed. */
export function readConfigContext(document: Document): ConfigContext {
  const text = document.getElementById(CONFIG_CONTEXT_ELEMENT_ID)?.textContent;
  if (!text) throw new Error('The config context is missing from the page.');
  const value: unknown = JSON.parse(text);
  if (!isObject(value) || !isObject(value.website)) throw new Error('The config context is malformed.');
  const website = value.website;
  if (!hasStrings(website, ['id', 'identifier', 'siteTitle', 'baseUrl'])) {
    throw new Error('The config context is malformed.');
  }
  const roles = Array.isArray(value.roles) ? value.roles.filter((role) => typeof role === 'number') : [];
  return {
    website: {
      id: String(website.id),
      identifier: String(website.identifier),
      siteTitle: String(website.siteTitle),
      baseUrl: String(website.baseUrl),
    },
    account: parseAccount(value.account),
    roles,
    permissions: readPermissions(value.permissions),
    editorAnalytics: value.editorAnalytics === true,
    platformVersion: isEnumValue(PLATFORM_VERSIONS, value.platformVersion)
      ? value.platformVersion
      : TESSERA_PLATFORM_VERSION,
  };
}
