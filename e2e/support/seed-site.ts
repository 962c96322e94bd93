// Test-only: seeds the demo template, with all the demo's data, into a NEW site of the shared e2e
// server, owned by the same admin account, straight into that server's data folder. Run by
// support/fresh-site.ts under tsx (`tsx e2e/support/seed-site.ts <dataDir> <identifier> <appDomain>
// <popup on|off>`); it is no part of the server's build and no route reaches it, so production
// cannot make sites this way. It does what bootstrap (packages/server/src/seed/bootstrap.ts) does
// for `demo`, with the identifier given; the server finds the new host on its next lookup.
import { join } from 'node:path';
import { SiteUserRole } from '@tessera/core';
import { AssetStore } from '../../packages/server/src/assets/store.ts';
import { recordPeopleChange } from '../../packages/server/src/contributors/audit.ts';
import { openDatabase } from '../../packages/server/src/db/database.ts';
import { sqliteFileIn } from '../../packages/server/src/db/sqlite-file.ts';
import { findAccountByEmail } from '../../packages/server/src/identity/accounts.ts';
import {
  POPUP_OVERLAY,
  readOverlayPart,
  savePopupOverlay,
} from '../../packages/server/src/overlays/service.ts';
import { DEFAULT_ADMIN_EMAIL } from '../../packages/server/src/seed/bootstrap.ts';
import { demoTemplate } from '../../packages/server/src/seed/demo.ts';
import { seedDemoComments } from '../../packages/server/src/seed/demo-comments.ts';
import { seedDemoConsent } from '../../packages/server/src/seed/demo-consent.ts';
import { seedDemoExperiment, withDemoSplitTest } from '../../packages/server/src/seed/demo-experiment.ts';
import { seedDemoForms } from '../../packages/server/src/seed/demo-forms.ts';
import { seedDemoMembers } from '../../packages/server/src/seed/demo-members.ts';
import { seedDemoNewsletter } from '../../packages/server/src/seed/demo-newsletter.ts';
import { seedDemoOverlays } from '../../packages/server/src/seed/demo-overlays.ts';
import { seedDemoPageSpeed } from '../../packages/server/src/seed/demo-page-speed.ts';
import { DEMO_EDITOR, seedDemoPeople } from '../../packages/server/src/seed/demo-people.ts';
import { seedDemoStore } from '../../packages/server/src/seed/demo-store.ts';
import { seedDemoVisits } from '../../packages/server/src/seed/demo-visits.ts';
import { createWebsite } from '../../packages/server/src/websites/create.ts';
import { addMember } from '../../packages/server/src/websites/members.ts';

const DAY_MS = 86_400_000;
const [dataDir, identifier, appDomain, popup] = process.argv.slice(2);
if (!dataDir || !identifier || !appDomain)
  throw new Error('usage: seed-site <dataDir> <identifier> <appDomain>');

const db = await openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
try {
  const account = await findAccountByEmail(db, process.env.TESSERA_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL);
  if (!account) throw new Error('the shared server has no admin account yet');
  const assets = new AssetStore(db, join(dataDir, 'assets'));
  const website = await createWebsite(db, assets, {
    identifier,
    title: demoTemplate.title,
    ownerAccountId: account.id,
    template: withDemoSplitTest(demoTemplate),
    address: { protocol: 'http', appDomain },
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
  // The demo's editor is an account of the platform: made with the first site, an editor of the next.
  const editor = await findAccountByEmail(db, DEMO_EDITOR.email);
  if (editor) {
    await addMember(db, website.id, editor.id, SiteUserRole.editor);
    const now = Date.now();
    const detail = { role: SiteUserRole.editor };
    const owned = { accountId: account.id, email: account.email };
    await recordPeopleChange(
      db,
      website.id,
      { actor: owned, action: 'invited', subjectEmail: editor.email, detail },
      now - 3 * DAY_MS,
    );
    await recordPeopleChange(
      db,
      website.id,
      {
        actor: { accountId: editor.id, email: editor.email },
        action: 'joined',
        subjectEmail: editor.email,
        detail,
      },
      now - 2 * DAY_MS,
    );
  } else await seedDemoPeople(db, website.id, account);
  await seedDemoMembers(db, website.id);
  if (popup !== 'on') {
    // As support/demo-popup.ts does through the API on the shared demo.
    const settings = await readOverlayPart(db, website.id, POPUP_OVERLAY);
    await savePopupOverlay(db, website.id, { ...settings, enabled: false }, Date.now());
  }
  process.stdout.write(`${JSON.stringify({ websiteId: website.id, identifier })}\n`);
} finally {
  await db.destroy();
}
