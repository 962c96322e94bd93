// The limit of this machine for the census's load: bare node:http, clustered as `npm start` runs
// (node:cluster, the same number of workers), answering each RecordHit with the production server's
// own answer (status and headers, captured by bench/census.ts) after reading the body, and nothing
// else: no routing, parsing, validation or writing. What RecordHit reaches is measured against it.
import cluster from 'node:cluster';
import { createServer } from 'node:http';

const [port, workers, status, headers] = process.argv.slice(2);
if (!port || !workers || !status || !headers)
  throw new Error('usage: census-limit.mjs PORT WORKERS STATUS HEADERS');

if (cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < Number(workers); i++) cluster.fork();
  cluster.on('listening', () => {
    if (++listening === Number(workers)) process.stdout.write('the limit server is listening\n');
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const answer = JSON.parse(headers);
  createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(Number(status), answer).end());
  }).listen(Number(port), '127.0.0.1');
}
