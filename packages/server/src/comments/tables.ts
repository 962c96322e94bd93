// The shapes of the comments feature's tables, for Kysely. Only the repositories under comments/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface CommentsTables {
  comments: CommentsTable;
}

/** A comment on a blog post (0026): comments/. */
export interface CommentsTable {
  website_id: string;
  id: string;
  item_id: string;
  /** The top-level comment it answers; null for a top-level comment */
  parent_id: string | null;
  /** core's CommentStatus */
  status: string;
  author_name: string;
  /** Never shown on the site */
  author_email: string;
  /** The owner-side account that wrote it, when signed in */
  account_id: string | null;
  /** The site member that wrote it, when signed in as one */
  member_id: string | null;
  text: string;
  created_at: number;
}

export type CommentRow = CommentsTable;
