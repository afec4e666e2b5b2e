// The member detail's and its memos' actors on the Effect runtime (spec 3 §7 orgnz.*, getSsoToken): the
// member with a month's performance and activity and the configured commission site, another month, the
// hand-over to the shell, the commission page with the single-sign-on token, and the private memos, whose
// save and delete go through the outbox (issue 18) with the version the memo was read at.
import { Effect, Exit } from 'effect';
import { NativeBridge, type ReservedLink } from '../../../bridges/contract';
import type { ContactKind } from '../../../machines/organisation/member-detail.machine';
import type { MemberData, MonthFigures } from '../../../machines/organisation/member-detail.types';
import type { SaveOrgMemoInput } from '../../../machines/organisation/org-memo-editor.machine';
import { orgnzActivity, orgnzDetail, orgnzMemoDelete, orgnzMemoList, orgnzMemoSave, orgnzPerform } from '../../domain/organisation/contract';
import { orgMemoHref } from '../../domain/organisation/pages';
import { getSsoToken, siteList } from '../../domain/outside-sites/contract';
import { linkOf, siteLinks, siteUrl, type SiteLink } from '../../domain/outside-sites/outside-sites';
import { recordOf } from '../../domain/outbox/records';
import { InvalidRequest } from '../../domain/shared/errors';
import { organisationMessages } from '../../domain/organisation/messages';
import { outboxMessages } from '../../domain/outbox/messages';
import { Api } from '../../services/api.service';
import { answerOrQueued, submitSave } from '../outbox/submit-save';

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

/** Queued (no network), the delete is done for the list: it answers the memo's number as a sent one does. */
export const deleteMemo = ({ sqno, version }: { sqno: number; version?: number }) =>
  submitSave(orgnzMemoDelete, { sqno, ...(version === undefined ? {} : { version }) }, { label: outboxMessages.outboxLabelMemoDelete, record: recordOf.orgMemo(sqno), block: true }).pipe(
    Effect.map((s) => answerOrQueued(s, { sqno })),
  );

/** The memo popup's route, opened by the shell as a full URL (a web view of its own; a window on PC). */
export const openEditor = (origin: string) => ({ targetId, sqno }: { targetId: string; sqno: number | null }) =>
  NativeBridge.use((b) => b.openNewPage(new URL(orgMemoHref({ targetId, ...(sqno === null ? {} : { sqno }) }), origin).href));

/** One of the caller's memos about the member (its text and version); a memo not among them is not found. */
export const loadMemo = ({ targetId, sqno }: { targetId: string; sqno: number }) =>
  loadMemos({ targetId }).pipe(
    Effect.flatMap((list) => {
      const memo = list.find((m) => m.sqno === sqno);
      return memo ? Effect.succeed(memo) : Effect.fail(new InvalidRequest({ message: organisationMessages.orgMemoNotFound }));
    }),
  );

/** Queued (no network), the save is done for the popup: `queued` stands for the number a sent save answers. */
export const saveMemo = ({ sqno, targetId, contents, version }: SaveOrgMemoInput & { version?: number }) =>
  submitSave(orgnzMemoSave, { sqno, targetId, contents, ...(version === undefined ? {} : { version }) }, {
    label: outboxMessages.outboxLabelMemo,
    record: sqno === 0 ? null : recordOf.orgMemo(sqno),
    block: true,
  }).pipe(Effect.map((s) => answerOrQueued(s, { sqno, queued: true as const })));

/**
 * The memo popup's load and save for one popup: the shared popup statechart keeps the text only, so the
 * version the memo was read at is kept here, beside the actors of that one popup, and sent with its save.
 */
export function memoEditorCalls() {
  const versions = new Map<number, number>();
  return {
    loadMemo: (q: { targetId: string; sqno: number }) =>
      loadMemo(q).pipe(
        Effect.map((memo) => {
          versions.set(memo.sqno, memo.version);
          return memo.cntn;
        }),
      ),
    saveMemo: (input: SaveOrgMemoInput) => saveMemo({ ...input, ...(versions.has(input.sqno) ? { version: versions.get(input.sqno)! } : {}) }),
  };
}
