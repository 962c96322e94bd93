// Unlocking a password-protected site or page lasts for the browser session: a signed, host-only
// cookie lists what was unlocked. Each entry carries a fingerprint of the password hash, so
// changing the password locks everyone out again.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function unlockEntry(scope: string, passwordHash: string): string {
  return `${scope}:${createHash('sha256').update(passwordHash).digest('base64url').slice(0, 10)}`;
}

export function signUnlockCookie(secret: string, entries: string[]): string {
  const payload = Buffer.from(JSON.stringify(entries.slice(-50))).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function readUnlockCookie(secret: string, value: string | undefined): string[] {
  if (!value) return [];
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return [];
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
  try {
    const entries = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return Array.isArray(entries) ? entries.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`unlock|${payload}`).digest('base64url').slice(0, 32);
}
