// mypage/myEduInfor (spec 3 §2 own activity info): the caller's own figures, activity and courses; any
// signed-in position (a branch head's answer has no months: the graph is hidden for COG01).
import { myEduInfor } from '../../../src/domain/reports/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { ownInfo } from '../../services/report-own-info';

export const ownInfoCalls: readonly ApiCall[] = [
  handle(myEduInfor, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    return ownInfo(ctx.svc.db, user, ctx.svc.clock.now());
  }),
];
