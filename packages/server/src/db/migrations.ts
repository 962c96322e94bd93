// One ordered migration set for both engines. Types are limited to text, integer and bigint so the
// same definitions mean the same thing on SQLite and PostgreSQL. Never edit a shipped migration:
// add the next one.

import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import { forms } from './migration-0010-forms.ts';
import { newsletters } from './migration-0011-newsletters.ts';
import { commerceCatalogue } from './migration-0012-commerce-catalogue.ts';
import { commercePayments } from './migration-0013-commerce-payments.ts';
import { commerceOrders } from './migration-0014-commerce-orders.ts';
import { consent } from './migration-0015-consent.ts';
import { commerceDownloads } from './migration-0016-commerce-downloads.ts';
import { census } from './migration-0017-census.ts';
import { censusPerformance } from './migration-0019-census-performance.ts';
import { censusDashboard } from './migration-0020-census-dashboard.ts';
import { experiments } from './migration-0021-experiments.ts';
import { censusWebVitals } from './migration-0022-census-web-vitals.ts';
import { comments } from './migration-0026-comments.ts';
import { censusWebVitalTotals } from './migration-0027-census-web-vital-totals.ts';
import { contributors } from './migration-0028-contributors.ts';
import { members } from './migration-0029-members.ts';
import { censusWebVitalBuckets } from './migration-0030-census-web-vital-buckets.ts';
import { assetPlaceholders } from './migration-0031-asset-placeholders.ts';
import { memberPasswordResets } from './migration-0032-member-password-resets.ts';
import { censusVisitsByDay } from './migration-0033-census-visits-by-day.ts';
import { formSubmissionsHeld } from './migration-0034-form-submissions-held.ts';
import { assetMembersOnly } from './migration-0035-asset-members-only.ts';
import { censusEditorEvents } from './migration-0036-census-editor-events.ts';
import { websitePlans } from './migration-0037-website-plans.ts';
import { assetProcessing } from './migration-0038-asset-processing.ts';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('platform_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
    await db.schema
      .createTable('websites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('identifier', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('site_type', 'integer', (c) => c.notNull())
      .addColumn('subscription_status', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('developer_mode', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cloneable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('login_handoffs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('website_domains')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('domain', 'text', (c) => c.notNull().unique())
      .addPrimaryKeyConstraint('website_domains_pk', ['website_id', 'domain'])
      .execute();
    await db.schema
      .createTable('website_members')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('role', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('website_members_pk', ['website_id', 'account_id', 'role'])
      .execute();
    await db.schema
      .createIndex('website_members_account')
      .on('website_members')
      .column('account_id')
      .execute();
    await db.schema
      .createTable('layouts')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('blocks', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('layouts_pk', ['website_id', 'id'])
      .execute();
    await db.schema
      .createTable('collections')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('url_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('publication_state', 'integer', (c) => c.notNull())
      .addColumn('layout_id', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('collections_pk', ['website_id', 'id'])
      .addUniqueConstraint('collections_url', ['website_id', 'url_id'])
      .execute();
    await db.schema
      .createTable('items')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('collection_id', 'text', (c) => c.notNull())
      .addColumn('record_type', 'integer', (c) => c.notNull())
      .addColumn('publication_state', 'integer', (c) => c.notNull())
      .addColumn('url_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('layout_id', 'text')
      .addColumn('asset_id', 'text')
      .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('items_pk', ['website_id', 'id'])
      .addUniqueConstraint('items_url', ['website_id', 'collection_id', 'url_id'])
      .addForeignKeyConstraint(
        'items_collection',
        ['website_id', 'collection_id'],
        'collections',
        ['website_id', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createTable('navigation')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('collection_id', 'text')
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('ordering', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('navigation_pk', ['website_id', 'id'])
      .execute();
    await db.schema
      .createTable('header_footer')
      .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
      .addColumn('header', 'text', (c) => c.notNull())
      .addColumn('footer', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('assets')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('assets_pk', ['website_id', 'id'])
      .addUniqueConstraint('assets_name', ['website_id', 'name'])
      .execute();
    await db.schema
      .createTable('client_events')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('page_url', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('client_events_pk', ['website_id', 'id'])
      .execute();
    await db.schema
      .createIndex('client_events_by_time')
      .on('client_events')
      .columns(['website_id', 'kind', 'created_at'])
      .execute();
    await sql`select 1`.execute(db);
  },
};

// Hardening: sessions are bound to the host they were made for (sessions from before have none and
// no longer sign anyone in), and attempt counters for sign-in and unlock live where every server
// process sees them.
const hardening: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('host', 'text').execute();
    await db.schema
      .createTable('throttles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('last_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('next_allowed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('throttles_by_age').on('throttles').column('last_attempt_at').execute();
  },
};

// Work off the request path: a queue of jobs (leased by workers in any process), the mail outbox
// they send from, and what scheduled publication and trimming look things up by.
const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('website_id', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('run_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
    await db.schema.createIndex('jobs_leases').on('jobs').columns(['state', 'locked_until']).execute();
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('website_id', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('from_address', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('message_id', 'text')
      .addColumn('response', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .execute();
    await db.schema.createIndex('mail_outbox_by_time').on('mail_outbox').column('created_at').execute();
    await db.schema
      .createIndex('mail_outbox_by_site')
      .on('mail_outbox')
      .columns(['website_id', 'created_at'])
      .execute();
    // A collection can be scheduled like an item: it is published when this time comes.
    await db.schema.alterTable('collections').addColumn('published_at', 'bigint').execute();
    // The publication sweep reads only what is scheduled; trimming reads client events by age.
    await db.schema
      .createIndex('items_scheduled')
      .on('items')
      .column('published_at')
      .where(sql.ref('publication_state'), '=', sql.lit(2))
      .execute();
    await db.schema
      .createIndex('collections_scheduled')
      .on('collections')
      .column('published_at')
      .where(sql.ref('publication_state'), '=', sql.lit(2))
      .execute();
    await db.schema.createIndex('client_events_by_age').on('client_events').column('created_at').execute();
  },
};

// Site search: the searchable documents and a full-text index over their words, per engine. SQLite:
// an FTS5 table over the words (unicode61, diacritics removed), kept in step by triggers; the
// documents' rowid is an INTEGER PRIMARY KEY so VACUUM cannot renumber what the index points at (the
// unique index still leads with website_id). PostgreSQL: a generated tsvector column ('simple':
// no stemming) with a GIN index. The documents are filled by search/service.ts: on start for sites
// made before this migration (ensureSearchIndex), then as content changes.
const search: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`
        CREATE TABLE search_documents (
          website_id text NOT NULL REFERENCES websites (id) ON DELETE CASCADE,
          collection_id text NOT NULL,
          item_id text NOT NULL DEFAULT '',
          title text NOT NULL,
          body text NOT NULL,
          title_words text NOT NULL,
          body_words text NOT NULL,
          tsv tsvector GENERATED ALWAYS AS (
            setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', body_words), 'D')
          ) STORED,
          CONSTRAINT search_documents_pk PRIMARY KEY (website_id, collection_id, item_id),
          CONSTRAINT search_documents_collection FOREIGN KEY (website_id, collection_id)
            REFERENCES collections (website_id, id) ON DELETE CASCADE
        )`.execute(db);
      await sql`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)`.execute(db);
      return;
    }
    await sql`
      CREATE TABLE search_documents (
        doc integer PRIMARY KEY,
        website_id text NOT NULL REFERENCES websites (id) ON DELETE CASCADE,
        collection_id text NOT NULL,
        item_id text NOT NULL DEFAULT '',
        title text NOT NULL,
        body text NOT NULL,
        title_words text NOT NULL,
        body_words text NOT NULL,
        CONSTRAINT search_documents_key UNIQUE (website_id, collection_id, item_id),
        CONSTRAINT search_documents_collection FOREIGN KEY (website_id, collection_id)
          REFERENCES collections (website_id, id) ON DELETE CASCADE
      )`.execute(db);
    await sql`
      CREATE VIRTUAL TABLE search_fts USING fts5(
        website_id, title_words, body_words,
        content = 'search_documents', content_rowid = 'doc',
        tokenize = 'unicode61 remove_diacritics 2'
      )`.execute(db);
    await sql`
      CREATE TRIGGER search_documents_insert AFTER INSERT ON search_documents BEGIN
        INSERT INTO search_fts (rowid, website_id, title_words, body_words)
        VALUES (new.doc, new.website_id, new.title_words, new.body_words);
      END`.execute(db);
    await sql`
      CREATE TRIGGER search_documents_delete AFTER DELETE ON search_documents BEGIN
        INSERT INTO search_fts (search_fts, rowid, website_id, title_words, body_words)
        VALUES ('delete', old.doc, old.website_id, old.title_words, old.body_words);
      END`.execute(db);
    await sql`
      CREATE TRIGGER search_documents_update AFTER UPDATE ON search_documents BEGIN
        INSERT INTO search_fts (search_fts, rowid, website_id, title_words, body_words)
        VALUES ('delete', old.doc, old.website_id, old.title_words, old.body_words);
        INSERT INTO search_fts (rowid, website_id, title_words, body_words)
        VALUES (new.doc, new.website_id, new.title_words, new.body_words);
      END`.execute(db);
  },
};

// Blocks version 2: a layout is a list of sections, and it carries a version that every save names
// and raises (compare-and-set, so no save overwrites one it did not see). Each existing layout becomes
// one section with the default settings (today's look) holding its blocks, marked as version 1 of
// their types' data; the code migrates block data when it reads and saves it. The settings are
// written out here rather than imported: a migration must not change when the code does.
interface LegacyLayoutRow {
  website_id: string;
  id: string;
  blocks: string;
}
interface MigratingDatabase {
  layouts: LegacyLayoutRow & { sections: string; version: number };
}
const LAYOUT_BATCH = 500;

function legacyBlocksToSections(blocksJson: string): string {
  let blocks: unknown;
  try {
    blocks = JSON.parse(blocksJson);
  } catch {
    blocks = [];
  }
  const list = Array.isArray(blocks) ? blocks : [];
  return JSON.stringify([
    {
      id: 'section-1',
      background: { kind: 'none' },
      theme: 'light',
      width: 'wide',
      padding: 'medium',
      blocks: list.map((block) =>
        typeof block === 'object' && block !== null ? { ...block, version: 1 } : block,
      ),
    },
  ]);
}

const sections: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as unknown as Kysely<MigratingDatabase>;
    await db.schema
      .alterTable('layouts')
      .addColumn('sections', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('layouts')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    // In batches, in key order, so a large installation is never held in memory at once.
    let after: { website_id: string; id: string } | null = null;
    for (;;) {
      const cursor: { website_id: string; id: string } | null = after;
      const rows: LegacyLayoutRow[] = await db
        .selectFrom('layouts')
        .select(['website_id', 'id', 'blocks'])
        .$if(cursor !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb('website_id', '>', cursor?.website_id ?? ''),
              eb.and([eb('website_id', '=', cursor?.website_id ?? ''), eb('id', '>', cursor?.id ?? '')]),
            ]),
          ),
        )
        .orderBy('website_id')
        .orderBy('id')
        .limit(LAYOUT_BATCH)
        .execute();
      for (const row of rows) {
        await db
          .updateTable('layouts')
          .set({ sections: legacyBlocksToSections(row.blocks) })
          .where('website_id', '=', row.website_id)
          .where('id', '=', row.id)
          .execute();
      }
      const last = rows.at(-1);
      if (!last || rows.length < LAYOUT_BATCH) break;
      after = { website_id: last.website_id, id: last.id };
    }
    await db.schema.alterTable('layouts').dropColumn('blocks').execute();
  },
};

// Drafts, revisions and the trash: the editor saves a layout's draft beside what visitors see, every
// publication keeps a revision, and a page moved to the trash remembers when (a job purges it).
const drafts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('layouts').addColumn('draft_sections', 'text').execute();
    await db.schema.alterTable('layouts').addColumn('draft_updated_at', 'bigint').execute();
    await db.schema
      .createTable('layout_revisions')
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.notNull())
      .addColumn('sections', 'text', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .addColumn('published_by', 'text')
      .addPrimaryKeyConstraint('layout_revisions_pk', ['website_id', 'id'])
      .execute();
    await db.schema
      .createIndex('layout_revisions_by_layout')
      .on('layout_revisions')
      .columns(['website_id', 'layout_id', 'published_at'])
      .execute();
    await db.schema.alterTable('collections').addColumn('deleted_at', 'bigint').execute();
    await db.schema
      .createIndex('collections_in_trash')
      .on('collections')
      .columns(['publication_state', 'deleted_at'])
      .execute();
  },
};

/** The asset library: a file's display name (renaming it keeps its /s/ address, which blocks hold). */
const assetsLibrary: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('assets')
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`UPDATE assets SET title = name`.execute(db);
  },
};

/**
 * The pages panel: the navigation is saved whole, naming the version it started from, so of two
 * owners reordering at once the second is told instead of undoing the first.
 */
const pagesPanel: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per site, made on its first navigation change; no row reads as version 1.
    await createSiteOwnedTable(
      db,
      'navigation_versions',
      (t) => t.addColumn('version', 'integer', (c) => c.notNull()),
      {
        primaryKey: [],
      },
    );
  },
};

// Blog posts' tags and categories: one row per post and name, keyed by the name's lower case (one
// tag whatever its case), so a tag page reads its posts by index rather than every post's JSON;
// and a post moved to the trash remembers since when, as a page does.
const blog: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'item_terms',
      (t) =>
        t
          .addColumn('item_id', 'text', (c) => c.notNull())
          .addColumn('collection_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('term_key', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          // A post's terms go with it (a purged blog deletes its items, and so their terms).
          .addForeignKeyConstraint(
            'item_terms_item',
            ['website_id', 'item_id'],
            'items',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
      { primaryKey: ['item_id', 'kind', 'term_key'] },
    );
    await createSiteOwnedIndex(db, 'item_terms', 'item_terms_by_term', ['collection_id', 'kind', 'term_key']);
    // A post in the trash remembers since when, as pages do (0006).
    await db.schema.alterTable('items').addColumn('deleted_at', 'bigint').execute();
  },
};

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_hardening': hardening,
  '0003_search': search,
  '0004_sections': sections,
  '0005_jobs': jobs,
  '0006_drafts': drafts,
  '0007_assets': assetsLibrary,
  '0008_pages_panel': pagesPanel,
  '0009_blog': blog,
  '0010_forms': forms,
  '0011_newsletters': newsletters,
  '0012_commerce_catalogue': commerceCatalogue,
  '0013_commerce_payments': commercePayments,
  '0014_commerce_orders': commerceOrders,
  '0015_consent': consent,
  '0016_commerce_downloads': commerceDownloads,
  '0017_census': census,
  '0019_census_performance': censusPerformance,
  '0020_census_dashboard': censusDashboard,
  '0021_experiments': experiments,
  '0022_census_web_vitals': censusWebVitals,
  '0026_comments': comments,
  '0027_census_web_vital_totals': censusWebVitalTotals,
  '0028_contributors': contributors,
  '0029_members': members,
  '0030_census_web_vital_buckets': censusWebVitalBuckets,
  '0031_asset_placeholders': assetPlaceholders,
  '0032_member_password_resets': memberPasswordResets,
  '0033_census_visits_by_day': censusVisitsByDay,
  '0034_form_submissions_held': formSubmissionsHeld,
  '0035_asset_members_only': assetMembersOnly,
  '0036_census_editor_events': censusEditorEvents,
  '0037_website_plans': websitePlans,
  '0038_asset_processing': assetProcessing,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Names compare as code units: Kysely's default, localeCompare, would have every process read ICU's
// collation data at start to order names that are ASCII.
const nameComparator = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  await check(new Migrator({ db, provider, nameComparator }).migrateToLatest());
}

/** For tests of a migration: the database as it was just before it. */
export async function migrateUpTo(db: Kysely<unknown>, name: string): Promise<void> {
  await check(new Migrator({ db, provider, nameComparator }).migrateTo(name));
}

async function check(run: ReturnType<Migrator['migrateToLatest']>): Promise<void> {
  const { error, results } = await run;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
