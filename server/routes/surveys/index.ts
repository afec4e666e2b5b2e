// The survey area's calls (spec 3 §7 survey list, survey view, saveSurvey): any signed-in position, each
// seeing only the surveys for its position (server/services/surveys.ts).
import { saveSurvey, surveyList, surveyView } from '../../../src/domain/surveys/contract';
import { msg } from '../../../src/domain/messages';
import { canOpenSurvey } from '../../../src/domain/surveys/rules';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { optionsOf, questionsOf, surveyFor, surveyList as listSurveys } from '../../services/surveys';
import { saveSurveyAnswers } from '../../services/surveys-save';

export const surveysCalls: readonly ApiCall[] = [
  handle(surveyList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    return listSurveys(ctx.svc.db, user, ctx.svc.clock.now(), { divCd: req.divCd, searchYear: req.searchYear, offset: req.offset, size: req.size });
  }),

  handle(surveyView, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const info = await surveyFor(ctx, user, req.srvySqno, ctx.svc.clock.now());
    // The list shows a finished survey the member did not join as not openable; the server agrees.
    if (!canOpenSurvey(info.status, info.comStatus)) throw new CallRefusal('refused', msg.surveyNotJoined, { detail: { srvySqno: req.srvySqno } });
    const [list, optionList] = await Promise.all([questionsOf(ctx.svc.db, req.srvySqno), optionsOf(ctx.svc.db, req.srvySqno, user.userid)]);
    return { info, list, optionList };
  }),

  handle(saveSurvey, async (req, ctx) => {
    const { user } = signedIn(ctx);
    return { srvySqno: await saveSurveyAnswers(ctx, user, req.srvySqno, req.jsonString) };
  }),
];
