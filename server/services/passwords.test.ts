// @vitest-environment node
// Password hashes: format, per-hash salt, verification, and refusal of malformed or tampered hashes.
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('demo1234'), hashPassword('demo1234')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(a).not.toContain('demo1234');
  });

  it('verifies the right password only', async () => {
    const h = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', h)).toBe(true);
    expect(await verifyPassword('demo1235', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
    expect(await verifyPassword('demo1234', await dummyHash())).toBe(false);
  });

  it('refuses malformed and tampered hashes without throwing', async () => {
    const h = await hashPassword('x');
    const parts = h.split('$');
    for (const bad of [
      '',
      'plain',
      h.replace('scrypt', 'bcrypt'),
      [...parts.slice(0, 1), '1048576', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 4), '', parts[5]].join('$'),
    ])
      expect(await verifyPassword('x', bad)).toBe(false);
  });
});
