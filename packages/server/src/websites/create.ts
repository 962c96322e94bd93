import {
  CONFIG_AREA_PATH,
  DEFAULT_CURRENCY,
  DEFAULT_STARTER_SITE,
  SiteType,
  SiteUserRole,
  STARTER_SITE_KEYS,
  STARTER_SITE_UNKNOWN,
  type StarterSiteKey,
  showcaseIdentifier,
  WebsiteSubscriptionStatus,
} from '@tessera/core';
import { z } from 'zod';
import type { AssetStore } from '../assets/store.ts';
import { type Db, isUniqueViolation } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { findAccount } from '../identity/accounts.ts';
import { queueSiteReadyMail } from '../mail/site-ready.ts';
import { applyTemplate } from '../seed/apply.ts';
import type { SiteTemplate } from '../seed/template.ts';
import { IDENTIFIER_PATTERN, siteBaseUrl } from './hosts.ts';
import { addMember } from './members.ts';
import { findWebsiteById, findWebsiteByIdentifier, insertWebsite, renameWebsite } from './repository.ts';

export const RESERVED_IDENTIFIERS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'static',
  'config',
  'mail',
  'status',
]);

/** The starters' showcase sites' addresses (template-<key>), those of starters to come included. */
const SHOWCASE_PREFIX = showcaseIdentifier('' as StarterSiteKey);

export const newWebsiteSchema = z.object({
  title: z
    .string({ error: 'Please enter a site title.' })
    .trim()
    .min(1, 'Please enter a site title.')
    .max(100, 'Site titles are at most 100 characters.'),
  identifier: z
    .string({ error: 'Please choose an address.' })
    .trim()
    .toLowerCase()
    .regex(
      IDENTIFIER_PATTERN,
      'Addresses are 3 to 40 lowercase letters, digits or hyphens, not starting or ending with a hyphen.',
    )
    .refine(
      (value) => !RESERVED_IDENTIFIERS.has(value) && !value.startsWith(SHOWCASE_PREFIX),
      'This address is reserved. Please choose another.',
    ),
  template: z.enum(STARTER_SITE_KEYS, { error: STARTER_SITE_UNKNOWN }).default(DEFAULT_STARTER_SITE),
});

/** Where the platform answers, to write a site's addresses (its own and its config area's). */
export interface PlatformAddress {
  /** 'http' or 'https', as the platform is reached */
  protocol: string;
  /** APP_DOMAIN: sites live at {identifier}.{appDomain} */
  appDomain: string;
}

/**
 * Makes a site from a template, its owner an admin of it, and queues the owner's "Your site is
 * ready" mail. The site's row, the owner's membership and the mail (with its sending job) are stored
 * in one transaction: a site is never without its owner, and the mail is never queued for a site
 * that was not made (an address taken at the same moment rolls all three back). The template is
 * written after that commit, as before: it stores files and reindexes search in transactions of its
 * own, which cannot nest in this one (and its files could not be rolled back).
 */
export async function createWebsite(
  db: Db,
  assets: AssetStore,
  input: {
    identifier: string;
    title: string;
    ownerAccountId: string;
    template: SiteTemplate;
    siteType?: number;
    address: PlatformAddress;
  },
): Promise<Website> {
  if (await findWebsiteByIdentifier(db, input.identifier)) throw addressTaken();
  const owner = await findAccount(db, input.ownerAccountId);
  if (!owner) throw new Error(`No account ${input.ownerAccountId} to own the new site`);
  const now = Date.now();
  const website = newWebsiteRow(input.identifier, input.title, now, input.siteType);
  const siteUrl = siteBaseUrl(input.address.protocol, website.identifier, input.address.appDomain);
  try {
    await db.transaction().execute(async (trx) => {
      await insertWebsite(trx, website);
      await addMember(trx, website.id, owner.id, SiteUserRole.admin);
      await queueSiteReadyMail(
        trx,
        {
          websiteId: website.id,
          email: owner.email,
          displayName: owner.display_name,
          siteTitle: website.title,
          siteUrl: `${siteUrl}/`,
          configUrl: `${siteUrl}${CONFIG_AREA_PATH}`,
        },
        now,
      );
    });
  } catch (error) {
    // Two sites asked for one address at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) throw addressTaken();
    throw error;
  }
  await applyTemplate(db, assets, website.id, input.template);
  const created = await findWebsiteById(db, website.id);
  if (!created) throw new Error(`The new site ${website.id} is missing`);
  return created;
}

function newWebsiteRow(identifier: string, title: string, now: number, siteType?: number): Website {
  return {
    id: newId(),
    identifier,
    title,
    site_type: siteType ?? SiteType.classic,
    subscription_status: WebsiteSubscriptionStatus.trial,
    currency: DEFAULT_CURRENCY,
    locale: 'en-US',
    time_zone: 'America/Los_Angeles',
    settings: '{}',
    password_hash: null,
    developer_mode: 0,
    cloneable: 0,
    version: 1,
    created_at: now,
    updated_at: now,
  };
}

type Showcase = { website: Website; made: boolean } | null;

/** A site at a showcase's address, if it is one (cloneable); another's site there is none. */
function asShowcase(website: Website | undefined): Showcase {
  return website?.cloneable === 1 ? { website, made: false } : null;
}

/** Showcases being made in this process, so two first previews at once make one site. */
const showcasesUnderway = new Map<string, Promise<Showcase>>();

/**
 * A starter's showcase site: made from its template on the first preview, with no members (nobody
 * edits it) and marked cloneable, as the spec marks a template site; `made` says this call made it.
 * Null when another site holds the address (one made before the address was reserved).
 *
 * It is made whole before it has its address: under a name of its own (`template-<key>-<random>`),
 * then renamed, so no process ever serves a half-made showcase, and a template that fails leaves only
 * an unnamed site behind (the next preview tries again). Two processes making one at once: the first
 * rename wins, the other's copy stays unnamed. A showcase is kept as first made: after an upgrade
 * changes a template, an operator deletes the showcase site to have it made again.
 */
export function ensureShowcaseWebsite(
  db: Db,
  assets: AssetStore,
  input: { identifier: string; title: string; template: () => SiteTemplate },
): Promise<Showcase> {
  const underway = showcasesUnderway.get(input.identifier);
  if (underway) return underway;
  const found = () => findWebsiteByIdentifier(db, input.identifier);
  const making = (async (): Promise<Showcase> => {
    const existing = await found();
    if (existing) return asShowcase(existing);
    const unnamed = `${input.identifier}-${newId().slice(-12)}`;
    const website = { ...newWebsiteRow(unnamed, input.title, Date.now()), cloneable: 1 };
    await insertWebsite(db, website);
    await applyTemplate(db, assets, website.id, input.template());
    try {
      await renameWebsite(db, website.id, input.identifier);
    } catch (error) {
      if (isUniqueViolation(error)) return asShowcase(await found());
      throw error;
    }
    return { website: { ...website, identifier: input.identifier }, made: true };
  })().finally(() => showcasesUnderway.delete(input.identifier));
  showcasesUnderway.set(input.identifier, making);
  return making;
}

function addressTaken(): HttpError {
  return new HttpError(409, 'This address is taken. Please choose another.', {
    identifier: 'This address is taken. Please choose another.',
  });
}
