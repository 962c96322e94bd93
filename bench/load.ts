// Load generators: autocannon in its own process for throughput under many connections, and one
// connection asking again and again for the latency of a single request on an idle server.
import { execFile, execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './processes.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Target {
  url: string;
  host: string;
  headers?: Record<string, string>;
}

function autocannonArgs(target: Target, seconds: number, connections: number): string[] {
  const headers = Object.entries({ host: target.host, ...target.headers }).flatMap(([k, v]) => [
    '-H',
    `${k}=${v}`,
  ]);
  return ['--json', '-c', String(connections), '-d', String(seconds), ...headers, target.url];
}

function loadResult(out: string): LoadResult {
  const result = JSON.parse(out);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const AUTOCANNON = join(ROOT, 'node_modules/.bin/autocannon');
const OUTPUT = { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } as const;

export function load(target: Target, seconds: number, connections: number): LoadResult {
  const out = execFileSync(AUTOCANNON, autocannonArgs(target, seconds, connections), {
    ...OUTPUT,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return loadResult(out);
}

/** The same, without blocking: for a load run at the same time as another (bench/census.ts). */
export async function loadAlongside(
  target: Target,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    AUTOCANNON,
    autocannonArgs(target, seconds, connections),
    OUTPUT,
  );
  return loadResult(stdout);
}

/** One keep-alive connection, one request at a time: each request's own time, in milliseconds. */
export async function sequentialLatency(
  target: Target,
  requests: number,
): Promise<{ p50: number; p99: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      request(target.url, { agent, headers: { host: target.host, ...target.headers } }, (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${response.statusCode}`)),
        );
      })
        .on('error', reject)
        .end();
    });
    times.push(performance.now() - started);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p99: at(0.99) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
