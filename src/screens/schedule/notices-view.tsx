// The selected day's notices (spec 2 §2, §9): contract expiry, re-test and book care, each kind a row of
// pairs (2 a slide) with a complete check; a completed notice leaves. Renders a schedule-notices actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { scheduleNoticesMachine } from '../../../machines/schedule/schedule-notices.machine';
import * as sel from '../../../machines/schedule/schedule-notices.selectors';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { inPairs, noticeKey, type NoticeItem, type NoticeKind } from '../../domain/schedule/notices';
import { Dialog } from '../../ui/dialog';
import { SnapCarousel } from '../../ui/snap-carousel';

const TITLES: Readonly<Record<NoticeKind, string>> = { concExp: m.concExpTitle, reinspec: m.reinspecTitle, bookcare: m.bookcareTitle };

/** What a notice says: the customer and its date. */
function noticeText(kind: NoticeKind, item: NoticeItem): { who: string; when: string } {
  const i = item as Record<string, string>;
  if (kind === 'concExp') return { who: i.custNm!, when: i.concexpydy! };
  if (kind === 'reinspec') return { who: i.cnm!, when: i.compDt! };
  return { who: i.rppnam!, when: i.rpndte! };
}

export function NoticesView({ actor }: { readonly actor: ActorRefFrom<typeof scheduleNoticesMachine> }) {
  const notices = useSelector(actor, sel.selectNotices);
  const busy = useSelector(actor, sel.selectNoticeBusy);
  const error = useSelector(actor, sel.selectNoticeError);
  return (
    <>
      {(['concExp', 'reinspec', 'bookcare'] as const).map((kind) => {
        const items = notices[kind] as readonly NoticeItem[];
        if (items.length === 0) return null;
        return (
          <section key={kind} className="sch-notices" aria-label={TITLES[kind]}>
            <h3>{TITLES[kind]}</h3>
            <SnapCarousel label={TITLES[kind]} className="sch-notice-carousel">
              {inPairs(items).map((pair) => (
                <ul key={noticeKey(kind, pair[0]!)} className="sch-notice-pair">
                  {pair.map((item) => {
                    const { who, when } = noticeText(kind, item);
                    return (
                      <li key={noticeKey(kind, item)} className="sch-notice">
                        <span className="sch-notice-who">{who}</span>
                        <span className="sch-notice-when">{when}</span>
                        <button type="button" className="btn btn-secondary" disabled={busy} aria-label={m.noticeComplete(`${who} ${when}`)} onClick={() => actor.send({ type: 'user.completeNotice', kind, key: noticeKey(kind, item) })}>
                          완료
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ))}
            </SnapCarousel>
          </section>
        );
      })}
      {error && <Dialog message={error} onClose={() => actor.send({ type: 'user.dismissError' })} />}
    </>
  );
}
