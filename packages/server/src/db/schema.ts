// The Database Kysely is typed with, assembled from the features' tables: each feature declares its
// tables in its own tables.ts, beside the repository that alone writes them. Importing those types is
// the one import db/ makes of feature folders (layering.test.ts). Every site-owned table leads its key
// with website_id so one PostgreSQL can later be distributed by site. Times are UTC milliseconds;
// booleans are 0/1 integers and JSON is stored as text, so the same SQL runs on SQLite and PostgreSQL.
import type { Selectable } from 'kysely';
import type { AssetsTables } from '../assets/tables.ts';
import type { BillingTables } from '../billing/tables.ts';
import type { CensusTables } from '../census/tables.ts';
import type { CommentsTables } from '../comments/tables.ts';
import type { CartTables } from '../commerce/cart/tables.ts';
import type { CatalogueTables } from '../commerce/catalogue/tables.ts';
import type { CouponsTables } from '../commerce/coupons/tables.ts';
import type { OrdersTables } from '../commerce/orders/tables.ts';
import type { PaymentsTables } from '../commerce/payments/tables.ts';
import type { StoreTables } from '../commerce/store/tables.ts';
import type { ConsentTables } from '../consent/tables.ts';
import type { ContentTables } from '../content/tables.ts';
import type { ContributorsTables } from '../contributors/tables.ts';
import type { EventsTables } from '../events/tables.ts';
import type { ExperimentsTables } from '../experiments/tables.ts';
import type { FormsTables } from '../forms/tables.ts';
import type { IdentityTables } from '../identity/tables.ts';
import type { JobsTables } from '../jobs/tables.ts';
import type { MailTables } from '../mail/tables.ts';
import type { MembersTables } from '../members/tables.ts';
import type { NewslettersTables } from '../newsletters/tables.ts';
import type { SearchTables } from '../search/tables.ts';
import type { SiteDesignTables } from '../site-design/tables.ts';
import type { SystemTables } from '../system/tables.ts';
import type { ThrottleTables } from '../throttle/tables.ts';
import type { WebsitesTables } from '../websites/tables.ts';

export interface Database
  extends AssetsTables,
    BillingTables,
    CensusTables,
    CommentsTables,
    CartTables,
    CatalogueTables,
    CouponsTables,
    OrdersTables,
    PaymentsTables,
    StoreTables,
    ConsentTables,
    ContentTables,
    ContributorsTables,
    EventsTables,
    ExperimentsTables,
    FormsTables,
    IdentityTables,
    JobsTables,
    MailTables,
    MembersTables,
    NewslettersTables,
    SearchTables,
    SiteDesignTables,
    SystemTables,
    ThrottleTables,
    WebsitesTables {}

// The rows every layer names (a request's site, its signed-in account or member, the collection and
// item a path reaches): derived here, so http/ and the shared helpers need not import a feature.
export type Website = Selectable<Database['websites']>;
export type Account = Selectable<Database['accounts']>;
export type SiteMember = Selectable<Database['site_members']>;
export type Collection = Selectable<Database['collections']>;
export type Item = Selectable<Database['items']>;
