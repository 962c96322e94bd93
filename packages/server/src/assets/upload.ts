// Reading an uploaded file's bytes off the request, after the route's checks: the first bytes say
// what the file is (never its name), its kind how many bytes it may have; reading stops as soon as
// it has more, so no one can make the server hold more than the limit.
import {
  type FileType,
  fileTooLargeMessage,
  SNIFF_BYTES,
  sniffFileType,
  UPLOAD_LIMITS,
  unsupportedFileTypeMessage,
} from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

export const FILE_CONTENT_TYPE = 'application/octet-stream';
export const SEND_AS_FILE_MESSAGE = 'Send the file’s bytes as application/octet-stream.';

/** A refusal that stops reading: the rest of the body is not wanted, so the connection closes after it. */
function refusal(status: number, message: string): HttpError {
  return new HttpError(status, message, { file: message }, undefined, { connection: 'close' });
}

/** The whole file and what it is, or a 413/415 in the API's error shape with the spec's message. */
export async function readUpload(
  request: FastifyRequest,
  fileName: string,
): Promise<{ bytes: Buffer; type: FileType }> {
  const contentType = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (contentType !== FILE_CONTENT_TYPE) throw new HttpError(415, SEND_AS_FILE_MESSAGE);
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  const chunks: Buffer[] = [];
  let size = 0;
  let type: FileType | null | undefined;
  const decide = () => {
    type = sniffFileType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
    if (!type) throw refusal(415, unsupportedFileTypeMessage(fileName));
  };
  const checkSize = (bytes: number) => {
    const max = type ? UPLOAD_LIMITS[type.kind] : Number.POSITIVE_INFINITY;
    if (bytes > max) throw refusal(413, fileTooLargeMessage(fileName, max));
  };
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (type === undefined && size >= SNIFF_BYTES) {
      decide();
      // A declared length over the limit is refused before its bytes are read.
      if (Number.isFinite(declared)) checkSize(declared);
    }
    checkSize(size);
  }
  if (type === undefined) decide();
  const bytes = Buffer.concat(chunks, size);
  const sniffed = type ?? null;
  // Text (and SVG, which is text) must be text to its end, not only in the sniffed head.
  const textual = sniffed?.contentType === 'text/plain' || sniffed?.contentType === 'image/svg+xml';
  if (!sniffed || (textual && sniffFileType(bytes)?.contentType !== sniffed.contentType))
    throw refusal(415, unsupportedFileTypeMessage(fileName));
  return { bytes, type: sniffed };
}
