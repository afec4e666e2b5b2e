// The day's notices on my schedule, rendered against the real server: a covering set of the
// schedule-notices machine's paths, each step done as a user or the network would (a notice's 완료
// clicked, its complete call held and forwarded or refused, the message closed). What shows is checked
// against the model and the server: each kind's notices are the ones the server still lists for the day
// (a completed one leaves, a failed one stays), the buttons wait while one completes, a failure says so.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import * as selectors from '../../../machines/schedule/schedule-notices.selectors';
import { scheduleNoticesMachine } from '../../../machines/schedule/schedule-notices.machine';
import { bookcareCompletions, concExpCompletions, reinspecCompletions } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideMySchedule } from '../../../src/app/schedule/my-schedule-route';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { noticeKey, type DayNotices, type NoticeItem, type NoticeKind } from '../../../src/domain/schedule/notices';
import { msg } from '../../../src/domain/messages';
import { ServerError } from '../../../src/domain/shared/errors';
import { MyScheduleScreen } from '../../../src/screens/schedule/my-schedule-screen';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation } from '../../support/replay';
import { click, refuse, renderSchedule, TODAY, USER, type ScheduleWorld } from './my-schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
const token = await h.as(USER);
/** The day's notices as the server lists them now (completed ones left out). */
async function serverNotices(): Promise<DayNotices> {
  const a = await h.call('mySchedule/getMyscheduleList', { searchYear: TODAY.slice(0, 4), searchMon: String(Number(TODAY.slice(5, 7))), searchDay: String(Number(TODAY.slice(8))) }, { token });
  const d = a.body.data as { concExpDueList: DayNotices['concExp']; reinspecList: DayNotices['reinspec']; bookcareList: DayNotices['bookcare'] };
  return { concExp: d.concExpDueList, reinspec: d.reinspecList, bookcare: d.bookcareList };
}
const SEEDED = await serverNotices();
afterAll(() => h.close());

const KINDS = ['concExp', 'reinspec', 'bookcare'] as const;
const TITLES: Readonly<Record<NoticeKind, string>> = { concExp: m.concExpTitle, reinspec: m.reinspecTitle, bookcare: m.bookcareTitle };
/** The call completing each kind, and what it must send for an item. */
const CALLS: Readonly<Record<NoticeKind, string>> = { concExp: 'cmplConcExpDueSchedule', reinspec: 'cmplReinspecSchedule', bookcare: 'cmplBookcareSchedule' };
const FIELDS: Readonly<Record<NoticeKind, readonly string[]>> = { concExp: ['kwkey', 'concexpydy'], reinspec: ['couponNo'], bookcare: ['rpyery', 'rpseqi', 'rpseri'] };
/** What a notice shows (spec 2 §2): the customer and the day; its 완료 button is named after them. */
const WHO_WHEN: Readonly<Record<NoticeKind, readonly [string, string]>> = { concExp: ['custNm', 'concexpydy'], reinspec: ['cnm', 'compDt'], bookcare: ['rppnam', 'rpndte'] };
const buttonName = (kind: NoticeKind, item: NoticeItem) => m.noticeComplete(WHO_WHEN[kind].map((f) => (item as unknown as Record<string, string>)[f]).join(' '));
/** The first notice of each kind is the one the paths complete. */
const FIRST = Object.fromEntries(KINDS.map((k) => [k, SEEDED[k][0] as NoticeItem])) as Record<NoticeKind, NoticeItem>;

const REFUSED = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });
const EVENTS: AnyEventObject[] = [
  ...KINDS.map((kind) => ({ type: 'user.completeNotice', kind, key: noticeKey(kind, FIRST[kind]) })),
  { type: 'xstate.done.actor.completeNotice' },
  // With no network a completion waits in the outbox and counts as done (issue 18): a failure is a refusal.
  { type: 'xstate.error.actor.completeNotice', error: REFUSED },
  { type: 'user.dismissError' },
];
const INPUT = { notices: SEEDED };
const contextKey = (c: any) => [...KINDS.map((k) => c.notices[k].length), c.pending?.kind ?? null, c.error];
/** Closing the message needs the message shown; while it shows, its dialog is in front of the notices. */
const allow = (s: any, e: AnyEventObject) => (e.type === 'user.dismissError' ? s.context.error !== null : e.type !== 'user.completeNotice' || s.context.error === null);
const paths = generatePaths(scheduleNoticesMachine, { events: EVENTS, input: INPUT, contextKey, allow, limit: 5_000 });
const inert = scheduleNoticesMachine.provide({ actors: inertActors(['completeNotice']) as any });
/** Besides what the selectors show: each kind's completion both answered and failed. */
const outcomes = (p: ModelPath) => p.steps.flatMap((s, i) => (s.event.type.endsWith('.completeNotice') ? [`${s.event.type} ${p.steps[i - 1]!.event.kind}`] : []));
const rendered = renderedPaths(paths, { machine: inert, input: INPUT, selectors, also: outcomes });

let world: ScheduleWorld | null = null;
// Each path starts from the seeded notices: the completions a path made are deleted by the keys it used.
beforeEach(async () => {
  const { kwkey, concexpydy } = FIRST.concExp as DayNotices['concExp'][number];
  const { couponNo } = FIRST.reinspec as DayNotices['reinspec'][number];
  const { rpyery, rpseqi, rpseri } = FIRST.bookcare as DayNotices['bookcare'][number];
  await h.db.delete(concExpCompletions).where(and(eq(concExpCompletions.userid, USER), eq(concExpCompletions.kwkey, kwkey), eq(concExpCompletions.concexpydy, concexpydy)));
  await h.db.delete(reinspecCompletions).where(and(eq(reinspecCompletions.userid, USER), eq(reinspecCompletions.couponNo, couponNo)));
  await h.db
    .delete(bookcareCompletions)
    .where(and(eq(bookcareCompletions.userid, USER), eq(bookcareCompletions.rpyery, rpyery), eq(bookcareCompletions.rpseqi, rpseqi), eq(bookcareCompletions.rpseri, rpseri)));
});
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

describe('my schedule’s notices on the rendered screen: a covering set of the paths', () => {
  it('the server has a notice of each kind on the day', () => expect(KINDS.every((k) => SEEDED[k].length > 0)).toBe(true));
  for (const path of rendered)
    it(path.description, async () => {
      world = await renderSchedule(h, { held: Object.values(CALLS), device: 'device-0000-notices', machine: provideMySchedule, screen: (a) => <MyScheduleScreen actor={a as never} /> });
      const w = world;
      const notices = () => (w.actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.notices!;
      const pending = () => (notices().getSnapshot() as { context: { pending: { kind: NoticeKind } } }).context.pending.kind;
      const shownButtons = (kind: NoticeKind) =>
        (within(screen.queryByRole('region', { name: TITLES[kind] }) ?? document.createElement('div')).queryAllByRole('button') as HTMLButtonElement[]).filter((b) =>
          b.getAttribute('aria-label')?.endsWith(' 완료'),
        );
      await replayOnImplementation(path, {
        actor: notices,
        settle: (check) => waitFor(check),
        drivers: {
          'user.completeNotice': (e) => click(screen.getByRole('button', { name: buttonName(e.kind, FIRST[e.kind as NoticeKind]) })),
          'xstate.done.actor.completeNotice': async () => {
            const kind = pending();
            const req = await w.take(CALLS[kind]);
            const item = FIRST[kind] as unknown as Record<string, string>;
            expect(FIELDS[kind].map((f) => req.form.get(f))).toEqual(FIELDS[kind].map((f) => item[f]));
            expect((await w.forward(req)).body.rt).toBe('success');
          },
          'xstate.error.actor.completeNotice': async () => refuse(await w.take(CALLS[pending()]), REFUSED),
          'user.dismissError': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
        },
        verify: (step) =>
          waitFor(async () => {
            const c = step.state.context as { notices: DayNotices; error: string | null };
            const server = await serverNotices();
            for (const kind of KINDS) {
              const names = shownButtons(kind).map((b) => b.getAttribute('aria-label'));
              expect(names, `${kind} as the model has them`).toEqual(c.notices[kind].map((i) => buttonName(kind, i)));
              expect(names, `${kind} as the server lists them`).toEqual(server[kind].map((i) => buttonName(kind, i)));
              for (const b of shownButtons(kind)) expect(b.disabled, 'waits while one completes').toBe(step.state.value === 'completing');
            }
            const dialog = screen.queryByRole('alertdialog');
            expect(dialog?.textContent ?? null, 'message').toEqual(c.error === null ? null : expect.stringContaining(msg.serverError));
          }),
      });
    });
});
