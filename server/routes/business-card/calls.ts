// The business card (spec 3 §5, §7): the card of self or a member below (card/profile), sending
// one's own card by SMS through the outbox (sendProfile).
import { cardProfile, sendProfile } from '../../../src/domain/business-card/contract';
import { msg } from '../../../src/domain/messages';
import { GRADE_NAMES } from '../../../src/domain/shared/roles';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { cardOf, cardPath, cardTokenOf } from '../../services/business-card';
import { resolveTarget } from '../../services/org-scope';

export const businessCardCalls: readonly ApiCall[] = [
  handle(cardProfile, async (req, ctx) => {
    const target = await resolveTarget(ctx.svc.db, signedIn(ctx).user, req.targetId);
    return cardOf(target, await cardTokenOf(ctx.svc.db, target.userid));
  }),

  handle(sendProfile, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { config, sms, db } = ctx.svc;
    // The link's origin is configuration: a Host or Origin header is the caller's to forge.
    const url = `${config.publicOrigin}${cardPath(await cardTokenOf(db, user.userid))}`;
    const body = msg.cardMessage(user.name, GRADE_NAMES[user.orgnzPstn], url);
    const id = await sms.enqueueLimited({ senderUserid: user.userid, toTel: req.telNo, body, kind: 'profile' }, config.sms.profilePerHour);
    if (id === null) throw new CallRefusal('too_many_attempts', msg.cardSendLimited(config.sms.profilePerHour));
    sms.kick();
    return {};
  }),
];
