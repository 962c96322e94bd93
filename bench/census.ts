// The census's ingest (issue 12, section 5): page views posted to RecordHit as the runtime sends them,
// on SQLite and on PostgreSQL (a throwaway cluster with PostgreSQL's default durability), at one
// process per core as `npm start` runs. Interleaved in rounds with the cached page, the same way:
// the page alone, the hits alone, the hits at four times the connections (the batches grow with
// them), then both at once (half the connections each), so the table shows what tracking costs the
// pages. After the rounds the census_hits rows are counted: hits written per second of load is the
// ingest figure. A hit is answered 204 only once written (group commit), so
// written is never below answered; a full buffer answers 429, counted among the errors.
// Each run also counts the CPU time the serving processes used (user and system, /proc), per request
// answered: on a machine shared with other work the rates move with the load, the CPU a request
// costs much less. A run of hits from a bot's user agent (parsed, validated, answered, not written)
// splits a hit's cost between the route and the write. BENCH_CENSUS_SERVER=DIR measures the server
// built in another checkout (its packages/server/dist), for a before-and-after table.
import { type ChildProcess, execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freePort } from '../e2e/support/free-port.ts';
import { productionEnv, productionNodeArgs } from '../e2e/support/production-command.ts';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../packages/server/test/throwaway-postgres.ts';
import { type LoadResult, load, loadAlongside, median, type Target } from './load.ts';
import { ROOT, servingPids, start, stop } from './processes.ts';
import { fetchRaw } from './wire.ts';

/** A person's browser: the census counts no bot, and isbot takes autocannon's own agent for one. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A user agent isbot knows: the census answers its hits and writes none. */
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
const SERVER_ROOT = process.env.BENCH_CENSUS_SERVER ?? ROOT;
const HEAVY_LOAD = 4;

type Engine = 'SQLite' | 'PostgreSQL';

/** A run's requests per second, and the serving processes' CPU time per request answered (µs). */
interface Run extends LoadResult {
  cpuUs: number;
}

interface Round {
  pagesAlone: Run;
  hitsAlone: Run;
  /**
   * The hits at HEAVY_LOAD times the connections: a site with this much traffic has many more browsers
   * than 50 at once, and the primary's batches grow with them (docs/performance.md, "The writer alone, and PostgreSQL's batch as JSON": 100–200 connections answered the most).
   */
  heavyHits: Run;
  /** RecordHit from a bot: the whole route, nothing written */
  botHits: Run;
  /** The same answer from memory by bare node:http: what this machine allows at most */
  limit: Run;
  pagesTogether: LoadResult;
  hitsTogether: LoadResult;
}

interface EngineFigures {
  engine: Engine;
  connections: number;
  rounds: Round[];
  answered: number;
  written: number;
  hitSeconds: number;
}

interface HitLoad extends LoadResult {
  total: number;
}

/** CPU time (user and system) of a server's processes (its primary and workers), in microseconds. */
function cpuUsOf(pid: number): number {
  let ticks = 0;
  for (const serving of new Set([pid, ...servingPids(pid)])) {
    // Fields after the command's name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${serving}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * (1e6 / CLOCK_TICKS);
}

/** Linux's clock ticks per second, in which /proc counts CPU time */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** A load run with the CPU time the server under `pid` used per request answered. */
async function measured<R extends LoadResult>(pid: number, total: (r: R) => number, run: () => Promise<R>) {
  const before = cpuUsOf(pid);
  const result = await run();
  return { ...result, cpuUs: Math.round((cpuUsOf(pid) - before) / Math.max(1, total(result))) };
}

/** wrk, when installed (Debian's package): the hits' load generator in C rather than autocannon. */
const WRK = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing program throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();

/** Which program loads RecordHit, for the report. */
export const HIT_LOAD_GENERATOR = WRK ? 'wrk' : 'autocannon';

async function hitLoad(
  base: string,
  host: string,
  websiteId: string,
  seconds: number,
  connections: number,
  userAgent = BROWSER,
): Promise<HitLoad> {
  if (WRK) return wrkHitLoad(base, host, websiteId, seconds, connections, userAgent);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'bench/census-load.mjs'),
      base,
      host,
      websiteId,
      String(connections),
      String(seconds),
      userAgent,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as HitLoad;
}

/** wrk's latency ('812.00us', '1.20ms', '2.01s') in milliseconds. */
function wrkMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Math.round(Number(match[1]) * scale * 10) / 10;
}

/** The same load by wrk (bench/census-load.lua), read from its report. */
async function wrkHitLoad(
  base: string,
  host: string,
  websiteId: string,
  seconds: number,
  connections: number,
  userAgent: string,
): Promise<HitLoad> {
  const { stdout } = await promisify(execFile)(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '-s',
      join(ROOT, 'bench/census-load.lua'),
      base,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CENSUS_HOST: host, CENSUS_SITE: websiteId, CENSUS_AGENT: userAgent },
    },
  );
  const total = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrors = socket ? socket.slice(1).reduce((n, count) => n + Number(count), 0) : 0;
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0)),
    total,
    p50: wrkMs(/\s50%\s+(\S+)/.exec(stdout)?.[1]),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(stdout)?.[1]),
    errors: non2xx + socketErrors,
  };
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
        ...productionEnv(),
        PORT: String(port),
        DATA_DIR: dataDir,
        TESSERA_ADMIN_PASSWORD: 'bench-password',
        WORKERS: String(availableParallelism()),
        TRUST_PROXY: 'true',
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      },
      /Tessera is running/,
      SERVER_ROOT,
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
    const pid = server.pid ?? 0;
    const hitsOf = (r: HitLoad) => r.total - r.errors;
    for (let round = 0; round < options.rounds; round++) {
      const pagesAlone = await measured(
        pid,
        (r) => r.rps * seconds,
        async () => load(cached, seconds, connections),
      );
      const hitsAlone = await measured(pid, hitsOf, () =>
        hitLoad(base, host, websiteId, seconds, connections),
      );
      const heavyHits = await measured(pid, hitsOf, () =>
        hitLoad(base, host, websiteId, seconds, connections * HEAVY_LOAD),
      );
      const botHits = await measured(pid, hitsOf, () =>
        hitLoad(base, host, websiteId, seconds, connections, BOT),
      );
      const limitAlone = await measured(limit.server.pid ?? 0, hitsOf, () =>
        hitLoad(limit.base, host, websiteId, seconds, connections),
      );
      const [pagesTogether, hitsTogether] = await Promise.all([
        loadAlongside(cached, seconds, half),
        hitLoad(base, host, websiteId, seconds, half),
      ]);
      answered += hitsOf(hitsAlone) + hitsOf(heavyHits) + hitsOf(hitsTogether);
      rounds.push({
        pagesAlone,
        hitsAlone,
        heavyHits,
        botHits,
        limit: limitAlone,
        pagesTogether,
        hitsTogether,
      });
    }
    // Answered hits are written already; the requests in flight when a run ended land meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // One hit more was posted to capture the answer.
    const written = (await countWritten(engine, dataDir, cluster?.url)) - 1;
    return { engine, connections, rounds, answered, written, hitSeconds: 3 * seconds * options.rounds };
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
  const cpu = (pick: (r: Round) => Run) => median(f.rounds.map((r) => pick(r).cpuUs));
  const cores = availableParallelism();
  /** Requests a second the machine's cores would answer at this CPU cost, the load generator aside */
  const atMost = (us: number) => fmt((cores * 1e6) / Math.max(1, us));
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
    `| RecordHit at ${f.connections * HEAVY_LOAD} connections, hits answered/s | ${fmt(m((r) => r.heavyHits))} | — |`,
    `| Pages and hits together, requests/s | — | ${fmt(pagesTogether + hitsTogether)} |`,
    `| The limit: the same answer from memory (bare \`node:http\`, as many processes), requests/s | ${fmt(m((r) => r.limit))} | — |`,
    `| RecordHit p50 / p99 (ms) | ${median(f.rounds.map((r) => r.hitsAlone.p50))} / ${median(f.rounds.map((r) => r.hitsAlone.p99))} | ${median(f.rounds.map((r) => r.hitsTogether.p50))} / ${median(f.rounds.map((r) => r.hitsTogether.p99))} |`,
    `| RecordHit at ${f.connections * HEAVY_LOAD} connections, p50 / p99 (ms) | ${median(f.rounds.map((r) => r.heavyHits.p50))} / ${median(f.rounds.map((r) => r.heavyHits.p99))} | — |`,
    `| RecordHit from a bot (the whole route, nothing written), requests/s | ${fmt(m((r) => r.botHits))} | — |`,
    '',
    `| Server CPU per request answered (user + system, all its processes; median of the rounds) | µs | ${cores} cores' worth, requests/s |`,
    '|---|---:|---:|',
    `| RecordHit, a hit written | ${cpu((r) => r.hitsAlone)} | ${atMost(cpu((r) => r.hitsAlone))} |`,
    `| RecordHit at ${f.connections * HEAVY_LOAD} connections, a hit written | ${cpu((r) => r.heavyHits)} | ${atMost(cpu((r) => r.heavyHits))} |`,
    `| RecordHit from a bot: the route without the write | ${cpu((r) => r.botHits)} | ${atMost(cpu((r) => r.botHits))} |`,
    `| Cached \`/about\` | ${cpu((r) => r.pagesAlone)} | ${atMost(cpu((r) => r.pagesAlone))} |`,
    `| The limit (bare \`node:http\`, the same answer) | ${cpu((r) => r.limit)} | ${atMost(cpu((r) => r.limit))} |`,
    '',
    `Hits written to \`census_hits\`: ${fmt(f.written)}, **${fmt(f.written / f.hitSeconds)} per second of load** (${HIT_LOAD_GENERATOR} counted ${fmt(f.answered)} answers: it stops counting at the end of a run while the last requests still land, so a few more are written than it counted; a hit is answered only once written, so fewer would mean an acknowledged hit lost). Errors (non-2xx: 429 from a full buffer, 503 from a refused write) in the hit runs: ${f.rounds.reduce((n, r) => n + r.hitsAlone.errors + r.heavyHits.errors + r.hitsTogether.errors, 0)}.`,
    '',
  ];
}

/** The census section of the report, both engines. */
export async function censusReport(options: { seconds: number; connections: number; rounds: number }) {
  const figures: EngineFigures[] = [];
  for (const engine of ['SQLite', 'PostgreSQL'] as const) figures.push(await measureEngine(engine, options));
  return [
    `### Census ingest (\`bench/census.ts\`: hits loaded by ${HIT_LOAD_GENERATOR}, pages by autocannon; ${options.connections} connections, ${options.seconds} s a run, ${options.rounds} interleaved rounds, ${availableParallelism()} server processes)`,
    '',
    ...figures.flatMap(engineTable),
  ];
}
