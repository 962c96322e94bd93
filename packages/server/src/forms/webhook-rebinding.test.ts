// A webhook's name is resolved once a post and the post connects to the address that was checked:
// a name that answers a public address when the owner saves it and a private one when the post goes
// (DNS rebinding) reaches nothing private, and a redirect is never followed. The names here resolve
// only through the test's own resolver; nothing leaves this machine (the public address below is
// from TEST-NET-3 and is never connected to).
import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_WEBHOOK, postWebhook, type Resolve, webhookAddressRefusal } from './webhook.ts';

const PUBLIC: LookupAddress = { address: '203.0.113.7', family: 4 };
const LOOPBACK: LookupAddress = { address: '127.0.0.1', family: 4 };

/** A resolver that answers each call with the next of `answers` (the last one again once they run out). */
function resolverAnswering(...answers: LookupAddress[][]): Resolve & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    return answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
  };
  return Object.assign(resolve, { calls });
}

async function listen(
  handler: (request: IncomingMessage, respond: (status: number, headers?: object) => void) => void,
) {
  const received: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    received.push(request);
    request.resume();
    handler(request, (status, headers = {}) => response.writeHead(status, headers as never).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, server, port: (server.address() as AddressInfo).port };
}

describe('the webhook post against rebinding names and redirects', () => {
  let receiver: Awaited<ReturnType<typeof listen>>;
  let elsewhere: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    elsewhere = await listen((_request, respond) => respond(200));
    receiver = await listen((request, respond) =>
      request.url === '/moved'
        ? respond(307, { location: `http://127.0.0.1:${elsewhere.port}/hook` })
        : respond(200),
    );
  });
  afterAll(async () => {
    for (const { server } of [receiver, elsewhere]) await new Promise((done) => server.close(done));
  });

  it('accepts a name that is public when saved, and refuses it when it resolves to loopback at the post', async () => {
    const rebinding = resolverAnswering([PUBLIC], [LOOPBACK]);
    const url = `http://rebind.webhook.test:${receiver.port}/hook`;
    expect(await webhookAddressRefusal(url, rebinding)).toBeNull();
    const before = receiver.received.length;
    await expect(
      postWebhook(url, '{}', 'sub-1', { privateAddresses: false, resolveName: rebinding }),
    ).rejects.toThrow(PRIVATE_WEBHOOK);
    expect(receiver.received.length, 'nothing reached the loopback receiver').toBe(before);
    expect(rebinding.calls).toEqual(['rebind.webhook.test', 'rebind.webhook.test']);
  });

  it('refuses a name with any private address among its answers', async () => {
    const mixed = resolverAnswering([PUBLIC, LOOPBACK]);
    await expect(
      postWebhook(`http://mixed.webhook.test:${receiver.port}/hook`, '{}', 'sub-2', {
        privateAddresses: false,
        resolveName: mixed,
      }),
    ).rejects.toThrow(PRIVATE_WEBHOOK);
  });

  it('connects to the address it resolved and checked, once, not to one resolved again', async () => {
    // '.invalid' names never resolve through the system: the post arrives only through the check's answer.
    const once = resolverAnswering([LOOPBACK], []);
    const before = receiver.received.length;
    expect(
      await postWebhook(`http://hook.webhook.invalid:${receiver.port}/hook`, '{}', 'sub-3', {
        privateAddresses: true,
        resolveName: once,
      }),
    ).toBe(200);
    expect(receiver.received.length).toBe(before + 1);
    expect(once.calls).toHaveLength(1);
  });

  it('does not follow a redirect, to a private address or anywhere', async () => {
    const before = elsewhere.received.length;
    await expect(
      postWebhook(`http://127.0.0.1:${receiver.port}/moved`, '{}', 'sub-4', { privateAddresses: true }),
    ).rejects.toThrow('The webhook answered 307');
    expect(elsewhere.received.length).toBe(before);
  });
});
