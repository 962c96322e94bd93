// Where the SQLite database lives, in a module of its own: a cluster's primary needs the file to
// checkpoint it (cluster/checkpoints.ts) before, and whether, it loads the database layer (its census
// writer, cluster/census-writer.ts, does once the first worker has made the file).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export function sqliteFileIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'tessera.sqlite');
}
