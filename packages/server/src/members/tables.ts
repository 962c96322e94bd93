// The shapes of the members feature's tables, for Kysely. Only the repositories under members/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.
import type { Selectable } from 'kysely';

export interface MembersTables {
  site_members: SiteMembersTable;
  member_sessions: MemberSessionsTable;
  member_password_resets: MemberPasswordResetsTable;
  member_areas: MemberAreasTable;
  member_area_collections: MemberAreaCollectionsTable;
  member_area_members: MemberAreaMembersTable;
}

/** A member account of one site (0029_members). */
export interface SiteMembersTable {
  website_id: string;
  id: string;
  /** core's memberEmailKey */
  email: string;
  name: string;
  password_hash: string;
  /** When the member confirmed their email; null until then (they cannot sign in) */
  verified_at: number | null;
  created_at: number;
}

/** A member's session: the sha-256 of its cookie's token, valid on one host (0029_members). */
export interface MemberSessionsTable {
  website_id: string;
  id: string;
  member_id: string;
  host: string;
  created_at: number;
  expires_at: number;
}

/** A member's password reset link: the hash of its random part, one use (0032_member_password_resets). */
export interface MemberPasswordResetsTable {
  website_id: string;
  id: string;
  member_id: string;
  expires_at: number;
}

/** A member area (0029_members). */
export interface MemberAreasTable {
  website_id: string;
  id: string;
  name: string;
  description: string;
  /** core's MemberAreaAccess */
  access: string;
  created_at: number;
}

/** A collection (page, blog…) an area protects, with its items (0029_members). */
export interface MemberAreaCollectionsTable {
  website_id: string;
  area_id: string;
  collection_id: string;
}

/** A member of an area (0029_members). */
export interface MemberAreaMembersTable {
  website_id: string;
  area_id: string;
  member_id: string;
  joined_at: number;
}

export type MemberArea = Selectable<MemberAreasTable>;
