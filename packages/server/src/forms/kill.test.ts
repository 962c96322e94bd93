// A server process killed with SIGKILL while visitors are sending a form: every submission it had
// answered 200 is in the database when it starts again (the answer waits for the commit), on both
// engines. Submissions still in flight at the kill may or may not be there; none is there twice.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { killDuring, useKilledServer } from '../../test/killed-server.ts';
import { call } from '../../test/processes.ts';
import { DEMO_CONTACT_FORM_ID } from '../seed/demo-forms.ts';

/** In flight at once, as many visitors sending at the same moment. */
const SENDERS = 6;
/** Acknowledged submissions before the kill; under the per-form limit of a minute. */
const BEFORE_KILL = 40;

describe.each(ENGINES)('a server killed with SIGKILL during submissions on %s', (engine) => {
  const killable = useKilledServer(engine, 'forms');

  it('keeps every submission it acknowledged', async () => {
    const server = await killable.start();

    const { acknowledged, signal } = await killDuring(server, {
      senders: SENDERS,
      beforeKill: BEFORE_KILL,
      async send(n) {
        const headers = { 'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${n % 250}` };
        const key = await call(server.port, 'POST', '/api/form/FormSubmissionKey', { headers });
        const saved = await call(server.port, 'POST', '/api/form/SaveFormSubmission', {
          headers,
          body: {
            key: JSON.parse(key.body).key,
            formId: DEMO_CONTACT_FORM_ID,
            collectionId: null,
            objectName: 'contact',
            isOverlayForm: false,
            form: JSON.stringify({ name: `Sender ${n}`, email: `s${n}@example.com`, message: `n${n}` }),
          },
        });
        if (saved.status !== 200) throw new Error(`answered ${saved.status}: ${saved.body}`);
        return JSON.parse(saved.body).submissionId as string;
      },
    });
    expect(signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_KILL);

    // It starts again on the same database (SQLite recovers its journal) and serves the form.
    const again = await killable.start();
    expect((await call(again.port, 'GET', '/contact')).body).toContain(DEMO_CONTACT_FORM_ID);

    const db = await killable.database();
    const stored = await db
      .selectFrom('form_submissions')
      .select(['id', 'form_values'])
      .where('form_id', '=', DEMO_CONTACT_FORM_ID)
      .execute();
    const ids = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    // Each sender's message at most once (the 3 the demo came with have no "n<number>").
    const messages = stored.map((row) => JSON.parse(row.form_values).message as string);
    const sentMessages = messages.filter((m) => /^n\d+$/.test(m));
    expect(new Set(sentMessages).size).toBe(sentMessages.length);
    expect(sentMessages.length).toBeGreaterThanOrEqual(acknowledged.length);
  }, 180_000);
});
