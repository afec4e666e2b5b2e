// Staff of the organisation: one row per user, with the position, the branch/centre codes the
// client compares with its session, and the direct leader (manager_userid) that forms the hierarchy.
import { type AnyPgColumn, index, integer, pgTable, text, date } from 'drizzle-orm/pg-core';
import type { Position } from '../../../src/domain/shared/roles';
import { instant, stamps } from './columns';

export const users = pgTable(
  'users',
  {
    userid: text('userid').primaryKey(),
    /** Employee code (사번). */
    akdcde: text('akdcde').notNull().unique(),
    name: text('name').notNull(),
    orgnzPstn: text('orgnz_pstn').$type<Position>().notNull(),
    akdrnk: integer('akdrnk').notNull(),
    cntrCd: text('cntr_cd').notNull(),
    cntrNm: text('cntr_nm').notNull(),
    brncCd: text('brnc_cd').notNull(),
    brncNm: text('brnc_nm').notNull(),
    /** Affiliation (district) code. */
    akdmi3: text('akdmi3').notNull(),
    /** Direct leader; leaders see the subtree below them. Null for the branch head. */
    managerUserid: text('manager_userid').references((): AnyPgColumn => users.userid, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    /** akdid1: birth date as 6 (yymmdd) or 8 digits. */
    birth: text('birth').notNull(),
    /** akden: work registration date. */
    joinDate: date('join_date').notNull(),
    /** akdje: registration base date, from which 차월 counts (the return date of a reinstated member). */
    baseDate: date('base_date').notNull(),
    /** akdst: start type, '00000000' for a new member, else the return date (yyyymmdd) of a reinstated one. */
    startType: text('start_type').notNull().default('00000000'),
    /** gnrlName: the division (본부) the branch belongs to. */
    gnrlNm: text('gnrl_nm').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    pushToken: text('push_token'),
    photoUrl: text('photo_url'),
    lastLoginAt: instant('last_login_at'),
    ...stamps(),
  },
  (t) => [index('users_manager_idx').on(t.managerUserid), index('users_brnc_idx').on(t.brncCd, t.orgnzPstn)],
);

/** A user as read from the database. */
export type UserRow = typeof users.$inferSelect;
