// `npm start`: one serving process (WORKERS=1), or a primary that starts WORKERS of them on one port.
// The primary serves nothing and loads none of the serving code: it only starts, watches and stops them
// (and on SQLite checkpoints the WAL, cluster/checkpoints.ts, and writes the workers' census hits,
// cluster/census-writer.ts).
import cluster from 'node:cluster';
import { setBufferSlabSize } from './buffer-slabs.ts';
import { configFromEnv } from './config.ts';

setBufferSlabSize();

// React's development build renders pages several times slower: production unless told otherwise
// (`npm run dev` says development). Set before the server, and React with it, is loaded below.
process.env.NODE_ENV ??= 'production';
const config = configFromEnv();
if (config.workers > 1 && cluster.isPrimary) {
  const { runPrimary } = await import('./cluster/primary.ts');
  runPrimary(config);
} else {
  const { serve } = await import('./serve.ts');
  await serve(config);
}
