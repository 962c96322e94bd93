// The shapes of the system feature's tables, for Kysely. Only the repositories under system/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface SystemTables {
  platform_settings: PlatformSettingsTable;
}

export interface PlatformSettingsTable {
  key: string;
  value: string;
}
