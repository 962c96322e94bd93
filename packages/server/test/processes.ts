// Server processes started as `npm start` starts them (main.ts), for tests of what only shows
// between processes: changes reaching another process's cache, a cluster's workers.
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { productionEnv } from '../../../e2e/support/production-command.ts';
import { builtServerArgs } from './built-server.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const APP_DOMAIN = 'tessera.test';
export const DEMO = `demo.${APP_DOMAIN}`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** node:http, as fetch will not send a Host header of our choosing; each call on a new connection. */
export function call(
  port: number,
  method: string,
  path: string,
  {
    body,
    form,
    cookie,
    headers,
  }: {
    body?: unknown;
    form?: Record<string, string>;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = form
      ? new URLSearchParams(form).toString()
      : body === undefined
        ? undefined
        : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        // A new connection each time: a cluster hands each connection to its next worker.
        agent: false,
        headers: {
          host: DEMO,
          ...(cookie ? { cookie } : {}),
          ...(payload
            ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs the server (its test build, built-server.ts) on `port` with the environment given; its output is collected. */
export function spawnServer(
  port: number,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, builtServerArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...productionEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_DOMAIN,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return { child, output: () => output };
}

/** Starts the server with the environment given and waits until it says it is running. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const { child, output } = spawnServer(port, env);
  for (let i = 0; i < 600; i++) {
    if (output().includes('Tessera is running')) return { port, child, output };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output()}`);
}

/** Signs the owner in through `port`: the session cookie and a crumb for state-changing calls. */
export async function signIn(port: number, password: string): Promise<{ cookie: string; crumb: string }> {
  const crumbAnswer = await call(port, 'GET', '/api/auth/Crumb');
  const jar = crumbAnswer.cookies.map((c) => c.split(';')[0]).join('; ');
  const crumb = JSON.parse(crumbAnswer.body).crumb as string;
  const login = await call(port, 'POST', `/api/auth/Login?crumb=${encodeURIComponent(crumb)}`, {
    body: { email: 'owner@example.com', password },
    cookie: jar,
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.body}`);
  const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
  return { cookie, crumb: /crumb=([^;]+)/.exec(cookie)?.[1] ?? '' };
}

/** Renames the demo site's About page through `port`. */
export async function renameAbout(port: number, session: { cookie: string; crumb: string }, title: string) {
  const pages = JSON.parse(
    (await call(port, 'GET', '/api/config/pages', { cookie: session.cookie })).body,
  ) as {
    pages: { id: string; urlId: string }[];
  };
  const about = pages.pages.find((p) => p.urlId === 'about');
  return call(port, 'PUT', `/api/config/pages/${about?.id}?crumb=${session.crumb}`, {
    body: { title },
    cookie: session.cookie,
  });
}
