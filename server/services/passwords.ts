// Password hashing with scrypt (node:crypto): a random 16-byte salt per hash, stored as
// `scrypt$N$r$p$saltB64$hashB64`, compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { SERVER_CONFIG, type ScryptParams } from '../config';

const KEY_LENGTH = 32;
/** Upper bound for stored parameters, so a tampered hash cannot make verification exhaust memory. */
const MAX_N = 1 << 17;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, { N, r, p }: ScryptParams = SERVER_CONFIG.passwordHash): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, KEY_LENGTH);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every(Number.isSafeInteger) || n < 2 || n > MAX_N || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 4)
    return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || expected.length < 16) return false;
  const actual = await derive(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

const dummies = new Map<string, Promise<string>>();

/**
 * A hash of a random password with the live parameters: unknown user ids are verified against it,
 * so they take as long as a wrong password.
 */
export function dummyHash(params: ScryptParams = SERVER_CONFIG.passwordHash): Promise<string> {
  const key = `${params.N}$${params.r}$${params.p}`;
  let dummy = dummies.get(key);
  if (!dummy) dummies.set(key, (dummy = hashPassword(randomBytes(16).toString('hex'), params)));
  return dummy;
}
