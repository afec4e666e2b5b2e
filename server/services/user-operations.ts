// Operator operations on staff accounts: add a user (production starts with none), give a user a new
// password, correct master data. Passwords are random (CSPRNG) and shown once to the operator; the audit
// log keeps the user id and the names of the fields, never names or phone numbers.
import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { Schema } from 'effect';
import { Text } from '../../src/domain/shared/call';
import { POSITIONS } from '../../src/domain/shared/roles';
import { loginDevices, users } from '../db/schema';
import { kstDate } from '../lib/time';
import type { ServiceContext } from './context';
import { Day, op, OperationError, type Operation } from './operation';
import { hashPassword } from './passwords';
import { forgetCachedUser, revokeUserSessions } from './sessions';

/** What the login form accepts as an id (max 18), without blanks or characters that need escaping. */
const UserId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._-]{1,18}$/));
const Digits = (pattern: RegExp) => Schema.String.check(Schema.isPattern(pattern));

export const UserFields = Schema.Struct({
  name: Schema.optionalKey(Text(40, 1)),
  position: Schema.optionalKey(Schema.Literals(POSITIONS)),
  cntrCd: Schema.optionalKey(Text(20, 1)),
  cntrNm: Schema.optionalKey(Text(40, 1)),
  brncCd: Schema.optionalKey(Text(20, 1)),
  brncNm: Schema.optionalKey(Text(40, 1)),
  akdrnk: Schema.optionalKey(Digits(/^\d{1,3}$/)),
  akdmi3: Schema.optionalKey(Text(20, 1)),
});
export const USER_FIELD_NAMES = Object.keys(UserFields.fields);

/** A new account: the organisation fields the session carries, an employee code and a phone. */
export const NewUserFields = Schema.Struct({
  name: Text(40, 1),
  position: Schema.Literals(POSITIONS),
  akdcde: Text(20, 1),
  cntrCd: Text(20, 1),
  cntrNm: Text(40, 1),
  brncCd: Text(20, 1),
  brncNm: Text(40, 1),
  akdrnk: Digits(/^\d{1,3}$/),
  akdmi3: Text(20, 1),
  phone: Digits(/^01\d-?\d{3,4}-?\d{4}$/),
  manager: Schema.optionalKey(UserId),
  birth: Schema.optionalKey(Digits(/^(\d{6}|\d{8})$/)),
  joinDate: Schema.optionalKey(Day),
});
export const NEW_USER_FIELD_NAMES = Object.keys(NewUserFields.fields);
export const REQUIRED_NEW_USER_FIELDS = NEW_USER_FIELD_NAMES.filter((k) => !['manager', 'birth', 'joinDate'].includes(k));

/** 16 characters from 12 random bytes: about 96 bits, typed once by the user and then changed. */
const newPassword = () => randomBytes(12).toString('base64url');

export async function requireUser(svc: ServiceContext, userId: string): Promise<void> {
  const found = await svc.db.select({ userid: users.userid }).from(users).where(eq(users.userid, userId)).limit(1);
  if (!found[0]) throw new OperationError(`unknown user: ${userId}`);
}

/** The user id and which fields were given: enough to audit, nothing personal. */
const auditFields = (i: { userId: string; fields: object }) => ({ userId: i.userId, fields: Object.keys(i.fields).sort() });

export const USER_OPERATIONS: Readonly<Record<string, Operation<any>>> = {
  'user/add': op(
    Schema.Struct({ userId: UserId, fields: NewUserFields }),
    async (svc, { userId, fields: f }) => {
      const clash = await svc.db
        .select({ userid: users.userid, akdcde: users.akdcde })
        .from(users)
        .where(or(eq(users.userid, userId), eq(users.akdcde, f.akdcde)))
        .limit(1);
      if (clash[0]) throw new OperationError(clash[0].userid === userId ? `user exists: ${userId}` : `employee code in use: ${f.akdcde}`);
      if (f.manager !== undefined) await requireUser(svc, f.manager);
      const password = newPassword();
      const now = svc.clock.now();
      await svc.db.insert(users).values({
        userid: userId,
        akdcde: f.akdcde,
        name: f.name,
        orgnzPstn: f.position,
        akdrnk: Number(f.akdrnk),
        cntrCd: f.cntrCd,
        cntrNm: f.cntrNm,
        brncCd: f.brncCd,
        brncNm: f.brncNm,
        akdmi3: f.akdmi3,
        managerUserid: f.manager ?? null,
        phone: f.phone,
        birth: f.birth ?? '',
        joinDate: f.joinDate ?? kstDate(now),
        baseDate: f.joinDate ?? kstDate(now),
        passwordHash: await hashPassword(password, svc.config.passwordHash),
        createdAt: now,
        updatedAt: now,
      });
      return { userId, initialPassword: password, note: 'Shown once: hand it to the user, who signs in with it.' };
    },
    auditFields,
  ),
  'user/password': op(
    Schema.Struct({ userId: UserId }),
    async (svc, { userId }) => {
      await requireUser(svc, userId);
      const password = newPassword();
      const now = svc.clock.now();
      await svc.db.update(users).set({ passwordHash: await hashPassword(password, svc.config.passwordHash), updatedAt: now }).where(eq(users.userid, userId));
      // A new password ends every session signed in with the old one, and the devices known before it
      // lose their exemption from the id's sign-in lock (server/services/login-devices.ts).
      const revoked = await revokeUserSessions(svc.db, userId, now, 'operator');
      await svc.db.delete(loginDevices).where(eq(loginDevices.userid, userId));
      forgetCachedUser(svc.db, userId);
      return { userId, newPassword: password, revoked, note: 'Shown once: hand it to the user.' };
    },
    (i) => ({ userId: i.userId }),
  ),
  'user/set': op(
    Schema.Struct({ userId: Text(18, 1), fields: UserFields }),
    async (svc, i) => {
      await requireUser(svc, i.userId);
      const f = i.fields;
      const set = {
        ...(f.name !== undefined && { name: f.name }),
        ...(f.position !== undefined && { orgnzPstn: f.position }),
        ...(f.cntrCd !== undefined && { cntrCd: f.cntrCd }),
        ...(f.cntrNm !== undefined && { cntrNm: f.cntrNm }),
        ...(f.brncCd !== undefined && { brncCd: f.brncCd }),
        ...(f.brncNm !== undefined && { brncNm: f.brncNm }),
        ...(f.akdrnk !== undefined && { akdrnk: Number(f.akdrnk) }),
        ...(f.akdmi3 !== undefined && { akdmi3: f.akdmi3 }),
      };
      if (Object.keys(set).length === 0) throw new OperationError(`no field given (${USER_FIELD_NAMES.join(', ')})`);
      await svc.db.update(users).set({ ...set, updatedAt: svc.clock.now() }).where(eq(users.userid, i.userId));
      forgetCachedUser(svc.db, i.userId);
      return { userId: i.userId, updated: Object.keys(f).sort() };
    },
    auditFields,
  ),
};
