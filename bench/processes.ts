// Starting the servers the bench compares, and finding the processes that serve (a cluster's
// primary only watches its workers; the workers are the ones whose memory counts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';

export const ROOT = new URL('..', import.meta.url).pathname;

/** Spawns a process and resolves once its output matches `ready`. */
export function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  cwd = ROOT,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
}

/** The pids that serve: the process itself when it runs alone, else its cluster's workers. */
export function servingPids(pid: number): number[] {
  try {
    // A cluster's workers run main.js as the primary does; an image process (image-process.js) is not one.
    const children = execFileSync('pgrep', ['-P', String(pid), '-f', 'main\\.[jt]s'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return children.length > 0 ? children : [pid];
  } catch {
    return [pid]; // pgrep exits 1 when there are none
  }
}

/** Stops a server and its workers, and waits until it is gone. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
