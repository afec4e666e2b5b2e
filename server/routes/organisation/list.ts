// orgnz/list (spec 3 §2 organisation list, §7): the caller's organisation below them, filtered, sorted and
// paged in SQL (server/services/org-list.ts). The comma lists keep the codes the rules know (parseCodes).
import { orgnzList } from '../../../src/domain/organisation/contract';
import { CHAWOL_OPTIONS, GADONG, GUBUN_OPTIONS, parseCodes } from '../../../src/domain/organisation/rules';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { dayParams } from '../../services/dashboard';
import { orgList } from '../../services/org-list';

export const listCalls: readonly ApiCall[] = [
  handle(orgnzList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { today, month } = dayParams(ctx.svc.clock.now());
    return orgList(ctx.svc.db, user.userid, today, month, {
      keyword: req.keyword ?? '',
      gubun: parseCodes(req.gubun, GUBUN_OPTIONS),
      chawol: parseCodes(req.chawol, CHAWOL_OPTIONS),
      gadong: parseCodes(req.gadong, GADONG),
      // N (or none) leaves the list unfiltered: the option is "attended only", not "absent only".
      meetOnly: req.meetYn === 'Y',
      order: req.ordrType ?? 'perform',
      offset: req.offset,
      size: req.size,
    });
  }),
];
