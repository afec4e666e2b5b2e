// A member's detail (spec 3 §2 member detail): the head with call / text and the profile link, the rank
// progress, the month switch with the month's performance (label, tooltip, commission link) and activity,
// the courses and the private memos. Renders the member-detail actor, full-screen on its route or as the
// pane beside the organisation list on a PC (the layout follows the pane's own width).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { memberDetailMachine } from '../../../machines/organisation/member-detail.machine';
import * as sel from '../../../machines/organisation/member-detail.selectors';
import { organisationMessages } from '../../domain/organisation/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { MemberCourses } from './member-courses';
import { MemberActivity, MemberPerform, MonthSwitch } from './member-figures';
import { MemberHeader } from './member-header';
import { MemberProgress } from './member-progress';
import { OrgMemoList } from './org-memo-list';
import './member-detail.css';

export function MemberDetailScreen({ actor, name }: { readonly actor: ActorRefFrom<typeof memberDetailMachine>; readonly name: string }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const member = useSelector(actor, sel.selectMember);
  const figures = useSelector(actor, sel.selectFigures);
  const commission = useSelector(actor, sel.selectCommission);
  const nav = useSelector(actor, sel.selectMonthNav);
  const contacting = useSelector(actor, sel.selectContacting);
  const opening = useSelector(actor, sel.selectOpeningCommission);
  const message = useSelector(actor, sel.selectMessage);
  const memos = useSelector(actor, sel.selectMemos);
  return (
    <section className="member-detail" aria-label={organisationMessages.memberDetailLabel(member?.akdnam ?? name)} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert className="member-status" message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {member && figures && (
        <div className="member-grid">
          <MemberHeader member={member} contacting={contacting} onCall={() => actor.send({ type: 'user.call' })} onText={() => actor.send({ type: 'user.text' })} />
          <MemberProgress gubun={member.gubun} siljuck={member.siljuck} />
          <div className="member-month-block">
            <MonthSwitch month={figures.yyyymm} nav={nav} onPrev={() => actor.send({ type: 'user.prevMonth' })} onNext={() => actor.send({ type: 'user.nextMonth' })} />
            <MemberPerform figures={figures} commission={commission} opening={opening} onCommission={() => actor.send({ type: 'user.openCommission' })} />
            <MemberActivity figures={figures} />
          </div>
          <MemberCourses required={figures.eduInfo} studies={figures.studitList} />
          {memos && <OrgMemoList actor={memos} />}
        </div>
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
