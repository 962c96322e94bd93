// The webhook post refuses the server's own networks: an address written out, or a name resolving
// to one, that is private, loopback or link-local — unless WEBHOOKS_TO_PRIVATE_ADDRESSES allows it.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, PRIVATE_WEBHOOK, postWebhook } from './webhook.ts';

describe('the webhook post', () => {
  const received: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    received.push(request);
    request.resume();
    response.end('ok');
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('tells private addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '[::1]',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses loopback by address and by name, reaching nothing', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]'])
      await expect(
        postWebhook(`http://${host}:${port}/hook`, '{}', 'id', { privateAddresses: false }),
        host,
      ).rejects.toThrow(PRIVATE_WEBHOOK);
    expect(received).toHaveLength(0);
  });

  it('posts when private addresses are allowed, with the idempotency key', async () => {
    expect(
      await postWebhook(`http://localhost:${port}/hook`, '{"a":1}', 'sub-1', { privateAddresses: true }),
    ).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers).toMatchObject({
      'idempotency-key': 'sub-1',
      'content-type': 'application/json',
    });
  });
});
