// Verification numbers and the texts that carry them (spec 2 §4, §9; docs/decisions.md D53): the daily
// quotas of verification texts per phone and per planner (the KST day), a new 6-digit number from the CSPRNG
// stored only as its MAC, and the check of a typed number against the locked request row (expiry by the
// server clock, AUTH_TRIES wrong numbers cancel it, a right one is used up). Every function runs inside the
// caller's transaction.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { registrationMessages as m } from '../../src/domain/registration/messages';
import { AUTH_SECONDS, AUTH_TRIES, PHONE_SENDS_PER_DAY, USER_SENDS_PER_DAY } from '../../src/domain/registration/rules';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { kstDate, kstMidnight } from '../lib/time';
import type { RegistrationKeys } from './registration-links';
import type { RegistrationRequest } from './registration-requests';

/** Advisory-lock class of the send quotas (the second key is the phone's or the planner's hash). */
const QUOTA_LOCK = 53_001;

export interface Send {
  readonly phone: string;
  /** The planner the text counts against. */
  readonly userid: string;
  readonly kind: 'auth-code' | 'auth-link';
}

/**
 * Counts a verification text against today's quotas (KST day) and records it; the refusal's message when a
 * quota is used up (nothing recorded then). Concurrent sends for the same planner or phone wait for each
 * other (transaction-scoped advisory locks, always the planner's first), so the count cannot be overrun.
 */
export async function reserveSend(tx: Db, now: Date, send: Send): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${`user:${send.userid}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${`phone:${send.phone}`}))`);
  const since = kstMidnight(kstDate(now)).toISOString();
  const [counts] = await rowsOf<{ phone: number | string; user: number | string }>(
    tx,
    sql`select (select count(*) from auth_sends where phone = ${send.phone} and sent_at >= ${since}::timestamptz) as phone,
      (select count(*) from auth_sends where userid = ${send.userid} and sent_at >= ${since}::timestamptz) as "user"`,
  );
  if (Number(counts!.phone) >= PHONE_SENDS_PER_DAY) return m.phoneQuota;
  if (Number(counts!.user) >= USER_SENDS_PER_DAY) return m.userQuota;
  await tx.execute(sql`insert into auth_sends (phone, userid, kind, sent_at) values (${send.phone}, ${send.userid}, ${send.kind}, ${now.toISOString()}::timestamptz)`);
  return null;
}

/** A new number for the request: the earlier one stops working, the tries start again, verification is undone. */
export async function issueCode(tx: Db, keys: RegistrationKeys, request: RegistrationRequest, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(now.getTime() + AUTH_SECONDS * 1000);
  await tx.execute(sql`update registration_requests set code_mac = ${keys.codeMac(request.id, request.phone, code)},
      code_expires_at = ${expires.toISOString()}::timestamptz, wrong_tries = 0, verified_at = null
    where id = ${request.id}`);
  return code;
}

/** What a typed number did: verified, or the refusal's message (the row is updated either way). */
export type CodeOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Checks `code` against the request, which the caller holds locked (select … for update). */
export async function checkCode(tx: Db, keys: RegistrationKeys, request: RegistrationRequest, code: string, now: Date): Promise<CodeOutcome> {
  if (request.codeMac === null || request.codeExpiresAt === null)
    return { ok: false, message: request.wrongTries >= AUTH_TRIES ? m.authNoLocked : m.authNoNotIssued };
  if (now.getTime() > request.codeExpiresAt.getTime()) return { ok: false, message: m.authNoExpired };
  if (keys.codeMatches(request.codeMac, request.id, request.phone, code)) {
    // Single use: the number is gone once it verified.
    await tx.execute(sql`update registration_requests set code_mac = null, code_expires_at = null, wrong_tries = 0,
        verified_at = ${now.toISOString()}::timestamptz where id = ${request.id}`);
    return { ok: true };
  }
  const tries = request.wrongTries + 1;
  if (tries >= AUTH_TRIES) {
    await tx.execute(sql`update registration_requests set code_mac = null, code_expires_at = null, wrong_tries = ${tries} where id = ${request.id}`);
    return { ok: false, message: m.authNoLocked };
  }
  await tx.execute(sql`update registration_requests set wrong_tries = ${tries} where id = ${request.id}`);
  return { ok: false, message: m.authNoWrong(AUTH_TRIES - tries) };
}
