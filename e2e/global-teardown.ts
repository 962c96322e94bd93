// Stops the server global-setup started and removes its temporary data folder.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ENV, type ServerState } from './support/server-env.ts';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown(): Promise<void> {
  const stateFile = process.env[ENV.stateFile];
  if (!stateFile || !existsSync(stateFile)) return;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as ServerState;
  if (state.pid > 0 && isRunning(state.pid)) {
    process.kill(state.pid, 'SIGTERM'); // main.ts closes the app and the database on SIGTERM
    const deadline = Date.now() + 5_000;
    while (isRunning(state.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (isRunning(state.pid)) process.kill(state.pid, 'SIGKILL');
  }
  rmSync(state.tempDir, { recursive: true, force: true });
}
