// The baseline: the same bytes served as a static file, the way a plain static file server does
// (stat, then stream from disk on every request).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = [process.argv[2], Number(process.argv[3])];
if (!file || !port) throw new Error('usage: static-server.ts FILE PORT');

createServer((_request, response) => {
  const { size } = statSync(file);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': size,
    'cache-control': 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
