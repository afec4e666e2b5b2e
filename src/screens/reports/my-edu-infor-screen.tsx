// Own activity info (spec 3 §2 /mypage/myEduInfor): profile, figures and level, the month's activity, the
// courses, and (not for a branch head) the six-month graph with the monthly panel. On a PC the cards sit in
// two columns. Renders the my-edu-infor actor.
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { myEduInforMachine } from '../../../machines/reports/my-edu-infor.machine';
import * as sel from '../../../machines/reports/my-edu-infor.selectors';
import { reportsMessages } from '../../domain/reports/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { EduActivity, EduCourses } from './my-edu-infor-activity';
import { EduMonths } from './my-edu-infor-months';
import { EduFigures, EduProfile } from './my-edu-infor-profile';
import './my-edu-infor.css';

export function MyEduInforScreen({ actor }: { readonly actor: ActorRefFrom<typeof myEduInforMachine> }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const info = useSelector(actor, sel.selectInfo);
  const progress = useSelector(actor, sel.selectProgress, shallowEqual);
  const monthly = useSelector(actor, sel.selectMonthly, shallowEqual);
  return (
    <article className="edu-screen" aria-label={reportsMessages.myEduLabel} aria-busy={loading}>
      {loading && <Spinner label={reportsMessages.myEduLoading} />}
      {error !== null && <RetryAlert className="edu-status" message={error} onRetry={() => actor.send({ type: 'user.retry' })} primary />}
      {info && (
        <div className="edu-grid">
          <div className="edu-column">
            <EduProfile info={info} />
            <EduFigures info={info} progress={progress} />
            {monthly && <EduMonths months={monthly.months} figure={monthly.figure} onSelect={(yyyymm) => actor.send({ type: 'user.selectMonth', yyyymm })} />}
          </div>
          <div className="edu-column">
            <EduActivity activity={info.activityInfo} />
            <EduCourses info={info} />
          </div>
        </div>
      )}
    </article>
  );
}
