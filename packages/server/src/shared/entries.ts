// The server's other entry points (a child process, a worker thread) found and started the same way
// from the sources and from the build: beside the module that starts them, as `name.ts` in src/ and
// as `name.js` in dist/, where build.ts makes each one an entry (dist/ is flat, as src/ is for them).
import { type ChildProcess, type ForkOptions, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The entry `name` beside the module at `from` (its import.meta.url). */
export function entryBeside(from: string, name: string, sourceExtension = '.ts'): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? sourceExtension : '.js'}`, from);
}

/**
 * Starts the entry `name` beside `from` as a child process with an IPC channel. From the sources it
 * runs through tsx (as `npm run dev` and the unit tests run the server); built, with the serving
 * process's own Node options (npm start's heap flag, and whatever NODE_OPTIONS adds).
 */
export function forkEntry(from: string, name: string, options: ForkOptions = {}): ChildProcess {
  return fork(fileURLToPath(entryBeside(from, name)), [], {
    execArgv: from.endsWith('.ts') ? ['--import', 'tsx'] : process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...options,
  });
}
