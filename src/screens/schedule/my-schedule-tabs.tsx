// The my / HQ tabs above both schedule calendars (spec 2 §2): two routes, so the tabs are links.
import { Link } from 'wouter';
import { HQ_SCHEDULE_PATH, SCHEDULE_LIST_PATH } from '../../domain/schedule/pages';
import { scheduleMessages as m } from '../../domain/schedule/messages';

export function MyScheduleTabs({ current }: { readonly current: 'mine' | 'hq' }) {
  return (
    <nav className="sch-tabs" aria-label="일정 구분">
      <Link href={SCHEDULE_LIST_PATH} className="sch-tab" aria-current={current === 'mine' ? 'page' : undefined}>
        {m.tabMine}
      </Link>
      <Link href={HQ_SCHEDULE_PATH} className="sch-tab" aria-current={current === 'hq' ? 'page' : undefined}>
        {m.tabHq}
      </Link>
    </nav>
  );
}
