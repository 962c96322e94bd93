// First start: the first owner account and the demo site.
import { randomBytes } from 'node:crypto';
import { SiteUserRole } from '@tessera/core';
import type { AssetStore } from '../assets/store.ts';
import type { Db } from '../db/database.ts';
import { createAccount, findAccountByEmail } from '../identity/accounts.ts';
import { createWebsite, type PlatformAddress } from '../websites/create.ts';
import { findWebsiteByIdentifier } from '../websites/index.ts';
import { addMember, websiteRoles } from '../websites/members.ts';
import { demoTemplate } from './demo.ts';
import { seedDemoComments } from './demo-comments.ts';
import { seedDemoConsent } from './demo-consent.ts';
import { seedDemoExperiment, withDemoSplitTest } from './demo-experiment.ts';
import { seedDemoForms } from './demo-forms.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoNewsletter } from './demo-newsletter.ts';
import { seedDemoOverlays } from './demo-overlays.ts';
import { seedDemoPageSpeed } from './demo-page-speed.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoStore } from './demo-store.ts';
import { seedDemoVisits } from './demo-visits.ts';

export const DEMO_IDENTIFIER = 'demo';
export const DEFAULT_ADMIN_EMAIL = 'owner@example.com';
const DEFAULT_ADDRESS: PlatformAddress = { protocol: 'http', appDomain: 'localhost:3000' };

export interface BootstrapResult {
  adminEmail: string;
  /** Set only when the password was generated on this start: it is shown once */
  generatedPassword: string | null;
  createdAdmin: boolean;
  createdDemo: boolean;
}

export interface BootstrapOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  /**
   * Where the platform answers, for the addresses in the demo site's "ready" mail; the server's
   * own defaults (PORT 3000, APP_DOMAIN localhost:PORT) when omitted.
   */
  address?: PlatformAddress;
}

/** The owner's email as stored: the one given, or the default. */
export function ownerEmailOf(options: BootstrapOptions): string {
  return (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
}

export async function bootstrap(
  db: Db,
  assets: AssetStore,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const adminEmail = ownerEmailOf(options);
  let account = await findAccountByEmail(db, adminEmail);
  let generatedPassword: string | null = null;
  const createdAdmin = !account;
  if (!account) {
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    if (!options.adminPassword) generatedPassword = password;
    account = await createAccount(db, { email: adminEmail, password, displayName: 'Site owner' });
  }
  const demo = await findWebsiteByIdentifier(db, DEMO_IDENTIFIER);
  if (!demo) {
    const website = await createWebsite(db, assets, {
      identifier: DEMO_IDENTIFIER,
      title: demoTemplate.title,
      ownerAccountId: account.id,
      template: withDemoSplitTest(demoTemplate),
      address: options.address ?? DEFAULT_ADDRESS,
    });
    await seedDemoNewsletter(db, website.id);
    await seedDemoForms(db, website.id);
    await seedDemoStore(db, website.id);
    await seedDemoConsent(db, website.id);
    await seedDemoOverlays(db, website.id);
    await seedDemoExperiment(db, website.id);
    await seedDemoVisits(db, website.id);
    await seedDemoPageSpeed(db, website.id);
    await seedDemoComments(db, website.id);
    await seedDemoPeople(db, website.id, account);
    await seedDemoMembers(db, website.id);
  } else if (!(await websiteRoles(db, demo.id, account.id)).includes(SiteUserRole.admin)) {
    await addMember(db, demo.id, account.id, SiteUserRole.admin);
  }
  return { adminEmail, generatedPassword, createdAdmin, createdDemo: !demo };
}
