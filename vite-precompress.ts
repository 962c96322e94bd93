// A Vite plugin both client builds use (packages/site and packages/editor vite.config.ts): after the
// bundle is written, each compressible output file (js, css, map, svg) gets `file.br` (brotli,
// quality 11) and `file.gz` (gzip, level 9) beside it. The server (packages/server/src/http/static.ts)
// reads them once at start and sends the one the browser accepts, so no request pays for compressing.
// A compressed form that would not be smaller than the file is not written: the file goes as it is.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|map|svg)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compressBrotli(bytes: Uint8Array): Promise<Buffer> {
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

export function compressGzip(bytes: Uint8Array): Promise<Buffer> {
  return gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
}

export function precompress(): Plugin {
  return {
    name: 'tessera:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      await Promise.all(
        Object.values(bundle)
          .filter((output) => COMPRESSIBLE.test(output.fileName))
          .map(async (output) => {
            const source = output.type === 'chunk' ? output.code : output.source;
            const bytes = typeof source === 'string' ? Buffer.from(source) : source;
            const path = join(outDir, output.fileName);
            const [br, gz] = await Promise.all([compressBrotli(bytes), compressGzip(bytes)]);
            if (br.byteLength < bytes.byteLength) await writeFile(`${path}.br`, br);
            if (gz.byteLength < bytes.byteLength) await writeFile(`${path}.gz`, gz);
          }),
      );
    },
  };
}
