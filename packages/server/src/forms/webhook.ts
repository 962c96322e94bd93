// The job that posts a submission to the form's webhook: JSON, with the submission's id as an
// idempotency key (a receiver may see a retry after a lost answer; the key lets it tell). A failed
// try is retried with backoff; a webhook that is down delays the post, never loses it.
//
// The address is a site owner's to choose, so the post must not become a way into the server's own
// network (its database, a cloud's metadata service): an address that is, or resolves to, a private,
// loopback or link-local one is refused — checked as the connection is made, so a name that
// resolves differently the second time gains nothing. WEBHOOKS_TO_PRIVATE_ADDRESSES=true allows
// them (a receiver on the same machine or network, and tests).
import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { defineJob } from '../jobs/definition.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

// node:http and node:https as CommonJS: imported as ES modules, Node 22 builds each a facade by
// reading all its exports, and node:http's lazy WebSocket loads undici and compiles its WebAssembly
// parser. That was 10 MB of every serving process's resident memory (a bare process: 57 MB with
// the import, 47 MB with require), for a post most processes never make.
const require = createRequire(import.meta.url);
const { request: httpRequest } = require('node:http') as typeof import('node:http');
const { request: httpsRequest } = require('node:https') as typeof import('node:https');

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return true;
  return PRIVATE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_WEBHOOK = 'A webhook may not post to a private, loopback or link-local address.';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A name's addresses: dns.lookup's, or a test's own resolver (a name that rebinds between calls). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

/**
 * The connection's lookup: the name is resolved once, checked, and the socket connects to the address
 * checked, so a name that answers a public address to a check and a private one to the connection
 * (DNS rebinding) reaches nothing private. With `privateAddresses` nothing is refused.
 */
function checkedLookup(resolve: Resolve, privateAddresses: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((a) => family === 0 || a.family === family);
        if (usable.length === 0)
          return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
        if (!privateAddresses && usable.some((a) => isPrivateAddress(a.address)))
          return callback(Object.assign(new Error(PRIVATE_WEBHOOK), { code: 'EPRIVATE' }), []);
        if (options.all) return callback(null, usable);
        const [first] = usable;
        return callback(null, first?.address ?? '', first?.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

const LOOKUP_ON_SAVE_MS = 2_000;

/**
 * Why the owner may not save `url` as a webhook, or null: an address that is, or now resolves to,
 * a private one is refused at once, so the owner hears it rather than finding posts that never
 * arrive. A name that cannot be resolved now is let through: it is checked again on every post.
 */
export async function webhookAddressRefusal(
  url: string,
  resolve: Resolve = lookupAll,
): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return isPrivateAddress(host) ? PRIVATE_WEBHOOK : null;
  if (host === 'localhost' || host.endsWith('.localhost')) return PRIVATE_WEBHOOK;
  const resolved = await Promise.race([
    resolve(host).catch(() => []),
    new Promise<LookupAddress[]>((resolve) => setTimeout(() => resolve([]), LOOKUP_ON_SAVE_MS).unref()),
  ]);
  return resolved.some((a) => isPrivateAddress(a.address)) ? PRIVATE_WEBHOOK : null;
}

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** Posts `body` to `url`; rejects unless it answers 2xx. No redirects are followed. */
export function postWebhook(
  url: string,
  body: string,
  idempotencyKey: string,
  { privateAddresses, resolveName = lookupAll }: { privateAddresses: boolean; resolveName?: Resolve },
): Promise<number> {
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: checked here instead.
  if (!privateAddresses && isIP(literal) !== 0 && isPrivateAddress(literal))
    return Promise.reject(new Error(PRIVATE_WEBHOOK));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': idempotencyKey,
        },
        timeout: WEBHOOK_TIMEOUT_MS,
        lookup: checkedLookup(resolveName, privateAddresses),
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        response.on('end', () =>
          status >= 200 && status < 300
            ? resolve(status)
            : reject(new Error(`The webhook answered ${status}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('The webhook did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

export const formWebhookJob = defineJob({
  name: 'forms.webhook',
  payload: z.object({ url: z.string(), body: z.string(), submissionId: z.string() }),
  maxAttempts: 10,
  backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
  async run({ url, body, submissionId }, ctx) {
    await postWebhook(url, body, submissionId, {
      privateAddresses: ctx.webhooksToPrivateAddresses === true,
    });
  },
});
