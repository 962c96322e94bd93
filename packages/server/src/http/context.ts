import type { AssetStore } from '../assets/store.ts';
import type { CensusEventIngest, CensusIngest } from '../census/ingest.ts';
import type { PerformanceIngest } from '../census/performance/ingest.ts';
import type { ChangeBus } from '../changes/bus.ts';
import type { Db } from '../db/database.ts';
import type { PageCache } from '../render/cache.ts';
import type { HostCache } from '../websites/hosts.ts';
import type { ClientBuilds } from './static.ts';

/** What every route needs, built once by the app factory. */
export interface AppContext {
  db: Db;
  appDomain: string;
  /** Signs crumbs and unlock cookies; stored in the database so every process shares it */
  secret: string;
  assets: AssetStore;
  pageCache: PageCache;
  /** Pages cached per query (search), bounded apart so made-up queries cannot push pages out */
  queryPageCache: PageCache;
  builds: ClientBuilds;
  /** Host → site, remembered briefly; a change reaches it through `changes` (publish, never forget() by hand) */
  hosts: HostCache;
  /** Changes to sites: applied here (cached pages, hosts) and sent to the other processes */
  changes: ChangeBus;
  /** Where third-party captcha tokens are checked when not at the providers' own hosts (tests) */
  captchaVerifyUrls?: Partial<Record<'recaptcha' | 'hcaptcha' | 'turnstile', string>>;
  /** Whether form webhooks may post to private, loopback or link-local addresses (WEBHOOKS_TO_PRIVATE_ADDRESSES) */
  webhooksToPrivateAddresses: boolean;
  /** The census's hit buffer: page views are written from it in batches, off the request path */
  census: CensusIngest;
  /** The census's other events (button, form, overlay, quick view), buffered the same way */
  censusEvents: CensusEventIngest;
  /** Real-user performance records, buffered the same way */
  censusPerformance: PerformanceIngest;
  /** Where Vimeo's oEmbed is asked about a video's account, when not at Vimeo (tests only) */
  vimeoOembedUrl?: string;
  /** Whether owners' editor events are recorded (TESSERA_EDITOR_ANALYTICS; off by default) */
  editorAnalytics: boolean;
  /** Whether JSON answers are checked against their route's schema (routes/register.ts; not in production) */
  checkAnswers: boolean;
  /** The clock attempt throttling reads; tests move it on instead of waiting */
  now: () => number;
}
