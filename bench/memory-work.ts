// Resident memory of every process of a first `npm start`, through the work that leaves native
// memory behind (issue "The loop", section 4): the start itself (it seeds the demo: a password hash,
// six photos), a visitor's first look at every demo page (the image renditions are made then), and
// an owner's sign-in to the config area (another password hash). Each process on its own line: the
// primary of a cluster, the worker that runs the jobs, the other workers, and the image processes
// they start for renditions (0 once they have exited).
// BENCH_ONLY=memory measures only this.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { productionEnv, productionNodeArgs } from '../e2e/support/production-command.ts';
import { DEMO_PAGES, GALLERY_PAGES } from './demo-pages.ts';
import { signInToConfig } from './editor.ts';
import { servingPids, start, stop } from './processes.ts';
import { residentMemory } from './resident-memory.ts';

export const MEMORY_STAGES = [
  'started (the demo seeded on this start)',
  "after a visitor's first look at every demo page",
  'after an owner signs in to the config area',
  '10 s later',
] as const;

export interface ProcessMemory {
  /** 'primary', 'worker 1 (jobs)', 'worker 2', … or 'the server' when one process serves alone */
  role: string;
  /** MB at each of MEMORY_STAGES */
  rssMb: number[];
}

const PASSWORD = 'bench-memory-password';
const SETTLE_MS = 10_000;

export async function memoryAfterWork(processes: number): Promise<ProcessMemory[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-memory-'));
  const port = await freePort();
  const host = `demo.localhost:${port}`;
  const server = await start(
    process.execPath,
    productionNodeArgs(),
    {
      ...productionEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      WORKERS: String(processes),
    },
    /Tessera is running/,
  );
  const pid = server.pid ?? 0;
  const rows = roles(pid, processes);
  const imageRow: ProcessMemory = { role: 'image processes, while they live (image-worker.ts)', rssMb: [] };
  const record = () => {
    for (const row of rows) row.memory.rssMb.push(residentMemory(row.pid).rssMb);
    const images = rows.flatMap((row) => imageProcessesOf(row.pid));
    const sum = images.reduce((total, child) => total + residentMemory(child).rssMb, 0);
    imageRow.rssMb.push(Math.round(sum * 10) / 10);
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await quiet(3000);
    record();
    await visitEveryPage(browser, host);
    await quiet(1000);
    record();
    await signIn(browser, host);
    await quiet(1000);
    record();
    await quiet(SETTLE_MS);
    record();
  } finally {
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [...rows.map((row) => row.memory), imageRow];
}

/** The image process a serving process has started, if it is alive (it exits after 5 s idle). */
function imageProcessesOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'image-process'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

/** The processes by role: a cluster's first worker runs the jobs (serve.ts). */
function roles(pid: number, processes: number): { pid: number; memory: ProcessMemory }[] {
  if (processes === 1) return [{ pid, memory: { role: 'the server', rssMb: [] } }];
  const workers = servingPids(pid).sort((a, b) => a - b);
  return [
    { pid, memory: { role: 'primary', rssMb: [] } },
    ...workers.map((worker, i) => ({
      pid: worker,
      memory: { role: i === 0 ? 'worker 1 (jobs)' : `worker ${i + 1}`, rssMb: [] },
    })),
  ];
}

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** Every demo page at a desktop's width, each image loaded: the renditions are made on first request. */
async function visitEveryPage(browser: Browser, host: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  for (const path of [...DEMO_PAGES, ...GALLERY_PAGES]) {
    await page.goto(`http://${host}${path}`, { waitUntil: 'load' });
    // Lazy images below the fold too: scrolled to the end, then every image's load awaited.
    await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      await Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      );
    });
  }
  await context.close();
}

async function signIn(browser: Browser, host: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInToConfig(await context.newPage(), host, PASSWORD);
  await context.close();
}

/** The table for docs/performance.md: one line per process, one column per stage. */
export function memoryWorkTable(byProcesses: Map<number, ProcessMemory[]>): string[] {
  const lines = [
    '### Resident memory of every process through a first start’s work (MB, `BENCH_ONLY=memory`)',
    '',
    `| Processes | Process | ${MEMORY_STAGES.join(' | ')} |`,
    `|---|---|${MEMORY_STAGES.map(() => '---:').join('|')}|`,
  ];
  for (const [processes, rows] of byProcesses) {
    for (const row of rows) lines.push(`| ${processes} | ${row.role} | ${row.rssMb.join(' | ')} |`);
  }
  return lines;
}
