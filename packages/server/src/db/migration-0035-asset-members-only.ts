// 0035_asset_members_only: a file the owner marks "Members only" keeps, beside its record, the member
// areas whose members may open it at /s/, as a JSON array of area ids. Null (every file stored before,
// and every new upload) is a public file, served as before. A column on the asset rather than a
// table of its own: /s/ reads the record on every request anyway, so the mark costs no second query,
// and it goes with the record when the file is deleted. An area deleted later leaves its id behind,
// harmlessly (no member belongs to it): the file stays members-only and never falls open.
import type { Kysely, Migration } from 'kysely';

export const assetMembersOnly: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('assets').addColumn('member_area_ids', 'text').execute();
  },
};
