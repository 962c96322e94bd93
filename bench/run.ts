// `npm run bench`: figures for docs/performance.md, never pass/fail (the method is written there).
//  1. Throughput, interleaved in rounds (the limit, a cached page, an uncached 60-block page,
//     /search, the published catalogue's JSON), the median of the rounds, at 1 server process and at
//     one per core, each against its limit: a minimal node:http server sending the same bytes from
//     memory (the cached page's; the catalogue's), run with the same number of processes.
//  2. The uncached 60-block page's latency on one connection to one process (p50, p99).
//  3. Resident memory of the serving processes, idle and after the load; and of every process of a
//     first start (primary, the worker running the jobs, the others) through a first start's work:
//     seeding, a visitor's first look at every page, an owner's sign-in (bench/memory-work.ts).
//     BENCH_ONLY=memory measures only the latter; BENCH_ONLY=serving only 1. and the memory of
//     the serving processes around it.
//  4. HTML and JavaScript per demo page as sent with `Accept-Encoding: br, gzip`, as a new visitor
//     loads it (the cookie banner shown, the popup open, the census and the real-user performance
//     collector, which loads after the load event), against issue 42's budgets (script-budgets.ts:
//     a content page 8 KB in 3 scripts, a gallery or shop page 20 KB; the demo's two other gallery
//     pages too, GALLERY_PAGES). A page over its budget fails the bench (its exit code, after the
//     report is written). BENCH_ONLY=wire measures only this, on one process.
//  5. Lighthouse (mobile) on every demo page.
//  6. The config area: JavaScript loaded signed out, and the time until the editor is ready to edit
//     the 60-block page (Chromium). BENCH_ONLY=editor measures only this, on one process.
//  7. The shop at 100 concurrent buyers, one process per core (bench/commerce.ts): add to cart p50
//     and p99, checkouts completed per second. BENCH_ONLY=commerce measures only this.
//  8. The census's ingest on SQLite and PostgreSQL, interleaved with the cached page
//     (bench/census.ts): hits per second answered and written; then the census's writer alone
//     (bench/census-writer.ts): hits written per second with no HTTP. BENCH_ONLY=census measures
//     only these, BENCH_ONLY=census-writer only the writer.
//  BENCH_ONLY=dashboard: the census dashboard's queries over a year of one site (bench/dashboard.ts),
//     on SQLite and PostgreSQL; not part of the full run, which measures the serving processes.
//  BENCH_ONLY=images: image renditions (bench/images.ts): bytes for a 1000-px slot, original against
//     each negotiated format, and the first request's time to make one; in process, not in the full run.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/free-port.ts';
import { productionEnv, productionNodeArgs } from '../e2e/support/production-command.ts';
import { censusReport } from './census.ts';
import { censusWriterReport } from './census-writer.ts';
import { type ShopFigures, shopFigures } from './commerce.ts';
import { dashboardReport } from './dashboard.ts';
import { DEMO_PAGES, GALLERY_PAGES } from './demo-pages.ts';
import { type EditorFigures, editorFigures } from './editor.ts';
import { imageReport } from './images.ts';
import { lighthouseScores } from './lighthouse.ts';
import { type LoadResult, load, median, sequentialLatency, type Target } from './load.ts';
import { LONG_PAGE_BLOCKS, LONG_SITE, seedBenchData } from './long-page.ts';
import { memoryAfterWork, memoryWorkTable, type ProcessMemory } from './memory-work.ts';
import { ROOT, servingPids, start, stop } from './processes.ts';
import { residentMemory } from './resident-memory.ts';
import { budgetFailures, budgetTable } from './script-budgets.ts';
import { fetchRaw, wireSizes } from './wire.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 3));
const SEQUENTIAL_REQUESTS = 2000;
const SETTLE_SECONDS = 30;
const PASSWORD = 'bench-password';
const cores = availableParallelism();
/**
 * BENCH_BASELINE=DIR measures the server of another checkout (an older commit, for a before-and-after
 * table) the way it ran then: its TypeScript sources through tsx, one process, its default logging.
 */
const BASELINE = process.env.BENCH_BASELINE;
const ONLY_EDITOR = process.env.BENCH_ONLY === 'editor';
const ONLY_COMMERCE = process.env.BENCH_ONLY === 'commerce';
const ONLY_CENSUS = process.env.BENCH_ONLY === 'census';
const CENSUS_OPTIONS = { seconds: SECONDS, connections: CONNECTIONS, rounds: ROUNDS };
const ONLY_WIRE = process.env.BENCH_ONLY === 'wire';
const ONLY_SERVING = process.env.BENCH_ONLY === 'serving';
const processCounts = cores > 1 && !BASELINE ? [1, cores] : [1];

type TargetName =
  | 'limit'
  | 'cached'
  | 'uncached'
  | 'search'
  | 'searchRendered'
  | 'catalogueLimit'
  | 'catalogue';
const TARGET_LABELS: Record<TargetName, string> = {
  limit: 'The limit: the same bytes from memory (`bench/limit-server.mjs`)',
  cached: 'Tessera, cached `/about`',
  uncached: `Tessera, uncached ${LONG_PAGE_BLOCKS}-block page`,
  search: 'Tessera, `/search?q=plum` (cached per query)',
  searchRendered: 'Tessera, `/search?q=plum` rendered every time (a visitor with a cookie)',
  catalogueLimit: 'The catalogue’s limit: its JSON bytes from memory',
  catalogue: 'Tessera, `GET /api/commerce/products` (the published catalogue, shared answer)',
};
/** What each target is held against: the same bytes from memory. */
const LIMIT_OF: Record<TargetName, 'limit' | 'catalogueLimit'> = {
  limit: 'limit',
  cached: 'limit',
  uncached: 'limit',
  search: 'limit',
  searchRendered: 'limit',
  catalogueLimit: 'catalogueLimit',
  catalogue: 'catalogueLimit',
};
const CATALOGUE_PATH = '/api/commerce/products';

interface Measured {
  processes: number;
  results: Record<TargetName, LoadResult>;
  idleMb: number[];
  loadedMb: number[];
  settledMb: number[];
  primaryMb: number | null;
}

const memoryOf = (pid: number) => servingPids(pid).map((p) => residentMemory(p).rssMb);
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
const growth = (after: number[], idle: number[]) => `${Math.round((sum(after) / sum(idle) - 1) * 100)}%`;

/** A cached answer exactly as Tessera sends it without Accept-Encoding: a limit server replays it. */
async function captureCachedPage(
  dir: string,
  port: number,
  host: string,
  path = '/about',
): Promise<{ body: string; headers: string }> {
  await fetchRaw(`http://127.0.0.1:${port}${path}`, host);
  const page = await fetchRaw(`http://127.0.0.1:${port}${path}`, host);
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries(
    Object.entries(page.headers).filter(([name, value]) => !skip.has(name) && typeof value === 'string'),
  );
  const name = path === '/about' ? 'about.html' : 'catalogue.json';
  const body = join(dir, name);
  const headerFile = join(dir, `${name}-headers.json`);
  writeFileSync(body, page.body);
  writeFileSync(headerFile, JSON.stringify(headers));
  return { body, headers: headerFile };
}

async function measure(
  dataDir: string,
  processes: number,
  extra: (port: number) => Promise<void>,
): Promise<Measured> {
  const [port, limitPort] = [await freePort(), await freePort()];
  const demoHost = `demo.localhost:${port}`;
  const server = await start(
    process.execPath,
    BASELINE ? ['--import', 'tsx', 'packages/server/src/main.ts'] : productionNodeArgs(),
    {
      ...(BASELINE ? {} : productionEnv()),
      PORT: String(port),
      DATA_DIR: dataDir,
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      WORKERS: String(processes),
      // The shop's buyers each come from an address of their own (bench/commerce.ts)
      TRUST_PROXY: 'true',
    },
    /Tessera is running/,
    BASELINE ?? ROOT,
  );
  const limits: ChildProcess[] = [];
  const startLimit = async (path: string, at: number) => {
    const page = await captureCachedPage(dataDir, port, demoHost, path);
    limits.push(
      await start(
        process.execPath,
        ['bench/limit-server.mjs', page.body, page.headers, String(at), String(processes)],
        {},
        /ready/,
      ),
    );
  };
  try {
    const catalogueLimitPort = await freePort();
    await startLimit('/about', limitPort);
    await startLimit(CATALOGUE_PATH, catalogueLimitPort);
    const targets: Record<TargetName, Target> = {
      limit: { url: `http://127.0.0.1:${limitPort}/`, host: 'limit' },
      catalogueLimit: { url: `http://127.0.0.1:${catalogueLimitPort}/`, host: 'limit' },
      catalogue: { url: `http://127.0.0.1:${port}${CATALOGUE_PATH}`, host: demoHost },
      cached: { url: `http://127.0.0.1:${port}/about`, host: demoHost },
      // A visitor with a cookie (here an unlock cookie that unlocks nothing) is rendered every time,
      // as a signed-in visitor is: the whole path, host to HTML.
      uncached: {
        url: `http://127.0.0.1:${port}/`,
        host: `${LONG_SITE}.localhost:${port}`,
        headers: { cookie: 'tessera_unlock=none' },
      },
      search: { url: `http://127.0.0.1:${port}/search?q=plum`, host: demoHost },
      searchRendered: {
        url: `http://127.0.0.1:${port}/search?q=plum`,
        host: demoHost,
        headers: { cookie: 'tessera_unlock=none' },
      },
    };
    await new Promise((r) => setTimeout(r, 1000));
    if (ONLY_EDITOR || ONLY_WIRE || ONLY_COMMERCE) {
      await extra(port);
      return {
        processes,
        results: {} as Measured['results'],
        idleMb: [],
        loadedMb: [],
        settledMb: [],
        primaryMb: null,
      };
    }
    const idleMb = memoryOf(server.pid ?? 0);
    const names = Object.keys(targets) as TargetName[];
    for (const name of names) load(targets[name], 2, CONNECTIONS); // warm up: JIT, caches
    const runs: Record<TargetName, LoadResult[]> = {
      limit: [],
      cached: [],
      uncached: [],
      search: [],
      searchRendered: [],
      catalogueLimit: [],
      catalogue: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of names) runs[name].push(load(targets[name], SECONDS, CONNECTIONS));
    }
    const loadedMb = memoryOf(server.pid ?? 0);
    const results = Object.fromEntries(
      names.map((name) => [
        name,
        {
          rps: median(runs[name].map((r) => r.rps)),
          p50: median(runs[name].map((r) => r.p50)),
          p99: median(runs[name].map((r) => r.p99)),
          errors: runs[name].reduce((total, r) => total + r.errors, 0),
        },
      ]),
    ) as Record<TargetName, LoadResult>;
    const primaryMb = processes > 1 ? residentMemory(server.pid ?? 0).rssMb : null;
    // What the processes keep once the load is over: V8 gives back its grown heap only after some
    // quiet seconds (its memory reducer), so the figure right after the load depends on where each
    // heap stood in its collection cycle; both are reported.
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    const settledMb = memoryOf(server.pid ?? 0);
    await extra(port);
    return { processes, results, idleMb, loadedMb, settledMb, primaryMb };
  } finally {
    for (const limit of limits) await stop(limit);
    await stop(server);
  }
}

function servingMemoryTable(measured: Measured[]): string[] {
  return [
    '### Resident memory of the serving processes (MB)',
    '',
    `| Processes | Idle, each | Right after the load, each | vs idle | ${SETTLE_SECONDS} s after the load, each | vs idle |`,
    '|---:|---|---|---:|---|---:|',
    ...measured.map(
      (m) =>
        `| ${m.processes}${m.primaryMb === null ? '' : ` (+ primary, ${m.primaryMb} MB)`} | ${m.idleMb.join(', ')} (sum ${sum(m.idleMb)}) | ${m.loadedMb.join(', ')} (sum ${sum(m.loadedMb)}) | ${growth(m.loadedMb, m.idleMb)} | ${m.settledMb.join(', ')} (sum ${sum(m.settledMb)}) | ${growth(m.settledMb, m.idleMb)} |`,
    ),
    '',
  ];
}

function throughputTable(m: Measured): string[] {
  return [
    `#### ${m.processes} server process${m.processes > 1 ? 'es' : ''} (and ${m.processes} for the limit)`,
    '',
    '| Served by | Requests/s | p50 (ms) | p99 (ms) | Errors | Of the limit |',
    '|---|---:|---:|---:|---:|---:|',
    ...(Object.keys(TARGET_LABELS) as TargetName[]).map((name) => {
      const r = m.results[name];
      const limit = m.results[LIMIT_OF[name]].rps;
      return `| ${TARGET_LABELS[name]} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${Math.round((r.rps / limit) * 100)}% |`;
    }),
    '',
  ];
}

/** The shop's own pages, whose bytes BENCH_ONLY=commerce reports (the product page is a demo page too) */
const SHOP_PAGES = ['/shop/everyday-mug', '/cart', '/checkout'];

function wireTable(wire: Awaited<ReturnType<typeof wireSizes>>, kind: string): string[] {
  return [
    `### Bytes on the wire per ${kind} (\`Accept-Encoding: br, gzip\`)`,
    '',
    '| Page | HTML bytes | HTML encoding | Scripts | JavaScript bytes | JavaScript encoding |',
    '|---|---:|---|---:|---:|---|',
    ...wire.map(
      (r) =>
        `| \`${r.page}\` | ${r.htmlBytes} | ${r.htmlEncoding} | ${r.scripts} | ${r.scriptBytes} | ${r.scriptEncoding} |`,
    ),
    '',
  ];
}

/** Says which pages exceed their script budget; true when any does (the bench then fails). */
function failBudgets(wire: Awaited<ReturnType<typeof wireSizes>>): boolean {
  const failures = budgetFailures(wire);
  for (const failure of failures) process.stderr.write(`Over its script budget: ${failure}\n`);
  return failures.length > 0;
}

if (ONLY_CENSUS) {
  process.stdout.write(`${(await censusReport(CENSUS_OPTIONS)).join('\n')}\n`);
  process.stdout.write(`${(await censusWriterReport()).join('\n')}\n`);
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'census-writer') {
  process.stdout.write(`${(await censusWriterReport()).join('\n')}\n`);
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'images') {
  process.stdout.write(`${await imageReport()}\n`);
  process.exit(0);
}

/** Every process's memory through a first start's work, on one process and on a cluster of them. */
async function memoryWorkReport(): Promise<string[]> {
  const byProcesses = new Map<number, ProcessMemory[]>();
  for (const processes of processCounts) byProcesses.set(processes, await memoryAfterWork(processes));
  return [...memoryWorkTable(byProcesses), ''];
}

if (process.env.BENCH_ONLY === 'memory') {
  process.stdout.write(`${(await memoryWorkReport()).join('\n')}\n`);
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'dashboard') {
  process.stdout.write(`${await dashboardReport()}\n`);
  process.exit(0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
try {
  await seedBenchData(dataDir, PASSWORD);
  let latency = { uncached: { p50: 0, p99: 0 }, cached: { p50: 0, p99: 0 } };
  let wire: Awaited<ReturnType<typeof wireSizes>> = [];
  let lighthouse: Awaited<ReturnType<typeof lighthouseScores>> = [];
  let editor: EditorFigures | undefined;
  let shop: ShopFigures | undefined;
  const measured: Measured[] = [];
  const counts = ONLY_EDITOR || ONLY_WIRE ? [1] : ONLY_COMMERCE ? processCounts.slice(-1) : processCounts;
  for (const processes of counts) {
    measured.push(
      await measure(dataDir, processes, async (port) => {
        if (ONLY_SERVING) return;
        // The shop as it runs by default: one process per core.
        if (processes === processCounts.at(-1) && !ONLY_EDITOR && !ONLY_WIRE && !BASELINE)
          shop = await shopFigures(port, `demo.localhost:${port}`);
        if (ONLY_COMMERCE) wire = await wireSizes(port, `demo.localhost:${port}`, SHOP_PAGES);
        if (processes !== 1 || ONLY_COMMERCE) return;
        if (ONLY_WIRE) {
          wire = await wireSizes(port, `demo.localhost:${port}`, [...DEMO_PAGES, ...GALLERY_PAGES]);
          return;
        }
        if (!BASELINE) editor = await editorFigures(port, `${LONG_SITE}.localhost:${port}`, PASSWORD);
        if (ONLY_EDITOR) return;
        const host = `${LONG_SITE}.localhost:${port}`;
        const base = `http://127.0.0.1:${port}`;
        latency = {
          uncached: await sequentialLatency(
            { url: `${base}/`, host, headers: { cookie: 'tessera_unlock=none' } },
            SEQUENTIAL_REQUESTS,
          ),
          cached: await sequentialLatency(
            { url: `${base}/about`, host: `demo.localhost:${port}` },
            SEQUENTIAL_REQUESTS,
          ),
        };
        wire = await wireSizes(port, `demo.localhost:${port}`, [...DEMO_PAGES, ...GALLERY_PAGES]);
        lighthouse = await lighthouseScores(`http://demo.localhost:${port}`, DEMO_PAGES);
      }),
    );
  }

  const editorReport = editor
    ? [
        '### The config area (Chromium)',
        '',
        '| Figure | Value |',
        '|---|---:|',
        `| JavaScript loaded by \`/config/\` signed out (the sign-in screen), on the wire | ${editor.signIn.scriptBytes} B in ${editor.signIn.scripts} script(s), ${editor.signIn.scriptEncoding} |`,
        `| Ready to edit the ${LONG_PAGE_BLOCKS}-block page, first opening (the canvas's code not cached) | ${editor.coldMs} ms |`,
        `| Ready to edit it, later openings (median of ${editor.warmMs.length}: ${editor.warmMs.join(', ')}) | ${editor.warmMedianMs} ms |`,
        `| A signed-in first visit, nothing cached: from navigating to \`/config/\` to ready to edit the ${LONG_PAGE_BLOCKS}-block page (median of ${editor.firstVisits.length}: ${editor.firstVisits.map((v) => v.ms).join(', ')}) | ${median(editor.firstVisits.map((v) => v.ms))} ms |`,
        `| JavaScript that first visit loaded, on the wire (the workspace's, the canvas's and the framed site's) | ${editor.firstVisits.map((v) => `${v.scriptBytes} B in ${v.scripts}`).join('; ')} |`,
        `| A signed-in first visit to the overview (\`/config/overview\`), nothing cached, until its checklist shows (median of ${editor.overviewVisits.length}: ${editor.overviewVisits.map((v) => v.ms).join(', ')}) | ${median(editor.overviewVisits.map((v) => v.ms))} ms |`,
        `| JavaScript that overview visit loaded, on the wire (the workspace's, the overview's and the framed site's) | ${editor.overviewVisits.map((v) => `${v.scriptBytes} B in ${v.scripts}`).join('; ')} |`,
        '',
      ]
    : [];
  const shopReport = shop
    ? [
        `### The shop (${shop.clients} buyers at once for ${shop.seconds} s each, ${processCounts.at(-1)} processes, \`bench/commerce.ts\`)`,
        '',
        '| Call | Completed | Per second | p50 (ms) | p99 (ms) | Errors |',
        '|---|---:|---:|---:|---:|---:|',
        `| Add to cart (\`POST /api/commerce/cart/entries\`), each buyer again as soon as answered | ${shop.addToCart.count} | ${shop.addToCart.perSecond} | ${shop.addToCart.p50} | ${shop.addToCart.p99} | ${shop.addToCart.errors} |`,
        `| Add to cart, each buyer once a second | ${shop.addToCartPaced.count} | ${shop.addToCartPaced.perSecond} | ${shop.addToCartPaced.p50} | ${shop.addToCartPaced.p99} | ${shop.addToCartPaced.errors} |`,
        `| Checkout with the test card (\`POST /api/commerce/checkout\`) | ${shop.checkout.count} | ${shop.checkout.perSecond} | ${shop.checkout.p50} | ${shop.checkout.p99} | ${shop.checkout.errors} |`,
        '',
      ]
    : [];
  if (ONLY_EDITOR || ONLY_COMMERCE || ONLY_WIRE || ONLY_SERVING) {
    const only = ONLY_SERVING
      ? [...measured.flatMap(throughputTable), ...servingMemoryTable(measured)]
      : ONLY_EDITOR
        ? editorReport
        : ONLY_WIRE
          ? [...wireTable(wire, 'demo page'), ...budgetTable(wire)]
          : [...shopReport, ...wireTable(wire, 'shop page')];
    process.stdout.write(`${only.join('\n')}\n`);
    process.exit(ONLY_WIRE && failBudgets(wire) ? 1 : 0);
  }
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on this machine (${cores} cores, ${process.arch}, Node ${process.version}), SQLite, ${BASELINE ? `the server of \`${BASELINE}\` as it ran then (tsx, one process, its default logging)` : `the production build as \`npm start\` runs it (\`node ${productionNodeArgs().join(' ')}\`, \`LOG_LEVEL\` unset)`}.`,
    '',
    `### Throughput (${CONNECTIONS} connections, ${SECONDS} s a run, interleaved in ${ROUNDS} rounds, the median; autocannon in its own process)`,
    '',
    ...measured.flatMap(throughputTable),
    `### One request at a time (one connection, one process, ${SEQUENTIAL_REQUESTS} requests)`,
    '',
    '| Page | p50 (ms) | p99 (ms) |',
    '|---|---:|---:|',
    `| Uncached ${LONG_PAGE_BLOCKS}-block page | ${latency.uncached.p50} | ${latency.uncached.p99} |`,
    `| Cached \`/about\` | ${latency.cached.p50} | ${latency.cached.p99} |`,
    '',
    ...servingMemoryTable(measured),
    ...(BASELINE ? [] : await memoryWorkReport()),
    ...wireTable(wire, 'demo page'),
    ...budgetTable(wire),
    '### Lighthouse (mobile, simulated throttling, Debian’s Chromium)',
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP (ms) | CLS | TBT (ms) | Audits that cost points |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...lighthouse.map(
      (r) =>
        `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.shortfalls.join(', ') || '—'} |`,
    ),
    '',
    ...editorReport,
    ...shopReport,
    ...(BASELINE ? [] : await censusReport(CENSUS_OPTIONS)),
    ...(BASELINE ? [] : await censusWriterReport()),
  ].join('\n');
  process.stdout.write(`${report}\n`);
  if (BASELINE) process.exit(0); // a before-and-after table is written by hand
  if (failBudgets(wire)) process.exitCode = 1;
  const doc = join(ROOT, 'docs/performance.md');
  writeFileSync(
    doc,
    readFileSync(doc, 'utf8').replace(
      /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
      `<!-- bench:start -->\n${report}\n<!-- bench:end -->`,
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
