// saveMyCstmrReg (spec 2 §3 registration form, §4 step 5, §5 step 2; docs/decisions.md D53): the planner's
// verified request becomes a prospect in one transaction on the locked request. Step 2 and the interest
// checks are the screen's and the detail's rules, answered with their messages. A repeat with the same
// idemKey answers the same key and writes nothing; concurrent repeats wait on the row and find it used.
import { registrationMessages as m } from '../../../src/domain/registration/messages';
import { saveMyCstmrReg } from '../../../src/domain/registration/contract';
import { step2Error } from '../../../src/domain/registration/rules';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { kstDate } from '../../lib/time';
import { customersWithPhone, inTransaction } from '../../services/registration-requests';
import { checkedInterests, slotsOf } from '../customers/save-customer';
import { registerProspect } from './new-customer';
import { plannerRequest } from './planner';
import { alreadyRegistered, refuse } from './verification';

const orNull = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());

export const registerCalls: readonly ApiCall[] = [
  handle(saveMyCstmrReg, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const now = clock.now();
    const year = Number(kstDate(now).slice(0, 4));
    const lock = plannerRequest(ctx, user, req.encSqno);
    const slots = slotsOf(req);
    const kwkkey = await inTransaction(db, async (tx) => {
      const request = await lock(tx);
      if (request.kwkkey !== null) {
        if (request.idemKey === req.idemKey) return request.kwkkey;
        throw alreadyRegistered();
      }
      const broken = step2Error(
        { authenticated: request.verifiedAt !== null, prensrno: req.prensrno ?? '', custnote: req.custnote ?? '', custbrdt: req.custbrdt ?? '', children: slots },
        year,
      );
      if (broken) throw refuse(broken, 'step 2');
      const phone = `${req.tel1}${req.tel2}${req.tel3}`;
      if (req.custname.trim() !== request.custName || phone !== request.phone) throw refuse(m.selfDiffers, 'name or phone');
      if ((await customersWithPhone(tx, user.userid, phone)) > 0) throw refuse(m.phoneDuplicate, 'duplicate phone');
      const interests = await checkedInterests(tx, req);
      return registerProspect(
        tx,
        {
          ownerUserid: user.userid,
          name: request.custName,
          phone,
          gender: req.custgndr === 'M' || req.custgndr === 'F' ? req.custgndr : null,
          birth: orNull(req.custbrdt),
          zip: orNull(req.custzpcd),
          addr1: orNull(req.custadr1),
          addr2: orNull(req.custadr2),
          prensrno: interests.prensrno || null,
          custnote: interests.custnote || null,
          mrknagre: req.mrknagre,
          children: slots,
          memo: req.memo ?? '',
          interests: interests.chosen,
        },
        { requestId: request.id, idemKey: req.idemKey },
        now,
      );
    });
    return { custsrno: kwkkey };
  }),
];
