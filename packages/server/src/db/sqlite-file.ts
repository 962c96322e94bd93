// Where the SQLite database lives, in a module of its own: a cluster's primary needs the file to
// checkpoint it (cluster/checkpoints.ts) and loads none of the database layer.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export function sqliteFileIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'tessera.sqlite');
}
