import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_COST } from './password-cost.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('the password cost', () => {
  it('is at least OWASP’s minimum for scrypt in the product', () => {
    expect(PASSWORD_COST.N).toBeGreaterThanOrEqual(2 ** 14);
    expect(PASSWORD_COST.r).toBeGreaterThanOrEqual(8);
  });

  it('is the cheaper one in the unit tests, whose hashes still name their parameters', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
  });

  it('verifies a hash made at the product’s cost', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('correct horse', salt, 64, {
      N: PASSWORD_COST.N,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const hash = `scrypt$${PASSWORD_COST.N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });
});
