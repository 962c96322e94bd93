// The census's ingest (issue 12, section 5): page views posted to RecordHit as the runtime sends them,
// on SQLite and on PostgreSQL (a throwaway cluster with PostgreSQL's default durability), at one
// process per core as `npm start` runs. Interleaved in rounds with the cached page, the same way:
// the page alone, the hits alone, then both at once (half the connections each), so the table shows
// what tracking costs the pages. After the rounds the census_hits rows are counted: hits written per
// second of load is the ingest figure. A hit is answered 204 only once written (group commit), so
// written is never below answered; a full buffer answers 429, counted among the errors.
import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freePort } from '../e2e/support/free-port.ts';
import { productionNodeArgs } from '../e2e/support/production-command.ts';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../packages/server/test/throwaway-postgres.ts';
import { type LoadResult, load, loadAlongside, median, type Target } from './load.ts';
import { ROOT, start, stop } from './processes.ts';
import { fetchRaw } from './wire.ts';

/** A person's browser: the census counts no bot, and isbot takes autocannon's own agent for one. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Engine = 'SQLite' | 'PostgreSQL';

interface Round {
  pagesAlone: LoadResult;
  hitsAlone: LoadResult;
  /** The same answer from memory by bare node:http: what this machine allows at most */
  limit: LoadResult;
  pagesTogether: LoadResult;
  hitsTogether: LoadResult;
}

interface EngineFigures {
  engine: Engine;
  rounds: Round[];
  answered: number;
  written: number;
  hitSeconds: number;
}

interface HitLoad extends LoadResult {
  total: number;
}

async function hitLoad(base: string, host: string, websiteId: string, seconds: number, connections: number) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'bench/census-load.mjs'),
      base,
      host,
      websiteId,
      String(connections),
      String(seconds),
      BROWSER,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as HitLoad;
}

/** Headers node:http writes itself (the limit server's node adds them alike). */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** RecordHit's answer to one hit as the load sends it: its status and headers, for the limit server. */
function recordHitAnswer(
  base: string,
  host: string,
  body: string,
): Promise<{ status: number; headers: string[] }> {
  return new Promise((resolve, reject) => {
    const post = request(`${base}/api/census/RecordHit`, {
      method: 'POST',
      headers: { host, 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    });
    post.on('response', (response) => {
      response.resume();
      const headers: string[] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        const name = response.rawHeaders[i] as string;
        if (!TRANSPORT_HEADERS.has(name.toLowerCase()))
          headers.push(name, response.rawHeaders[i + 1] as string);
      }
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers }));
    });
    post.on('error', reject);
    post.end(body);
  });
}

/** The limit server (bench/census-limit.mjs) answering as RecordHit did, with as many processes. */
async function startLimit(base: string, host: string, websiteId: string) {
  const data = JSON.stringify({ websiteId, url: `http://${host}/about`, userAgent: BROWSER });
  const answer = await recordHitAnswer(base, host, new URLSearchParams({ event: '1', data }).toString());
  if (answer.status !== 204) throw new Error(`RecordHit answered ${answer.status}`);
  const port = await freePort();
  const server = await start(
    process.execPath,
    [
      ...productionNodeArgs().slice(0, -1),
      join(ROOT, 'bench/census-limit.mjs'),
      String(port),
      String(availableParallelism()),
      String(answer.status),
      JSON.stringify(answer.headers),
    ],
    {},
    /listening/,
  );
  return { server, base: `http://127.0.0.1:${port}` };
}

async function countWritten(engine: Engine, dataDir: string, url: string | undefined): Promise<number> {
  if (engine === 'SQLite') {
    const db = new Database(join(dataDir, 'tessera.sqlite'), { readonly: true });
    try {
      return (db.prepare('select count(*) as n from census_hits').get() as { n: number }).n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from census_hits')).rows[0].n);
  } finally {
    await client.end();
  }
}

async function measureEngine(
  engine: Engine,
  options: { seconds: number; connections: number; rounds: number },
): Promise<EngineFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-census-'));
  let cluster: ThrowawayPostgres | undefined;
  let server: ChildProcess | undefined;
  let limitServer: ChildProcess | undefined;
  try {
    if (engine === 'PostgreSQL') cluster = await startThrowawayPostgres({ durable: true });
    const port = await freePort();
    const host = `demo.localhost:${port}`;
    server = await start(
      process.execPath,
      productionNodeArgs(),
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        TESSERA_ADMIN_PASSWORD: 'bench-password',
        WORKERS: String(availableParallelism()),
        TRUST_PROXY: 'true',
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      },
      /Tessera is running/,
    );
    const base = `http://127.0.0.1:${port}`;
    const page = await fetchRaw(`${base}/about`, host);
    const websiteId = /"website":\{"id":"([0-9a-f]{24})"/.exec(page.body.toString())?.[1];
    if (!websiteId) throw new Error('No site id in /about');
    const limit = await startLimit(base, host, websiteId);
    limitServer = limit.server;
    const cached: Target = { url: `${base}/about`, host, headers: { 'user-agent': BROWSER } };
    const { seconds, connections } = options;
    const half = Math.max(1, Math.floor(connections / 2));
    const rounds: Round[] = [];
    let answered = 0;
    for (let round = 0; round < options.rounds; round++) {
      const pagesAlone = load(cached, seconds, connections);
      const hitsAlone = await hitLoad(base, host, websiteId, seconds, connections);
      const limitAlone = await hitLoad(limit.base, host, websiteId, seconds, connections);
      const [pagesTogether, hitsTogether] = await Promise.all([
        loadAlongside(cached, seconds, half),
        hitLoad(base, host, websiteId, seconds, half),
      ]);
      answered += hitsAlone.total - hitsAlone.errors + hitsTogether.total - hitsTogether.errors;
      rounds.push({ pagesAlone, hitsAlone, limit: limitAlone, pagesTogether, hitsTogether });
    }
    // Answered hits are written already; the requests in flight when a run ended land meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // One hit more was posted to capture the answer.
    const written = (await countWritten(engine, dataDir, cluster?.url)) - 1;
    return { engine, rounds, answered, written, hitSeconds: 2 * seconds * options.rounds };
  } finally {
    if (limitServer) await stop(limitServer);
    if (server) await stop(server);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

function engineTable(f: EngineFigures): string[] {
  const m = (pick: (r: Round) => LoadResult) => median(f.rounds.map((r) => pick(r).rps));
  const pagesAlone = m((r) => r.pagesAlone);
  const pagesTogether = m((r) => r.pagesTogether);
  const hitsTogether = m((r) => r.hitsTogether);
  return [
    `#### ${f.engine}`,
    '',
    '| Median of the rounds | Alone (all connections) | Together (half the connections each) |',
    '|---|---:|---:|',
    `| Cached \`/about\`, requests/s | ${fmt(pagesAlone)} | ${fmt(pagesTogether)} |`,
    `| RecordHit, hits answered/s | ${fmt(m((r) => r.hitsAlone))} | ${fmt(hitsTogether)} |`,
    `| Pages and hits together, requests/s | — | ${fmt(pagesTogether + hitsTogether)} |`,
    `| The limit: the same answer from memory (bare \`node:http\`, as many processes), requests/s | ${fmt(m((r) => r.limit))} | — |`,
    `| RecordHit p50 / p99 (ms) | ${median(f.rounds.map((r) => r.hitsAlone.p50))} / ${median(f.rounds.map((r) => r.hitsAlone.p99))} | ${median(f.rounds.map((r) => r.hitsTogether.p50))} / ${median(f.rounds.map((r) => r.hitsTogether.p99))} |`,
    '',
    `Hits written to \`census_hits\`: ${fmt(f.written)}, **${fmt(f.written / f.hitSeconds)} per second of load** (autocannon counted ${fmt(f.answered)} answers: it stops counting at the end of a run while the last requests still land, so a few more are written than it counted; a hit is answered only once written, so fewer would mean an acknowledged hit lost). Errors (non-2xx: 429 from a full buffer, 503 from a refused write) in the hit runs: ${f.rounds.reduce((n, r) => n + r.hitsAlone.errors + r.hitsTogether.errors, 0)}.`,
    '',
  ];
}

/** The census section of the report, both engines. */
export async function censusReport(options: { seconds: number; connections: number; rounds: number }) {
  const figures: EngineFigures[] = [];
  for (const engine of ['SQLite', 'PostgreSQL'] as const) figures.push(await measureEngine(engine, options));
  return [
    `### Census ingest (\`bench/census.ts\`: ${options.connections} connections, ${options.seconds} s a run, ${options.rounds} interleaved rounds, ${availableParallelism()} server processes)`,
    '',
    ...figures.flatMap(engineTable),
  ];
}
