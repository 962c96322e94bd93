// The shapes of the assets feature's tables, for Kysely. Only the repositories under assets/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface AssetsTables {
  assets: AssetsTable;
}

export interface AssetsTable {
  website_id: string;
  id: string;
  name: string;
  /** The name shown in the asset library; renaming changes it, never `name` (the /s/ address) */
  title: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  /** A raster image's dominant colour, '#rrggbb', shown while it loads; null for others and older uploads */
  placeholder: string | null;
  /**
   * A members-only file's member areas (a JSON array of their ids): /s/ serves it only to their
   * members and to contributors who may preview. Null: a public file (0035).
   */
  member_area_ids: string | null;
  /**
   * Where the job making a raster image's renditions after its upload stands (renditions-job.ts);
   * null: nothing to process (other files, and files stored before 0038).
   */
  processing: 'processing' | 'done' | 'failed' | 'incomplete' | null;
  created_at: number;
}
