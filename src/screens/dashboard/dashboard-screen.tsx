// Home (/main, spec 1 §2 Dashboard): profile line, morning meeting, goal cards with medals, then the
// server's cards in exposure order, the organisation sheets and the event link. Renders the dashboard
// actor and its children; every action is an event.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { attendanceMonthMachine } from '../../../machines/dashboard/attendance-month.machine';
import type { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import * as sel from '../../../machines/dashboard/dashboard.selectors';
import type { Session } from '../../domain/login/contract';
import { profileLine } from '../../domain/shared/profile';
import { routeByName } from '../../domain/app/routes';
import { wholeOrgLabel } from '../../domain/dashboard/org-switch';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { AttendanceCard, AttendanceCount } from './attendance-card';
import { AttendanceMonthSheet } from './attendance-month-sheet';
import { CustomerSearch } from './customer-search';
import { DashboardCards } from './dashboard-cards';
import { GoalCards } from './goal-cards';
import { MedalDialog } from './medal-dialog';
import { MeetSheet, OrgSheet } from './org-sheets';
import './dashboard.css';

type DashboardActor = ActorRefFrom<typeof dashboardMachine>;
type MonthActor = ActorRefFrom<typeof attendanceMonthMachine>;

export interface DashboardScreenProps {
  readonly actor: DashboardActor;
  readonly session: Session;
  readonly attendanceMonth?: MonthActor;
  /** The customer search box hands its name on (to the app, which opens the customer list). */
  readonly onSearchCustomers?: (name: string) => void;
}

export function DashboardScreen({ actor, session, attendanceMonth, onSearchCustomers }: DashboardScreenProps) {
  const phase = useSelector(actor, sel.selectDashboardPhase);
  const error = useSelector(actor, sel.selectDashboardError);
  const line = profileLine(session.orgnzPstn, session.userName);
  return (
    <section className="home" aria-label="홈">
      <div className="profile-row">
        <Link href={`/dashboard/profile/${encodeURIComponent(session.userId)}`} className="profile-line" data-testid="profile-line" aria-label={`내 명함: ${line.grade} ${line.name} ${line.title}`.trim()}>
          <span className="grade">{line.grade}</span>
          <span className="name">{line.name}</span>
          {line.title && <span className="title">{line.title}</span>}
        </Link>
        <HomeButtons actor={actor} month={attendanceMonth} />
      </div>
      {onSearchCustomers && <CustomerSearch onSearch={onSearchCustomers} />}
      {phase === 'loading' && <Spinner label="불러오는 중" />}
      {phase === 'failed' && <RetryAlert className="home-failed" primary message={error ?? ''} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {phase === 'ready' && <ReadyDashboard actor={actor} akdrnk={session.akdrnk} />}
    </section>
  );
}

/** QR and attendance count beside the profile line; QR appears once its page exists, the count opens the month. */
function HomeButtons({ actor, month }: { readonly actor: DashboardActor; readonly month: MonthActor | undefined }) {
  const children = useSelector(actor, sel.selectChildren);
  const qr = routeByName('qr');
  return (
    <div className="profile-actions">
      {qr && (
        <Link href={qr.path} className="btn btn-secondary btn-small">
          QR
        </Link>
      )}
      {children.attendance && <AttendanceCount actor={children.attendance as never} onOpen={month && (() => month.send({ type: 'user.open' }))} />}
      {month && <AttendanceMonthSheet actor={month} />}
    </div>
  );
}

function ReadyDashboard({ actor, akdrnk }: { readonly actor: DashboardActor; readonly akdrnk: number }) {
  const data = useSelector(actor, sel.selectDashboardData)!;
  const children = useSelector(actor, sel.selectChildren);
  const alert = useSelector(actor, sel.selectDashboardAlert);
  const orgSheet = useSelector(actor, sel.selectOrgSheetOpen);
  const meetSheet = useSelector(actor, sel.selectMeetSheetOpen);
  const scopeLabel = useSelector(actor, sel.selectScopeLabel);
  const event = useSelector(actor, sel.selectEventLink);
  return (
    <>
      {children.attendance && <AttendanceCard actor={children.attendance as never} />}
      <GoalCards progress={data.base.progressInfo} />
      {event && (
        <button type="button" className="event-link" onClick={() => actor.send({ type: 'user.openSite', code: event.code })}>
          {event.name}
        </button>
      )}
      {scopeLabel !== null && (
        <button type="button" className="org-switch" aria-haspopup="dialog" onClick={() => actor.send({ type: 'user.openOrgSheet' })}>
          <span className="org-switch-label">조직</span> {scopeLabel} ▾
        </button>
      )}
      <DashboardCards actor={actor} />
      {children.medal && <MedalDialog actor={children.medal as never} />}
      {orgSheet && (
        <OrgSheet
          wholeLabel={wholeOrgLabel(akdrnk) ?? ''}
          choices={data.orgChoices}
          current={scopeLabel ?? ''}
          onSelect={(akdcde) => actor.send({ type: 'user.selectOrg', akdcde })}
          onClose={() => actor.send({ type: 'user.closeOrgSheet' })}
        />
      )}
      {meetSheet && data.org && <MeetSheet orgs={data.org.meetOrgList} onClose={() => actor.send({ type: 'user.closeMeetSheet' })} />}
      {alert && <Dialog message={alert} onClose={() => actor.send({ type: 'user.dismissAlert' })} />}
    </>
  );
}
