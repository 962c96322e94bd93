// The census's write alone, in process, without HTTP: writeHits on a copy of a server's SQLite file
// (WAL, on disk, as the server writes it), 20,000 generated hits at each batch size, with the CPU per
// hit (process.cpuUsage) and the time of each SQL statement per hit. It says what the single SQLite
// writer allows at most, and which statement of the write costs what (docs/performance.md, "Time-ordered
// ids, wrk"). RANDOM_IDS=1 gives the hits random ids instead of time-ordered ones, for comparison.
//   npx tsx bench/census-write.ts DATA_DIR/tessera.sqlite WEBSITE_ID   (stop the server first)
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { type HitRow, writeHits } from '../packages/server/src/census/repository.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { newId, timeOrderedId } from '../packages/server/src/db/ids.ts';

const [file, websiteId] = process.argv.slice(2);
if (!file || !websiteId) throw new Error('usage: tsx bench/census-write.ts SQLITE_FILE WEBSITE_ID');
const RANDOM_IDS = process.env.RANDOM_IDS === '1';
const HITS_PER_SIZE = 20_000;

/** Milliseconds spent in each statement (its SQL's start), timed around better-sqlite3's calls. */
const spent = new Map<string, number>();
type Statement = Record<string, (...args: unknown[]) => unknown>;
const prototype = (Database as unknown as { prototype: { prepare(sql: string): Statement } }).prototype;
const prepare = prototype.prepare;
prototype.prepare = function timedPrepare(this: unknown, sql: string) {
  const statement = prepare.call(this, sql);
  const key = sql.replace(/\s+/g, ' ').slice(0, 60);
  for (const method of ['run', 'all', 'get']) {
    const original = statement[method];
    if (!original) continue;
    statement[method] = (...args: unknown[]) => {
      const start = performance.now();
      try {
        return original.apply(statement, args);
      } finally {
        spent.set(key, (spent.get(key) ?? 0) + performance.now() - start);
      }
    };
  }
  return statement;
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const visitors = Array.from({ length: 5000 }, () => ({ hash: hex(16), visit: newId(), id: newId() }));
let made = 0;

/** A browser's page view, as RecordHit stores one: 5,000 visitors over 400 pages. */
function hit(): HitRow {
  made++;
  const visitor = visitors[(made * 7919) % visitors.length] as (typeof visitors)[number];
  const now = Date.now();
  return {
    website_id: websiteId as string,
    id: RANDOM_IDS ? newId() : timeOrderedId(now),
    created_at: now,
    day: new Date(now).toISOString().slice(0, 10),
    event_type: 1,
    path: `/page-${made % 400}`,
    query_string: '',
    title: 'About',
    referrer: 'https://search.example/',
    visitor_hash: visitor.hash,
    visitor_id: visitor.id,
    visit_id: visitor.visit,
    begins_visit: made % 3 === 0 ? 1 : 0,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0',
    locale: 'en-US',
    viewport: '1280x720',
    screen: '1920x1080',
    collection_id: null,
    item_id: null,
    record_type: null,
    browser: 'Chrome',
    os: 'Linux',
    device: 'desktop',
    country: 'DE',
    source: 'search',
    referrer_host: 'search.example',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
  };
}

const db = await openDatabase({ sqliteFile: file });
for (const size of [16, 64, 256, 500]) {
  const batches = Math.ceil(HITS_PER_SIZE / size);
  const hits = batches * size;
  spent.clear();
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  for (let batch = 0; batch < batches; batch++) await writeHits(db, Array.from({ length: size }, hit));
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - start) / 1000;
  const cpuPerHit = (cpu.user + cpu.system) / hits;
  console.log(
    `${size} hits a batch: ${Math.round(hits / seconds)} hits/s, ${cpuPerHit.toFixed(1)} µs of CPU a hit`,
  );
  for (const [sql, ms] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${((ms * 1000) / hits).toFixed(1).padStart(6)} µs a hit  ${sql}`);
}
await db.destroy();
