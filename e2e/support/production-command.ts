// How `npm start` serves, read from package.json, so the e2e suite and the bench run exactly what
// ships (its environment and V8 flags included) rather than a copy that could drift.
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../../package.json', import.meta.url);

/** `npm start` is "npm run build && [NAME=${NAME:-value} …] node <args>": its last command's words. */
function startCommand(): string[] {
  const start: string = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).scripts.start;
  const words = start.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  const node = words.findIndex((word) => !/^[A-Z_]+=/.test(word));
  if (words[node] !== 'node') throw new Error(`npm start does not end in a node command: ${start}`);
  return words;
}

/** The node arguments `npm start` serves with: the entry script last. */
export function productionNodeArgs(): string[] {
  const words = startCommand();
  return words.slice(words.indexOf('node') + 1);
}

/**
 * The environment `npm start` sets before node, as its shell would: `NAME=${NAME:-value}` keeps a
 * value the caller's environment already has.
 */
export function productionEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const words = startCommand();
  const assignments = words.slice(0, words.indexOf('node'));
  return Object.fromEntries(
    assignments.map((word) => {
      const [name = '', value = ''] = word.split(/=(.*)/s);
      const fallback = /^\$\{(\w+):-(.*)\}$/.exec(value);
      // `:-` as the shell reads it: an empty value takes the default too.
      return [name, fallback ? env[fallback[1] as string] || (fallback[2] ?? '') : value];
    }),
  );
}
