// The customer's self-registration page (spec 2 §2, §4, §5 self-registration; docs/decisions.md D53): public
// calls that carry the link's four sealed parameters instead of a session. A link that does not open, whose
// parts disagree or that is older than SELF_LINK_HOURS is one answer: expired (chkCustAuthInfo), the expired
// message (the other calls), never which part failed. The same verification and quotas as the planner's.
import { LinkParams, chkCustAuthInfo, issueAuthNoByCstmr, saveCustInfo, validAuthNoByCstmr } from '../../../src/domain/registration/contract';
import { registrationMessages as m } from '../../../src/domain/registration/messages';
import { SELF_LINK_PARAMS, type SelfLink } from '../../../src/domain/registration/pages';
import { selfIdentityError, selfSaveError } from '../../../src/domain/registration/rules';
import type { Db } from '../../db/client';
import { type ApiCall, type CallContext, handle } from '../../http/handle';
import { kstDate } from '../../lib/time';
import { customersWithPhone, inTransaction, selfRequestOf } from '../../services/registration-requests';
import { registerProspect } from './new-customer';
import { alreadyRegistered, type LockChecked, refuse, sendCode, checkTypedCode } from './verification';

type LinkFields = { readonly [K in keyof typeof LinkParams]: string };

const linkOf = (req: LinkFields): SelfLink => Object.fromEntries(SELF_LINK_PARAMS.map((k) => [k, req[k]])) as SelfLink;

/** The link's request, locked; a link that does not stand for a live request is the expired message. */
const linkRequest =
  (ctx: CallContext, req: LinkFields): LockChecked =>
  async (tx: Db) => {
    const found = await selfRequestOf(tx, ctx.svc.registration, linkOf(req), ctx.svc.clock.now(), true);
    if (!found) throw refuse(m.selfExpired, 'link');
    return found.request;
  };

const EXPIRED = { expiredYn: 'Y', athnStat: '0', custDuplicateCnt: 0, name: '', phoneNum: '', plannerName: '' } as const;

export const selfCalls: readonly ApiCall[] = [
  handle(chkCustAuthInfo, async (req, ctx) => {
    const found = await selfRequestOf(ctx.svc.db, ctx.svc.registration, linkOf(req), ctx.svc.clock.now(), false);
    if (!found) return EXPIRED;
    const { request, planner } = found;
    const issued = request.codeMac !== null || request.verifiedAt !== null || request.wrongTries > 0;
    return {
      expiredYn: 'N' as const,
      athnStat: request.kwkkey !== null ? ('2' as const) : issued ? ('1' as const) : ('0' as const),
      custDuplicateCnt: await customersWithPhone(ctx.svc.db, planner.userid, request.phone),
      name: request.custName,
      phoneNum: request.phone,
      plannerName: planner.name,
    };
  }),

  handle(issueAuthNoByCstmr, async (req, ctx) => {
    const lock = linkRequest(ctx, req);
    return sendCode(ctx.svc, async (tx) => {
      const request = await lock(tx);
      const differs = selfIdentityError({ name: req.name, phone: req.phoneNum }, { name: request.custName, phone: request.phone });
      if (differs) throw refuse(differs, 'name or phone');
      return request;
    });
  }),

  handle(validAuthNoByCstmr, async (req, ctx) => checkTypedCode(ctx.svc, linkRequest(ctx, req), req.athnNo)),

  handle(saveCustInfo, async (req, ctx) => {
    const form = req.jsonString;
    const { db, clock } = ctx.svc;
    const now = clock.now();
    const lock = linkRequest(ctx, form);
    await inTransaction(db, async (tx) => {
      const request = await lock(tx);
      if (request.kwkkey !== null) {
        if (request.idemKey === form.idemKey) return;
        throw alreadyRegistered();
      }
      const broken = selfSaveError(
        { name: form.name, phone: form.phoneNum, termsAgreed: true, verified: request.verifiedAt !== null, children: form.childs },
        { name: request.custName, phone: request.phone },
        Number(kstDate(now).slice(0, 4)),
      );
      if (broken) throw refuse(broken, 'self-registration form');
      // Registered meanwhile (the planner, or another link to the same phone): the complete page's case.
      if ((await customersWithPhone(tx, request.ownerUserid, request.phone)) > 0) throw alreadyRegistered();
      await registerProspect(
        tx,
        {
          ownerUserid: request.ownerUserid,
          name: request.custName,
          phone: request.phone,
          gender: null,
          birth: null,
          zip: null,
          addr1: null,
          addr2: null,
          prensrno: null,
          custnote: null,
          mrknagre: form.marketing,
          children: form.childs.map((c) => ({ chlnnam: c.name.trim(), chlnbdt: c.birthday, chlngndr: c.sex })),
          memo: form.memo,
          interests: [],
        },
        { requestId: request.id, idemKey: form.idemKey },
        now,
      );
    });
    return {};
  }),
];
