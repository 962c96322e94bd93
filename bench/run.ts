// `npm run bench`: figures for docs/performance.md, never pass/fail.
//  1. Requests per second for a cached demo page, against the same bytes served as a static file,
//     in one run, each loaded by autocannon in its own process.
//  2. The gzipped JavaScript each demo page ships, measured in Chromium (every script response).
//  3. The server's resident memory idle and after the load.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { DEMO_PAGES } from './demo-pages.ts';
import { residentMemory } from './resident-memory.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
}

/** fetch() drops a Host header; the sites are told apart by Host, so use node:http. */
function fetchPage(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

function load(url: string, host: string): { rps: number; p99: number; errors: number; bytes: number } {
  const out = execFileSync(
    join(ROOT, 'node_modules/.bin/autocannon'),
    ['--json', '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-H', `host=${host}`, url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const result = JSON.parse(out);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: Math.round(result.throughput.average),
  };
}

async function javascriptPerPage(
  base: string,
): Promise<{ page: string; files: number; gzipBytes: number }[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  for (const path of DEMO_PAGES) {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((b) => gzipSync(b).length));
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    rows.push({ page: path, files: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) });
    await page.close();
  }
  await browser.close();
  return rows;
}

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
const [port, staticPort] = [await freePort(), await freePort()];
const appDomain = `localhost:${port}`;
// node with tsx's loader, not the tsx command: that is a launcher process of its own (about 50 MB),
// and its pid is not the one whose memory matters.
const server = await start(
  process.execPath,
  ['--import', 'tsx', 'packages/server/src/main.ts'],
  {
    PORT: String(port),
    DATA_DIR: dataDir,
    TESSERA_ADMIN_PASSWORD: 'bench-password',
    LOG_LEVEL: 'warn',
  },
  /Tessera is running/,
);
let staticServer: ChildProcess | undefined;
try {
  const demoHost = `demo.${appDomain}`;
  const pageUrl = `http://127.0.0.1:${port}/about`;
  const html = await fetchPage(pageUrl, demoHost);
  const file = join(dataDir, 'about.html');
  writeFileSync(file, html);
  staticServer = await start(
    'node_modules/.bin/tsx',
    ['bench/static-server.ts', file, String(staticPort)],
    {},
    /ready/,
  );
  await new Promise((r) => setTimeout(r, 1000));
  const idleRss = residentMemory(server.pid ?? 0).rssMb;
  // Warm both, then measure each twice, alternating, and keep the better run of each.
  load(pageUrl, demoHost);
  const staticUrl = `http://127.0.0.1:${staticPort}/`;
  type Run = ReturnType<typeof load>;
  const best = (a: Run, b: Run) => (a.rps >= b.rps ? a : b);
  const [static1, tessera1] = [load(staticUrl, 'static'), load(pageUrl, demoHost)];
  const [static2, tessera2] = [load(staticUrl, 'static'), load(pageUrl, demoHost)];
  const staticRun = best(static1, static2);
  const tesseraRun = best(tessera1, tessera2);
  // Never cached: the whole render path (host, queries, React) on every request.
  const renderRun = load(`http://127.0.0.1:${port}/search?q=plum`, demoHost);
  const loadedRss = residentMemory(server.pid ?? 0).rssMb;
  const js = await javascriptPerPage(`http://${demoHost}`);

  const ratio = Math.round((tesseraRun.rps / staticRun.rps) * 100);
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on this machine (${process.arch}, Node ${process.version}), SQLite.`,
    '',
    `### Cached page against a static file (${DURATION_S} s each, ${CONNECTIONS} connections, autocannon in its own process)`,
    '',
    '| Served by | Requests/s | p99 latency (ms) | Non-2xx or errors | Bytes/s |',
    '|---|---:|---:|---:|---:|',
    `| Static file server (\`bench/static-server.ts\`, same ${Buffer.byteLength(html)} bytes) | ${staticRun.rps} | ${staticRun.p99} | ${staticRun.errors} | ${staticRun.bytes} |`,
    `| Tessera, cached \`/about\` | ${tesseraRun.rps} | ${tesseraRun.p99} | ${tesseraRun.errors} | ${tesseraRun.bytes} |`,
    `| Tessera, \`/search?q=plum\` (rendered on every request, for reference) | ${renderRun.rps} | ${renderRun.p99} | ${renderRun.errors} | ${renderRun.bytes} |`,
    '',
    `Tessera serves the cached page at **${ratio}%** of the static file's rate (budget: at least 90%).`,
    '',
    '### JavaScript each demo page ships (gzipped, every script the page loads in Chromium)',
    '',
    '| Page | Scripts | Gzipped bytes |',
    '|---|---:|---:|',
    ...js.map((r) => `| \`${r.page}\` | ${r.files} | ${r.gzipBytes} |`),
    '',
    'Budget: under 15 KB for a content page with no interactive block, under 30 KB for a gallery or product page.',
    '',
    '### Server memory (resident set)',
    '',
    `Idle after start: **${idleRss} MB**; after the load above: **${loadedRss} MB** (budget: under 200 MB idle, flat under load).`,
  ].join('\n');
  process.stdout.write(`${report}\n`);
  const doc = join(ROOT, 'docs/performance.md');
  const current = readFileSync(doc, 'utf8');
  const updated = current.replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\n${report}\n<!-- bench:end -->`,
  );
  writeFileSync(doc, updated);
} finally {
  staticServer?.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
