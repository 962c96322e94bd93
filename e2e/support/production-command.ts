// The node arguments `npm start` serves with, read from package.json, so the e2e suite and the bench
// run exactly what ships (V8 flags included) rather than a copy that could drift.
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../../package.json', import.meta.url);

/** `npm start` is "npm run build && node <args>": the args, the entry script last. */
export function productionNodeArgs(): string[] {
  const start: string = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).scripts.start;
  const command = start.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  if (command[0] !== 'node') throw new Error(`npm start does not end in a node command: ${start}`);
  return command.slice(1);
}
