// The member detail's and its memos' actors on the Effect runtime (spec 3 §7 orgnz.*, getSsoToken): the
// member with a month's performance and activity and the configured commission site, another month, the
// hand-over to the shell, the commission page with the single-sign-on token, and the private memos.
import { Effect, Exit } from 'effect';
import { NativeBridge, type ReservedLink } from '../../../bridges/contract';
import type { ContactKind } from '../../../machines/organisation/member-detail.machine';
import type { MemberData, MonthFigures } from '../../../machines/organisation/member-detail.types';
import type { SaveOrgMemoInput } from '../../../machines/organisation/org-memo-editor.machine';
import { orgnzActivity, orgnzDetail, orgnzMemoDelete, orgnzMemoList, orgnzMemoSave, orgnzPerform } from '../../domain/organisation/contract';
import { orgMemoHref } from '../../domain/organisation/pages';
import { getSsoToken, siteList } from '../../domain/outside-sites/contract';
import { linkOf, siteLinks, siteUrl, type SiteLink } from '../../domain/outside-sites/outside-sites';
import { InvalidRequest } from '../../domain/shared/errors';
import { msg } from '../../domain/messages';
import { Api } from '../../services/api.service';

interface MonthQuery {
  readonly targetId: string;
  readonly gubun: string;
  /** Absent: this month as the server counts it (its answer says which). */
  readonly yyyymm?: string;
}

/** orgnz/perform and orgnz/activity of one month, side by side; the memos the activity answer carries. */
const monthOf = ({ targetId, gubun, yyyymm }: MonthQuery) =>
  Api.use((a) =>
    Effect.all([a.call(orgnzPerform, { targetId, ...(gubun ? { gubun } : {}), ...(yyyymm ? { yyyymm } : {}) }), a.call(orgnzActivity, { targetId, ...(yyyymm ? { yyyymm } : {}) })], {
      concurrency: 'unbounded',
    }),
  ).pipe(
    Effect.map(([p, act]) => ({
      figures: { yyyymm: act.yyyymm, perform: p.perform, activity: act.activityInfo, eduInfo: act.eduInfo, studitList: act.studitList } satisfies MonthFigures,
      memos: act.memoList,
    })),
  );

/** The member, this month's figures (the server's month) and the commission site (none when the site list fails: no link). */
export const loadMember = (q: MonthQuery) =>
  Effect.gen(function* () {
    const [member, month, sites] = yield* Effect.all(
      [
        Api.use((a) => a.call(orgnzDetail, { targetId: q.targetId })),
        monthOf(q),
        Api.use((a) => a.call(siteList, {})).pipe(Effect.orElseSucceed(() => ({ list: [] }))),
      ],
      { concurrency: 'unbounded' },
    );
    return { member, figures: month.figures, memos: month.memos, commission: linkOf(siteLinks(sites.list), 'COMMISSION') } satisfies MemberData;
  });

export const loadMonth = (q: MonthQuery) => monthOf(q).pipe(Effect.map((m) => m.figures));

export const handOver = ({ kind, phone }: { kind: ContactKind; phone: string }) =>
  NativeBridge.use((b) => (kind === 'call' ? b.dial(phone) : b.sendSms({ phones: [phone.replace(/\D/g, '')], message: '' })));

/** The token first; an empty token opens the plain page (siteUrl). A failure lets the reserved window go. */
export const openCommission = (reserved: Effect.Effect<ReservedLink, never, NativeBridge>) => (link: SiteLink) =>
  Effect.acquireUseRelease(
    reserved,
    (window) =>
      Effect.gen(function* () {
        const sso = link.sso ? yield* Api.use((a) => a.call(getSsoToken, {})) : null;
        yield* window.open(siteUrl(link, sso));
      }),
    (window, exit) => (Exit.isSuccess(exit) ? Effect.void : window.release()),
  );

export const loadMemos = ({ targetId }: { targetId: string }) => Api.use((a) => a.call(orgnzMemoList, { targetId })).pipe(Effect.map((r) => r.list));

export const deleteMemo = ({ sqno }: { sqno: number }) => Api.use((a) => a.call(orgnzMemoDelete, { sqno }, { block: true }));

/** The memo popup's route, opened by the shell as a full URL (a web view of its own; a window on PC). */
export const openEditor = (origin: string) => ({ targetId, sqno }: { targetId: string; sqno: number | null }) =>
  NativeBridge.use((b) => b.openNewPage(new URL(orgMemoHref({ targetId, ...(sqno === null ? {} : { sqno }) }), origin).href));

/** The text of one of the caller's memos about the member; a memo not among them is not found. */
export const loadMemo = ({ targetId, sqno }: { targetId: string; sqno: number }) =>
  loadMemos({ targetId }).pipe(
    Effect.flatMap((list) => {
      const memo = list.find((m) => m.sqno === sqno);
      return memo ? Effect.succeed(memo.cntn) : Effect.fail(new InvalidRequest({ message: msg.orgMemoNotFound }));
    }),
  );

export const saveMemo = ({ sqno, targetId, contents }: SaveOrgMemoInput) => Api.use((a) => a.call(orgnzMemoSave, { sqno, targetId, contents }, { block: true }));
