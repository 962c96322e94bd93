// A visitor's country from their address, read from geoip-lite's offline country files only.
// Requiring geoip-lite itself loads its city database too (about 150 MB per process); these two files
// are 4.5 MB (IPv4) and 9.9 MB (IPv6), each read on its first lookup. The format is geoip-lite's
// (lib/geoip.js): sorted, non-overlapping ranges; an IPv4 record is 10 bytes (first and last address
// as big-endian 32-bit numbers, then the two-letter code), an IPv6 one 34 bytes (first and last
// address, 16 bytes each, of which geoip-lite compares the upper 64 bits, then the code).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import { dirname, join } from 'node:path';

const V4_RECORD = 10;
const V6_RECORD = 34;

let dataDir: string | undefined;
let v4: Buffer | undefined;
let v6: Buffer | undefined;

function dataFile(name: string): Buffer {
  dataDir ??= join(dirname(createRequire(import.meta.url).resolve('geoip-lite/package.json')), 'data');
  return readFileSync(join(dataDir, name));
}

/** The record holding `key`, by binary search over records of `size` bytes; -1 when none. */
function findRange(data: Buffer, size: number, compare: (offset: number) => number): number {
  let low = 0;
  let high = data.length / size - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const where = compare(middle * size);
    if (where === 0) return middle * size;
    if (where < 0) high = middle - 1;
    else low = middle + 1;
  }
  return -1;
}

const code = (data: Buffer, offset: number) =>
  data.toString('latin1', offset, offset + 2).replace(/\0.*/, '');

function countryOfV4(address: string): string {
  const parts = address.split('.').map(Number);
  const ip =
    (((parts[0] ?? 0) << 24) >>> 0) + ((parts[1] ?? 0) << 16) + ((parts[2] ?? 0) << 8) + (parts[3] ?? 0);
  v4 ??= dataFile('geoip-country.dat');
  const data = v4;
  // <0: the address is before the record's range; >0: after it
  const at = findRange(data, V4_RECORD, (offset) =>
    ip < data.readUInt32BE(offset) ? -1 : ip > data.readUInt32BE(offset + 4) ? 1 : 0,
  );
  return at < 0 ? '' : code(data, at + 8);
}

/** The upper 64 bits of an IPv6 address as a bigint, which is what the file's ranges are compared on. */
function upper64(address: string): bigint {
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const after = tail ? tail.split(':') : [];
    groups.push(...Array<string>(8 - groups.length - after.length).fill('0'), ...after);
  }
  return groups.slice(0, 4).reduce((value, group) => (value << 16n) + BigInt(`0x${group || '0'}`), 0n);
}

function countryOfV6(address: string): string {
  const ip = upper64(address);
  v6 ??= dataFile('geoip-country6.dat');
  const data = v6;
  const at = findRange(data, V6_RECORD, (offset) =>
    ip < data.readBigUInt64BE(offset) ? -1 : ip > data.readBigUInt64BE(offset + 16) ? 1 : 0,
  );
  return at < 0 ? '' : code(data, at + 32);
}

/** The ISO 3166 code of the address's country, or '' (private, local or unknown addresses). */
export function countryOf(address: string): string {
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(mapped)) return countryOfV4(mapped);
  // The IPv4 part of a mixed IPv6 form is not in the IPv6 file's upper 64 bits anyway.
  if (isIPv6(mapped) && !mapped.includes('.')) return countryOfV6(mapped);
  return '';
}
