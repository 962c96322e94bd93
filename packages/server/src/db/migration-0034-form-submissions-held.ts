// 0034_form_submissions_held: a submission that arrived past its form's per-form flood limit is
// stored held (1) rather than refused: it sent no mail and no webhook, and waits in the owner's
// inbox (Held) to be released or deleted. Those stored before were all let through (0).
import type { Kysely, Migration } from 'kysely';

export const formSubmissionsHeld: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('form_submissions')
      .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
