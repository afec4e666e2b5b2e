// Notice popups (spec 1 §7 popup/list, popup/detail): the popups whose window holds the server's now,
// oldest registration first, and one of them with its HTML body. A popup outside its window answers
// not_found like an unknown one: the app shows only what is open.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { popupDetail, popupList } from '../../src/domain/popups/contract';
import { popups } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';

const openAt = (now: Date) => and(lte(popups.startAt, now), gt(popups.endAt, now));

export const popupsCalls: readonly ApiCall[] = [
  handle(popupList, async (_req, ctx) => {
    signedIn(ctx);
    const list = await ctx.svc.db
      .select({ sqno: popups.sqno, titl: popups.titl, ppupTyp: popups.ppupTyp })
      .from(popups)
      .where(openAt(ctx.svc.clock.now()))
      .orderBy(asc(popups.sqno));
    return { list };
  }),

  handle(popupDetail, async (req, ctx) => {
    signedIn(ctx);
    const [popup] = await ctx.svc.db
      .select({ sqno: popups.sqno, titl: popups.titl, cntn: popups.cntn, ppupTyp: popups.ppupTyp })
      .from(popups)
      .where(and(eq(popups.sqno, req.sqno), openAt(ctx.svc.clock.now())));
    if (!popup) throw new CallRefusal('not_found');
    return popup;
  }),
];
