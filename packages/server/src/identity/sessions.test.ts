import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import type { Db } from '../db/database.ts';
import { createAccount } from './accounts.ts';
import {
  accountForSession,
  createSession,
  hashToken,
  SESSION_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './sessions.ts';

describe.each(ENGINES)('sessions on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
  });
  afterAll(() => drop());

  it('stores only the hash of the token, works on its own host only, and expires after its lifetime', async () => {
    const account = await createAccount(db, {
      email: 'a@example.com',
      password: 'long enough',
      displayName: 'A',
    });
    const start = 1_000_000;
    const token = await createSession(db, account.id, 'demo.example', start);
    const rows = await db.selectFrom('sessions').selectAll().execute();
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect((await accountForSession(db, token, 'demo.example', start + 1))?.id).toBe(account.id);
    expect(await accountForSession(db, token, 'demo.example', start + SESSION_LIFETIME_MS)).toBeNull();
    expect(await accountForSession(db, token, 'other.example', start + 1)).toBeNull();
    expect(await accountForSession(db, 'made-up', 'demo.example', start + 1)).toBeNull();
  });

  it("clears an account's expired sessions when it signs in again, keeping live ones", async () => {
    const account = await createAccount(db, {
      email: 'b@example.com',
      password: 'long enough',
      displayName: 'B',
    });
    await createSession(db, account.id, 'demo.example', 0);
    const live = await createSession(db, account.id, 'demo.example', SESSION_LIFETIME_MS - 1);
    await createSession(db, account.id, 'demo.example', SESSION_LIFETIME_MS + 10);
    const left = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('account_id', '=', account.id)
      .execute();
    expect(left.map((r) => r.created_at).sort((a, b) => a - b)).toEqual([
      SESSION_LIFETIME_MS - 1,
      SESSION_LIFETIME_MS + 10,
    ]);
    expect(await accountForSession(db, live, 'demo.example', SESSION_LIFETIME_MS + 11)).not.toBeNull();
  });

  it('keeps its device and notes its last use, written at most once per interval', async () => {
    const account = await createAccount(db, {
      email: 'c@example.com',
      password: 'long enough',
      displayName: 'C',
    });
    const start = 5_000_000;
    const token = await createSession(db, account.id, 'demo.example', start, 'Firefox on Windows');
    const lastUse = async () =>
      db
        .selectFrom('sessions')
        .select(['device', 'last_used_at'])
        .where('id', '=', hashToken(token))
        .executeTakeFirstOrThrow();
    expect(await lastUse()).toEqual({ device: 'Firefox on Windows', last_used_at: start });
    await accountForSession(db, token, 'demo.example', start + SESSION_TOUCH_INTERVAL_MS - 1);
    expect(Number((await lastUse()).last_used_at)).toBe(start);
    await accountForSession(db, token, 'demo.example', start + SESSION_TOUCH_INTERVAL_MS);
    expect(Number((await lastUse()).last_used_at)).toBe(start + SESSION_TOUCH_INTERVAL_MS);
  });
});
