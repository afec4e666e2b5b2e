// The login rate limiting policy as pure functions: which counted attempts lock which attempt, and the
// source address key. The database side (atomic counting) is login-limiter.ts; the policy is in
// docs/api.md, "Login rate limiting".
import { isIPv4, isIPv6 } from 'node:net';
import type { ServerConfig } from '../config';

export type LoginLimits = ServerConfig['loginLimit'];

/** Who is attempting: the id as typed, the device and the source address key ('' when unknown). */
export interface AttemptKey {
  readonly userid: string;
  readonly deviceUuid: string;
  readonly address: string;
}

/** A counted attempt (a failure, or one whose password is still being checked). */
export interface CountedAttempt extends AttemptKey {
  readonly at: number;
}

/**
 * The address an attempt is counted under: an IPv4 address as is (also when IPv4-mapped), an IPv6
 * address by its /64 prefix, because one subscriber usually holds a whole /64 and could otherwise
 * take a fresh address per attempt. '' (no address known) is not counted per address.
 */
export function addressKey(peer: string): string {
  const ip = peer.replace(/%.*$/, ''); // an IPv6 zone names a local interface, not the peer
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return '';
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** How far back counted attempts can still matter: a lock starts within a window and lasts lockMs. */
export const lookbackMs = (limits: LoginLimits): number => limits.windowMs + limits.lockMs;

/**
 * When the lock on `attempt` ends (epoch ms; not after `now` means no lock). Four counts, each over
 * its own rows: (id, device), id — not for a device known to the id —, device, and address.
 */
export function lockedUntil(counted: readonly CountedAttempt[], attempt: AttemptKey, knownDevice: boolean, limits: LoginLimits): number {
  const end = (limit: number, applies: (c: CountedAttempt) => boolean) =>
    lockEnd(
      counted.filter(applies).map((c) => c.at),
      limit,
      limits,
    );
  const { userid, deviceUuid, address } = attempt;
  return Math.max(
    end(limits.perUserDevice, (c) => c.userid === userid && c.deviceUuid === deviceUuid),
    knownDevice ? 0 : end(limits.perUser, (c) => c.userid === userid),
    end(limits.perDevice, (c) => c.deviceUuid === deviceUuid),
    address ? end(limits.perAddress, (c) => c.address === address) : 0,
  );
}

/**
 * A lock starts at the attempt that brings `limit` attempts within windowMs and lasts lockMs; the
 * latest such end, or 0. Refused attempts are never counted, so a lock ends on time.
 */
export function lockEnd(times: readonly number[], limit: number, { windowMs, lockMs }: Pick<LoginLimits, 'windowMs' | 'lockMs'>): number {
  const sorted = [...times].sort((a, b) => a - b);
  let end = 0;
  for (let i = limit - 1; i < sorted.length; i++)
    if (sorted[i]! - sorted[i - limit + 1]! < windowMs) end = Math.max(end, sorted[i]! + lockMs);
  return end;
}

/** Minutes left of a lock, rounded up (at least 1), as msg.loginLocked shows them. */
export const minutesLeft = (until: number, now: number): number => Math.max(1, Math.ceil((until - now) / 60_000));
