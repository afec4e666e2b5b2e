// saveMyCstmr from the detail (spec 2 §4, §5, §6): the prospect additional-info block, the five child slots
// and the interest / no-jin choice, each part with its flag, all in one transaction. The rules are
// customer-edit.ts's (the client's own), answered as bad_request with the screen's message; a customer the
// caller does not see is forbidden; a part the customer's type may not change is refused. Children are
// matched to the stored ones so that an unchanged or edited child keeps its chlnKwkey (and with it its
// learning, book care and diagnoses); the list's derived columns are recomputed (D42).
import { sql } from 'drizzle-orm';
import {
  ACTIVITY_FAMILY,
  activityError,
  additionalInfoError,
  type ChildSlot,
  childrenError,
  childSlotFields,
  editsInterests,
  filledChildren,
  interestChoiceProblem,
  placeNoteFor,
} from '../../../src/domain/customers/customer-edit';
import { customerSectionsMessages as m } from '../../../src/domain/customers/sections-messages';
import { saveMyCstmr } from '../../../src/domain/customers/sections-contract';
import { type RequestOf } from '../../../src/domain/shared/call';
import type { Db } from '../../db/client';
import { CallRefusal, ConflictRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { badRequestMessage } from '../../lib/decode';
import { rowsOf } from '../../lib/rows';
import { kstDate } from '../../lib/time';
import { refreshCustomerDerived } from '../../services/customer-derived';
import { ownerScope } from '../../services/customer-scope';
import { customerInView } from './section-scope';

type SaveRequest = RequestOf<typeof saveMyCstmr>;

const ruleBroken = (message: string, field: string) => new CallRefusal('bad_request', message, { detail: { fields: [field], rule: message } });
const badField = (field: string, reason: string) => new CallRefusal('bad_request', badRequestMessage([field]), { detail: { fields: [field], reason } });

/** The five child slots of a form (chlnnam1..5, chlnbdt1..5, chlngndr1..5); also the registration's. */
export function slotsOf(req: object): ChildSlot[] {
  const r = req as unknown as Record<string, string | undefined>;
  return [1, 2, 3, 4, 5].map((n) => ({
    chlnnam: r[`chlnnam${n}`] ?? '',
    chlnbdt: r[`chlnbdt${n}`] ?? '',
    chlngndr: (r[`chlngndr${n}`] ?? '') as ChildSlot['chlngndr'],
  }));
}

interface StoredChild {
  id: number;
  chlnKwkey: string;
  name: string;
  gender: string;
  birth: string | null;
  seq: number;
}

/**
 * Which stored child each new slot continues: the same name, gender and birth first, then the same name
 * (an edit of the birth or gender), then the child at the same position (an edit of the name). null: a new child.
 */
export function matchChildren(stored: readonly StoredChild[], wanted: readonly ChildSlot[]): (StoredChild | null)[] {
  const used = new Set<number>();
  const out: (StoredChild | null)[] = wanted.map(() => null);
  const pass = (same: (s: StoredChild, w: ChildSlot, i: number) => boolean) =>
    wanted.forEach((w, i) => {
      if (out[i]) return;
      const hit = stored.find((s) => !used.has(s.id) && same(s, w, i));
      if (hit) {
        used.add(hit.id);
        out[i] = hit;
      }
    });
  pass((s, w) => s.name === w.chlnnam.trim() && s.gender === w.chlngndr && (s.birth ?? '') === w.chlnbdt);
  pass((s, w) => s.name === w.chlnnam.trim());
  pass((s, _w, i) => s.seq === i + 1);
  return out;
}

/** Child keys in the seed's form (C + the customer key's digits + a number), skipping any in use anywhere. */
async function newChildKeys(tx: Db, kwkkey: string, n: number): Promise<string[]> {
  if (n === 0) return [];
  const candidates = Array.from({ length: n + 20 }, (_, i) => `C${kwkkey.slice(1)}${i + 1}`);
  const taken = new Set(
    (await rowsOf<{ k: string }>(tx, sql`select chln_kwkey as k from children where chln_kwkey = any(${sql.param(candidates)}::text[])`)).map((r) => r.k),
  );
  const free = candidates.filter((k) => !taken.has(k)).slice(0, n);
  if (free.length < n) throw new Error('no free child key');
  return free;
}

/** Writes the customer's children as the filled slots, in order (also the registration's, for a new customer). */
export async function replaceChildren(tx: Db, kwkkey: string, slots: readonly ChildSlot[]): Promise<void> {
  const stored = await rowsOf<StoredChild>(
    tx,
    sql`select id, chln_kwkey as "chlnKwkey", name, gender, birth, seq from children where kwkkey = ${kwkkey} order by seq for update`,
  );
  const wanted = filledChildren(slots);
  const matched = matchChildren(stored, wanted);
  const kept = new Set(matched.flatMap((s) => (s ? [s.id] : [])));
  const gone = stored.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (gone.length > 0) await tx.execute(sql`delete from children where id = any(${sql.param(gone)}::int[])`);
  // Out of the way of the (kwkkey, seq) key before the positions are written again.
  if (kept.size > 0) await tx.execute(sql`update children set seq = -seq where id = any(${sql.param([...kept])}::int[])`);
  const keys = await newChildKeys(tx, kwkkey, matched.filter((s) => s === null).length);
  let next = 0;
  for (const [i, w] of wanted.entries()) {
    const s = matched[i];
    const birth = w.chlnbdt === '' ? null : w.chlnbdt;
    if (s)
      await tx.execute(sql`update children set name = ${w.chlnnam.trim()}, gender = ${w.chlngndr}, birth = ${birth}, seq = ${i + 1} where id = ${s.id}`);
    else
      await tx.execute(sql`insert into children (kwkkey, chln_kwkey, name, gender, birth, seq)
        values (${kwkkey}, ${keys[next++]!}, ${w.chlnnam.trim()}, ${w.chlngndr}, ${birth}, ${i + 1})`);
  }
  await refreshCustomerDerived(tx, { from: kwkkey, to: kwkkey });
}

/**
 * The children save's version check (issue 18), inside the save's transaction with the customer locked: a
 * version sent that is no longer the children's is a conflict, answered with the children as the server holds
 * them in the save's slot fields (chlnnam1..5, chlnbdt1..5, chlngndr1..5) and their version.
 */
async function checkChildrenVersion(tx: Db, kwkkey: string, version: number | undefined): Promise<void> {
  if (version === undefined) return;
  const [now] = await rowsOf<{ v: number }>(tx, sql`select children_version as v from customers where kwkkey = ${kwkkey}`);
  if (!now || now.v === version) return;
  const stored = await rowsOf<{ name: string; birth: string | null; gender: string }>(
    tx,
    sql`select name, birth, gender from children where kwkkey = ${kwkkey} order by seq`,
  );
  const slots = stored.map((k): ChildSlot => ({ chlnnam: k.name, chlnbdt: k.birth ?? '', chlngndr: k.gender as ChildSlot['chlngndr'] }));
  throw new ConflictRefusal({ ...childSlotFields(slots), version: String(now.v) });
}

/** The interest choices after their checks: structure, then codes of the table (also the registration's). */
export async function checkedInterests(
  db: Db,
  req: Pick<SaveRequest, 'interestListJsonString' | 'prensrno' | 'custnote'>,
): Promise<{ chosen: { prenCd: string; cdVl1: string }[]; prensrno: string; custnote: string }> {
  const picked = (req.interestListJsonString ?? []).filter((c) => c.custvalu !== 'N');
  const chosen = [...new Map(picked.map((c) => [`${c.prenCd}:${c.cdVl1}`, { prenCd: c.prenCd, cdVl1: c.cdVl1 }])).values()];
  const problem = interestChoiceProblem(chosen);
  if (problem) throw badField('interestListJsonString', problem);
  const prensrno = req.prensrno ?? '';
  const custnote = req.custnote ?? '';
  const broken = activityError(prensrno, custnote);
  if (broken) throw ruleBroken(broken, 'custnote');
  const pairs = [...chosen, ...(prensrno ? [{ prenCd: ACTIVITY_FAMILY, cdVl1: prensrno }] : [])];
  if (pairs.length > 0) {
    const found = await rowsOf<{ prenCd: string; cdVl1: string }>(
      db,
      sql`select pren_cd as "prenCd", cd_vl1 as "cdVl1" from interest_codes
        where (pren_cd, cd_vl1) in (select * from unnest(${sql.param(pairs.map((p) => p.prenCd))}::text[], ${sql.param(pairs.map((p) => p.cdVl1))}::text[]))`,
    );
    const known = new Set(found.map((f) => `${f.prenCd}:${f.cdVl1}`));
    if (prensrno && !known.has(`${ACTIVITY_FAMILY}:${prensrno}`)) throw badField('prensrno', 'unknown activity');
    if (chosen.some((c) => !known.has(`${c.prenCd}:${c.cdVl1}`))) throw badField('interestListJsonString', 'unknown code');
  }
  return { chosen, prensrno, custnote: placeNoteFor(prensrno, custnote) };
}

export const saveCustomerCalls: readonly ApiCall[] = [
  handle(saveMyCstmr, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const now = clock.now();
    const year = Number(kstDate(now).slice(0, 4));
    const info = req.changeCustInfo === 'Y';
    const kids = req.addChild === 'Y';
    const interest = req.changeInterest === 'Y';
    if (!info && !kids && !interest) throw new CallRefusal('bad_request', m.saveNothing, { detail: { fields: ['changeCustInfo', 'addChild', 'changeInterest'] } });

    // The rules first, as the screen checks them.
    const addInfo = { kwgend: req.kwgend ?? '', kwbrdt: req.kwbrdt ?? '', kwsad1: req.kwsad1 ?? '', kwsad2: req.kwsad2 ?? '' };
    if (info) {
      const broken = additionalInfoError(addInfo, year);
      if (broken) throw ruleBroken(broken, 'kwbrdt');
    }
    const slots = slotsOf(req);
    if (kids) {
      const broken = childrenError(slots, year);
      if (broken) throw ruleBroken(broken, 'children');
    }
    const interests = interest ? await checkedInterests(db, req) : null;

    const owners = await ownerScope(db, user, req.searchUserid);
    const at = now.toISOString();
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const c = await customerInView(tx, owners, req.kwkkey, req.custDiv, true);
      if (info && c.custDivDetail !== 'SCD02') throw new CallRefusal('refused', m.addInfoProspectOnly, { detail: { kwkkey: c.kwkkey, type: c.custDivDetail } });
      if (kids && c.custDivDetail !== 'SCD02') throw new CallRefusal('refused', m.childrenProspectOnly, { detail: { kwkkey: c.kwkkey, type: c.custDivDetail } });
      if (interests && !editsInterests(c.custDivDetail))
        throw new CallRefusal('refused', m.interestContractReadOnly, { detail: { kwkkey: c.kwkkey, type: c.custDivDetail } });
      if (info) {
        // What the block leaves empty stays as it is; an address is its two lines (and zip) together.
        const address =
          addInfo.kwsad1.trim() === ''
            ? sql``
            : sql`, zip = ${req.kwszip || null}, addr1 = ${addInfo.kwsad1.trim()}, addr2 = ${addInfo.kwsad2.trim()}`;
        await tx.execute(sql`update customers set
            gender = coalesce(${addInfo.kwgend || null}, gender), birth = coalesce(${addInfo.kwbrdt || null}, birth) ${address}
          where kwkkey = ${c.kwkkey}`);
      }
      if (kids) {
        await checkChildrenVersion(tx, c.kwkkey, req.version);
        await replaceChildren(tx, c.kwkkey, slots);
        // Every children save moves their version on, with or without one sent.
        await tx.execute(sql`update customers set children_version = children_version + 1 where kwkkey = ${c.kwkkey}`);
      }
      if (interests) {
        await tx.execute(sql`delete from customer_interests where kwkkey = ${c.kwkkey}`);
        if (interests.chosen.length > 0)
          await tx.execute(sql`insert into customer_interests (kwkkey, pren_cd, cd_vl1)
            select ${c.kwkkey}, p, v from unnest(${sql.param(interests.chosen.map((x) => x.prenCd))}::text[], ${sql.param(interests.chosen.map((x) => x.cdVl1))}::text[]) as u(p, v)`);
        await tx.execute(sql`update customers set prensrno = ${interests.prensrno || null}, custnote = ${interests.custnote || null} where kwkkey = ${c.kwkkey}`);
      }
      // A change of the customer: the list's "recent change" order moves it up.
      await tx.execute(sql`update customers set updated_at = ${at}::timestamptz where kwkkey = ${c.kwkkey}`);
    });
    const children = await rowsOf<{ sqno: number; chlnKwkey: string; chlnNm: string }>(
      db,
      sql`select seq as sqno, chln_kwkey as "chlnKwkey", name as "chlnNm" from children where kwkkey = ${req.kwkkey} order by seq`,
    );
    return { children };
  }),
];
