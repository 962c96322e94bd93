// The device cookie's signature, changed anywhere, is refused; and why sign-in-throttle.test.ts once
// failed to refuse a tampered one: its tampering ('xx' in place of the signature's last two
// characters) left a cookie whose signature already ended in 'xx' as it was, 1 in 4,096 per engine.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../http/cookies.ts';
import { sign } from '../http/signing.ts';
import { knownDevice } from './device.ts';

const SECRET = 'the device test secret';
const ACCOUNT = '0123456789abcdef01234567';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const cookieFor = (nonce: string) => `${nonce}.${sign(SECRET, 'device', ACCOUNT, nonce)}`;
const known = (cookie: string) =>
  knownDevice(SECRET, { cookies: { [DEVICE_COOKIE]: cookie } } as unknown as FastifyRequest, ACCOUNT);

/** A nonce whose cookie's signature ends with `ending` (searched: 64^n tries on average). */
function nonceEndingWith(ending: string): string {
  for (let i = 0; ; i++) {
    const nonce = `nonce${i}`;
    if (cookieFor(nonce).endsWith(ending)) return nonce;
  }
}

describe('the device cookie', () => {
  it('is known as it was issued, and refused with any one character of its signature changed', () => {
    const nonce = 'AAAAAAAAAAAAAAAA';
    const cookie = cookieFor(nonce);
    expect(known(cookie)).toBe(nonce);
    const at = cookie.indexOf('.') + 1;
    // 32 characters of base64url are exactly 24 bytes: no character carries padding bits that a
    // decoder would drop, and the signature is compared as text anyway. Every change is refused.
    expect(cookie.length - at).toBe(32);
    for (let i = at; i < cookie.length; i++) {
      for (const c of BASE64URL) {
        if (c === cookie[i]) continue;
        const changed = `${cookie.slice(0, i)}${c}${cookie.slice(i + 1)}`;
        expect(known(changed), changed).toBeNull();
      }
    }
  });

  it("is unchanged by the throttle test's old tampering when its signature ends in 'xx' (its CI failure)", () => {
    const nonce = nonceEndingWith('xx');
    const cookie = cookieFor(nonce);
    const oldTampering = `${cookie.slice(0, -2)}xx`;
    expect(oldTampering).toBe(cookie);
    expect(known(oldTampering)).toBe(nonce);
    // The tampering the test does now changes the last character whatever it is.
    for (const device of [cookie, cookieFor(nonceEndingWith('A'))]) {
      expect(known(`${device.slice(0, -1)}${device.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    }
  });
});
