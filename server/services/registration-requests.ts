// Verification requests (docs/decisions.md D53): created by saveCustAthn (the planner verifies) or
// sendAuthMMS (the customer verifies through the link), read and locked by the calls that follow, and
// the self-registration link resolved to its request: every part must open, agree with the request row and
// the planner, and the link must be younger than SELF_LINK_HOURS; anything else is one answer, expired.
import { eq, sql } from 'drizzle-orm';
import type { SelfLink } from '../../src/domain/registration/pages';
import { SELF_LINK_HOURS } from '../../src/domain/registration/rules';
import type { Db } from '../db/client';
import { registrationRequests, users } from '../db/schema';
import { rowsOf } from '../lib/rows';
import type { RegistrationKeys } from './registration-links';

export type RegistrationRequest = typeof registrationRequests.$inferSelect;

/** Runs `work` in one transaction of `db`. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((t) => work(t as unknown as Db));

export async function createRequest(
  tx: Db,
  r: { kind: RegistrationRequest['kind']; ownerUserid: string; custName: string; phone: string },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(registrationRequests)
    .values({ kind: r.kind, ownerUserid: r.ownerUserid, custName: r.custName, phone: r.phone, createdAt: now })
    .returning({ id: registrationRequests.id });
  return row!.id;
}

/** The request, locked until the transaction ends, so concurrent checks and registrations take turns. */
export async function lockRequest(tx: Db, id: number): Promise<RegistrationRequest | null> {
  const [row] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, id)).for('update');
  return row ?? null;
}

export async function readRequest(db: Db, id: number): Promise<RegistrationRequest | null> {
  const [row] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id));
  return row ?? null;
}

/** How many of `owner`'s customers have this phone (digits). */
export async function customersWithPhone(db: Db, owner: string, phone: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from customers where owner_userid = ${owner} and tel_digits = ${phone}`);
  return Number(row?.n ?? 0);
}

export interface SelfRequest {
  readonly request: RegistrationRequest;
  readonly planner: { readonly userid: string; readonly name: string };
}

/**
 * The request a self-registration link stands for, or null (the expired page): a part this server did not
 * seal for this field and request, a request that is not a link's, parts that disagree with it or with the
 * planner's employee code, or a link older than SELF_LINK_HOURS. `lock`: hold the row for the transaction.
 */
export async function selfRequestOf(db: Db, keys: RegistrationKeys, link: SelfLink, now: Date, lock: boolean): Promise<SelfRequest | null> {
  const opened = keys.openLink(link);
  if (!opened) return null;
  const request = lock ? await lockRequest(db, opened.requestId) : await readRequest(db, opened.requestId);
  if (!request || request.kind !== 'self') return null;
  if (request.custName !== opened.name || request.phone !== opened.phone) return null;
  if (now.getTime() - request.createdAt.getTime() > SELF_LINK_HOURS * 3_600_000) return null;
  const [planner] = await db
    .select({ userid: users.userid, name: users.name, akdcde: users.akdcde })
    .from(users)
    .where(eq(users.userid, request.ownerUserid));
  if (!planner || planner.akdcde !== opened.akdcde) return null;
  return { request, planner: { userid: planner.userid, name: planner.name } };
}
