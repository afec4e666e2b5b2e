// Business cards: each user's unguessable card token (created on first use) and what the card shows,
// for the card/profile answer, the SMS link and the public page /card/<token>.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BusinessCard } from '../../src/domain/business-card/contract';
import { GRADE_NAMES } from '../../src/domain/shared/roles';
import type { Db } from '../db/client';
import { businessCards, users } from '../db/schema';
import type { UserRow } from './sessions';

/** 24 random bytes, base64url: 32 characters that are no path to guess. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const cardPath = (token: string) => `/card/${token}`;

export async function cardTokenOf(db: Db, userid: string): Promise<string> {
  // Concurrent first uses race on the primary key; whichever row won is the token.
  await db
    .insert(businessCards)
    .values({ userid, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: businessCards.userid });
  const [row] = await db.select({ token: businessCards.token }).from(businessCards).where(eq(businessCards.userid, userid));
  return row!.token;
}

export function cardOf(u: UserRow, token: string): BusinessCard {
  return {
    userid: u.userid,
    akdcde: u.akdcde,
    akdnam: u.name,
    pstnNm: GRADE_NAMES[u.orgnzPstn],
    cntrName: u.cntrNm,
    brncName: u.brncNm,
    hpno: u.phone,
    photoUrl: u.photoUrl ?? '',
    cardUrl: cardPath(token),
  };
}

/** The card behind a public token, or null (unknown or malformed token). */
export async function cardByToken(db: Db, token: string): Promise<UserRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ user: users })
    .from(businessCards)
    .innerJoin(users, eq(users.userid, businessCards.userid))
    .where(eq(businessCards.token, token))
    .limit(1);
  return row?.user ?? null;
}
