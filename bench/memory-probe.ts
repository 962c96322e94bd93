// `npx tsx bench/memory-probe.ts`: the server's memory under the load an internet probe sends, and
// how much of it comes back once the load stops. Figures, never pass/fail.
//
// The server runs as `npm start` runs it (after `npm run build`: its node flags, the built entry and
// the environment it sets, e2e/support/production-command.ts), with no launcher in between, so the
// pid measured is the one that serves, and bench/memory-hooks.ts preloaded (through tsx) for heap
// figures.
// Resident memory is read from /proc: idle before, every second of the load, and after an idle pause.
//
// Environment: PROBE_SECONDS (30), PROBE_CONNECTIONS (200), PROBE_IDLE_SECONDS (45), LOG_LEVEL (warn),
// PROBE_MIX ("pages=50,search=10,..."; kinds below), PROBE_SNAPSHOTS=DIR (heap snapshots before and
// after; taking one costs memory itself, so the RSS figures of such a run are not comparable),
// PROBE_NODE_ARGS (extra node flags), PROBE_OUT=FILE (append the summary as one JSON line), PROBE_LABEL.
// Anything else in the environment reaches the server (e.g. TESSERA_PAGE_CACHE_MB, MALLOC_ARENA_MAX).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../e2e/support/free-port.ts';
import { productionEnv, productionNodeArgs } from '../e2e/support/production-command.ts';
import { DEMO_PAGES } from './demo-pages.ts';
import { residentMemory } from './resident-memory.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.PROBE_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.PROBE_CONNECTIONS ?? 200);
const IDLE_SECONDS = Number(process.env.PROBE_IDLE_SECONDS ?? 45);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
const SNAPSHOT_DIR = process.env.PROBE_SNAPSHOTS;
const WORDS = [
  'plum',
  'mug',
  'glaze',
  'kiln',
  'fern',
  'bowl',
  'studio',
  'shipping',
  'vase',
  'ash',
  'wholesale',
];
const SCANNER_PATHS = ['/wp-login.php', '/.env', '/admin', '/.git/config', '/xmlrpc.php', '/phpmyadmin/'];

// What a probe sends, by weight. `variants` are real pages under another spelling (/ABOUT,
// /%61bout, //about): the site answers them, so each spelling is a page of its own.
const MIX: Record<string, number> = {
  pages: 45,
  variants: 5,
  search: 10,
  notFound: 15,
  unknownHost: 10,
  login: 10,
  loginNoCrumb: 5,
  ...Object.fromEntries(
    (process.env.PROBE_MIX ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [kind, weight] = pair.split('=');
        return [kind, Number(weight)];
      }),
  ),
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const token = (bytes = 6) => randomBytes(bytes).toString('hex');

function kindOf(): string {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  let roll = Math.random() * total;
  for (const [kind, weight] of Object.entries(MIX)) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'pages';
}

function variantOf(path: string): string {
  const spelled = [...path].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('');
  const letter = [...spelled].findIndex((c) => /[a-z]/i.test(c));
  if (Math.random() < 0.3 && letter > 0)
    return `${spelled.slice(0, letter)}%${spelled.charCodeAt(letter).toString(16)}${spelled.slice(letter + 1)}`;
  return Math.random() < 0.2 ? `/${spelled}` : spelled;
}

interface Context {
  kind?: string;
  crumb?: string;
}

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function requestFor(kind: string, demoHost: string, appDomain: string, context: Context): Request {
  const gzip: Record<string, string> = Math.random() < 0.5 ? { 'accept-encoding': 'gzip, deflate, br' } : {};
  switch (kind) {
    case 'variants':
      return { method: 'GET', path: variantOf(pick(DEMO_PAGES)), headers: { host: demoHost, ...gzip } };
    case 'search':
      return {
        method: 'GET',
        path: `/search?q=${encodeURIComponent(`${pick(WORDS)} ${Math.random() < 0.5 ? pick(WORDS) : token(3)}`)}`,
        headers: { host: demoHost, ...gzip },
      };
    case 'notFound':
      return {
        method: 'GET',
        path:
          Math.random() < 0.3
            ? pick(SCANNER_PATHS)
            : `/${token(4)}${Math.random() < 0.5 ? `/${token(3)}` : ''}`,
        headers: { host: demoHost, ...gzip },
      };
    case 'unknownHost':
      return {
        method: 'GET',
        path: pick(DEMO_PAGES),
        headers: { host: Math.random() < 0.5 ? `${token(5)}.example.net` : `${token(5)}.${appDomain}` },
      };
    case 'login':
    case 'loginNoCrumb': {
      const crumb = kind === 'login' ? context.crumb : undefined;
      return {
        method: 'POST',
        path: crumb ? `/api/auth/Login?crumb=${encodeURIComponent(crumb)}` : '/api/auth/Login',
        headers: {
          host: demoHost,
          'content-type': 'application/json',
          ...(crumb ? { cookie: `crumb=${crumb}` } : {}),
        },
        body: JSON.stringify({ email: `probe-${token(5)}@example.com`, password: token(8) }),
      };
    }
    default:
      return { method: 'GET', path: pick(DEMO_PAGES), headers: { host: demoHost, ...gzip } };
  }
}

/**
 * Resident anonymous memory by owner, from /proc/PID/smaps: glibc's per-thread malloc arenas (64 MB
 * aligned reservations), the main thread's malloc heap ([heap]), and the rest (V8's heap pages and
 * any allocation large enough for malloc to map on its own).
 */
function anonymousByOwner(pid: number): { arenasMb: number; brkMb: number; otherMb: number } {
  const ARENA = 64 * 1024 * 1024;
  const totals = { arenasMb: 0, brkMb: 0, otherMb: 0 };
  let current: { start: number; name: string; rss: number } | undefined;
  const flush = () => {
    if (!current) return;
    const key =
      current.name === '[heap]'
        ? 'brkMb'
        : current.start % ARENA === 0 && !current.name
          ? 'arenasMb'
          : current.name
            ? undefined
            : 'otherMb';
    if (key) totals[key] += current.rss / 1024;
  };
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (mapping) {
      flush();
      const name = mapping[2] === '0' ? (mapping[3] ?? '') : 'file';
      current = { start: Number.parseInt(mapping[1] ?? '0', 16), name, rss: 0 };
    } else if (line.startsWith('Rss:') && current) current.rss = Number(/\d+/.exec(line)?.[0] ?? 0);
  }
  flush();
  const mb = (n: number) => Math.round(n * 10) / 10;
  return { arenasMb: mb(totals.arenasMb), brkMb: mb(totals.brkMb), otherMb: mb(totals.otherMb) };
}

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** fetch() drops a Host header; the sites are told apart by Host, so use node:http. */
function get(port: number, path: string, host: string): Promise<{ status: number; crumb?: string }> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, headers: { host } }, (response) => {
      response.resume();
      const cookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('crumb='));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, crumb: cookie?.slice(6).split(';')[0] }),
      );
    })
      .on('error', reject)
      .end();
  });
}

type MemoryReport = Record<string, unknown> & { heapUsed: number; rss: number; external: number };

async function memoryReport(
  server: ChildProcess,
  file: string,
  signal: NodeJS.Signals,
): Promise<MemoryReport> {
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);
  const before = lines().length;
  server.kill(signal);
  const wanted = signal === 'SIGWINCH' ? 2 : 1; // the figures, then `done` once the snapshot is written
  await waitFor('memory report', () => (lines().length >= before + wanted ? true : undefined), 300_000);
  return JSON.parse(lines()[before] ?? '{}');
}

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-memory-'));
const port = await freePort();
const appDomain = `localhost:${port}`;
const demoHost = `demo.${appDomain}`;
const logFile = join(dataDir, 'server.log');
const reportFile = join(dataDir, 'memory.jsonl');
const logFd = openSync(logFile, 'a');
const server = spawn(
  process.execPath,
  [
    ...(process.env.PROBE_NODE_ARGS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    '--import',
    './bench/memory-hooks.ts',
    ...productionNodeArgs(),
  ],
  {
    cwd: ROOT,
    env: {
      ...process.env,
      ...productionEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_DOMAIN: appDomain,
      TESSERA_ADMIN_PASSWORD: 'probe-password',
      // One process: the probe reads the memory of the one that serves (its hooks run there).
      WORKERS: '1',
      LOG_LEVEL,
      MEMORY_REPORT_FILE: reportFile,
      ...(SNAPSHOT_DIR ? { MEMORY_SNAPSHOT_DIR: SNAPSHOT_DIR } : {}),
    },
    // The log goes to a file, as under a process manager: a pipe nobody drains would stall it.
    stdio: ['ignore', logFd, logFd],
  },
);
closeSync(logFd);
const pid = server.pid ?? 0;

try {
  await waitFor('the server', () => {
    if (server.exitCode !== null) throw new Error(`server exited:\n${readFileSync(logFile, 'utf8')}`);
    return /Tessera is running/.test(readFileSync(logFile, 'utf8')) ? true : undefined;
  });
  for (const path of DEMO_PAGES) await get(port, path, demoHost);
  await sleep(5000);
  const esbuild = childrenOf(pid);
  const idle = {
    ...residentMemory(pid),
    native: anonymousByOwner(pid),
    heap: await memoryReport(server, reportFile, 'SIGUSR2'),
  };
  if (SNAPSHOT_DIR) await memoryReport(server, reportFile, 'SIGWINCH');

  const statuses: Record<string, Record<number, number>> = {};
  const count = (kind: string, status: number) => {
    const byStatus = statuses[kind] ?? {};
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    statuses[kind] = byStatus;
  };
  const cycle = 20; // requests per connection before it starts over with a fresh crumb
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(residentMemory(pid).rssMb), 1000);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        path: '/',
        headers: { host: demoHost },
        onResponse: (status: number, _body: string, context: Context, headers: Record<string, unknown>) => {
          count('crumb', status);
          const cookies = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
          context.crumb = cookies
            .find((c) => c.startsWith('crumb='))
            ?.slice(6)
            .split(';')[0];
        },
      },
      ...Array.from({ length: cycle - 1 }, () => ({
        setupRequest: (defaults: Record<string, unknown>, context: Context) => {
          context.kind = kindOf();
          return { ...defaults, ...requestFor(context.kind, demoHost, appDomain, context) };
        },
        onResponse: (status: number, _body: string, context: Context) => count(context.kind ?? '?', status),
      })),
    ],
  });
  clearInterval(sampler);
  const loaded = {
    ...residentMemory(pid),
    peakRssMb: Math.max(...samples),
    heap: await memoryReport(server, reportFile, 'SIGUSR2'),
  };
  await sleep(IDLE_SECONDS * 1000);
  const after = {
    ...residentMemory(pid),
    native: anonymousByOwner(pid),
    heap: await memoryReport(server, reportFile, 'SIGUSR2'),
  };
  const afterGc = await memoryReport(server, reportFile, 'SIGWINCH');
  await sleep(1000);
  const afterGcRss = { ...residentMemory(pid), native: anonymousByOwner(pid) };

  const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
  const summary = {
    date: new Date().toISOString(),
    logLevel: LOG_LEVEL,
    seconds: SECONDS,
    connections: CONNECTIONS,
    idleSeconds: IDLE_SECONDS,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...productionEnv() }).filter(([k]) =>
        /^(TESSERA_PAGE_CACHE|MALLOC_|PROBE_NODE_ARGS|PROBE_MIX|PROBE_LABEL)/.test(k),
      ),
    ),
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    // afterGc: once a full collection has run (and, with PROBE_SNAPSHOTS, a snapshot been written)
    rssMb: {
      idle: idle.rssMb,
      endOfLoad: loaded.rssMb,
      peak: loaded.peakRssMb,
      afterIdle: after.rssMb,
      afterGc: afterGcRss.rssMb,
    },
    anonMb: { idle: idle.anonMb, endOfLoad: loaded.anonMb, afterIdle: after.anonMb },
    anonByOwnerMb: { idle: idle.native, afterIdle: after.native, afterGc: afterGcRss.native },
    heapUsedMb: {
      idle: mb(idle.heap.heapUsed),
      endOfLoad: mb(loaded.heap.heapUsed),
      afterIdle: mb(after.heap.heapUsed),
      afterGc: mb(afterGc.heapUsed),
    },
    externalMb: {
      idle: mb(idle.heap.external),
      afterIdle: mb(after.heap.external),
      afterGc: mb(afterGc.external),
    },
    heapTotalMb: { idle: mb(Number(idle.heap.heapTotal)), afterIdle: mb(Number(after.heap.heapTotal)) },
    // [used, committed] KB per V8 space, idle before and after
    spacesKb: { idle: idle.heap.spacesKb, afterIdle: after.heap.spacesKb },
    esbuildRssMb: esbuild.map((child) => (existsSync(`/proc/${child}`) ? residentMemory(child).rssMb : 0)),
    logBytes: statSync(logFile).size,
    // What the server's bounded log stream reports having dropped while its output lagged
    logLinesDropped: [...readFileSync(logFile, 'utf8').matchAll(/"msg":"(\d+) log lines dropped/g)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    ),
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  if (process.env.PROBE_OUT) appendFileSync(process.env.PROBE_OUT, `${JSON.stringify(summary)}\n`);
} finally {
  server.kill('SIGTERM');
  await Promise.race([new Promise((r) => server.once('exit', r)), sleep(5000)]);
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
