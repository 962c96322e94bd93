// The physical limit of a cached answer (a page, the catalogue's JSON): a minimal node:http server
// that holds its bytes in memory and sends them, with the same headers Tessera sent, on every
// request. It runs as many processes as the server under test (node:cluster, one port), so the two
// are compared like for like, and is plain JavaScript under plain node, as the production server is.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, headersFile, port, processes] = [
  process.argv[2],
  process.argv[3],
  Number(process.argv[4]),
  Number(process.argv[5] ?? 1),
];
if (!bodyFile || !headersFile || !port)
  throw new Error('usage: limit-server.ts BODY HEADERS.json PORT [PROCESSES]');

if (processes > 1 && cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().once('listening', () => {
      if (++listening === processes) process.stdout.write('ready\n');
    });
  }
} else {
  const body = readFileSync(bodyFile);
  const headers = JSON.parse(readFileSync(headersFile, 'utf8'));
  const flat = [...Object.entries(headers).flat(), 'content-length', String(body.length)];
  createServer((_request, response) => {
    response.writeHead(200, flat);
    response.end(body);
  }).listen(port, '127.0.0.1', () => {
    if (!cluster.isWorker) process.stdout.write('ready\n');
  });
}
