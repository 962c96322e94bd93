// A second person on the demo site with a given role, for tests about what that role may do: the
// person signs up through the platform home, as anyone would, and gets the role in the database the
// test server writes (SQLite in the data folder). Inviting by mail is 30-contributors' subject; here
// it would only add a mail round trip to every such test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { SiteUserRole } from '@tessera/core';
import Database from 'better-sqlite3';
import { type E2eServer, ENV, type ServerState } from './server-env.ts';

export interface Contributor {
  email: string;
  password: string;
}

export async function addDemoContributor(
  browser: Browser,
  server: E2eServer,
  role: SiteUserRole,
  name: string,
): Promise<Contributor> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const contributor = { email: `contributor-${suffix}@example.com`, password: 'correct horse battery' };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.platformUrl}/`);
    const signUp = page.getByRole('region', { name: 'Create an account' });
    await signUp.getByLabel('Your name').fill(name);
    await signUp.getByLabel('Email').fill(contributor.email);
    await signUp.getByLabel('Password').fill(contributor.password);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Your sites' }).waitFor();
  } finally {
    await context.close();
  }
  const state = JSON.parse(readFileSync(process.env[ENV.stateFile] ?? '', 'utf8')) as ServerState;
  const db = new Database(join(state.tempDir, 'data', 'tessera.sqlite'));
  try {
    db.prepare(
      `insert into website_members (website_id, account_id, role)
       select w.id, a.id, ? from websites w, accounts a where w.identifier = 'demo' and a.email = ?`,
    ).run(role, contributor.email);
  } finally {
    db.close();
  }
  return contributor;
}
