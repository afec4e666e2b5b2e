// The home screen (spec 1 §2 Dashboard): loads the base info and every card's data, then runs the
// attendance, medal and schedule-toggle machines as children, switches the figures between
// organisations, opens the two sheets and the outside sites. Diagram: docs/statecharts/dashboard.md
import { and, assign, sendTo, setup, stateIn, type AnyActorRef } from 'xstate';
import type { Progress } from '../../src/domain/dashboard/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { linkOf, type SiteLink } from '../../src/domain/outside-sites/outside-sites';
import { NO_SWITCH_RANK, scopeOfChoice } from '../../src/domain/dashboard/org-switch';
import type { Position } from '../../src/domain/shared/roles';
import { providedPromise } from '../shared/provided';
import type { DashboardData, Figures, LoadFiguresInput } from './dashboard.types';

export interface DashboardInput {
  readonly userId: string;
  readonly akdcde: string;
  readonly position: Position;
  readonly akdrnk: number;
}

export interface DashboardContext {
  readonly user: DashboardInput;
  data: DashboardData | null;
  error: string | null;
  /** A message over the screen (failed switch, unknown or failed outside site). */
  alert: string | null;
  /** The choice being loaded by a switch: an employee code, or 'whole'. */
  switchingTo: string | null;
}

export type DashboardEvent =
  | { type: 'user.retry' }
  | { type: 'user.openOrgSheet' }
  | { type: 'user.closeOrgSheet' }
  | { type: 'user.selectOrg'; akdcde: string | 'whole' }
  | { type: 'user.openMeetSheet' }
  | { type: 'user.closeMeetSheet' }
  | { type: 'user.openSite'; code: string }
  | { type: 'user.dismissAlert' }
  | { type: 'progress.updated'; progress: Progress };

type Ctx = { context: DashboardContext };

const hasCard = (c: DashboardContext, code: string) => c.data?.base.cardList.some((x) => x.cardCd === code) ?? false;

/** Children run by the screen; their own machines are provided at the root. */
const child = (id: string) => setup({ types: { input: {} as unknown } }).createMachine({ id: `${id}Slot` });

export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent, input: {} as DashboardInput },
  actors: {
    loadDashboard: providedPromise<DashboardData, DashboardInput>('loadDashboard'),
    loadFigures: providedPromise<Figures, LoadFiguresInput>('loadFigures'),
    openSite: providedPromise<void, SiteLink>('openSite'),
    attendance: child('attendance'),
    medal: child('medal'),
    scheduleToggle: child('scheduleToggle'),
  },
  guards: {
    hasOrgSwitch: ({ context }) => context.user.akdrnk !== NO_SWITCH_RANK && (context.data?.orgChoices.length ?? 0) > 0,
    hasAlert: ({ context }) => context.alert !== null,
    hasMeetOrgs: ({ context }) => (context.data?.org?.meetOrgList.length ?? 0) > 0,
    /** Only a site the operator configured (and the app knows) has a button. */
    isKnownSite: ({ context, event }) => event.type === 'user.openSite' && linkOf(context.data?.sites ?? [], event.code) !== null,
    isKnownChoice: ({ context, event }) =>
      event.type === 'user.selectOrg' && (event.akdcde === 'whole' || (context.data?.orgChoices.some((c) => c.akdcde === event.akdcde) ?? false)),
  },
  actions: {
    aimSwitch: assign({ switchingTo: ({ event }) => (event.type === 'user.selectOrg' ? event.akdcde : null) }),
    applyFigures: assign({
      data: ({ context, event }) => {
        const figures = (event as unknown as { output: Figures }).output;
        const d = context.data!;
        const choice = context.switchingTo === 'whole' ? 'whole' : d.orgChoices.find((c) => c.akdcde === context.switchingTo);
        const scope = choice ? scopeOfChoice(choice, context.user.akdcde) : d.scope;
        return { ...d, ...figures, org: figures.org ?? d.org, scope };
      },
      switchingTo: null,
    }),
    failSwitch: assign({ alert: ({ event }) => errorMessage((event as unknown as { error: unknown }).error), switchingTo: null }),
    applyProgress: assign({
      data: ({ context, event }) =>
        event.type === 'progress.updated' && context.data ? { ...context.data, base: { ...context.data.base, progressInfo: event.progress } } : context.data,
    }),
    forwardProgress: sendTo('medal', ({ event }) => event),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ user: input, data: null, error: null, alert: null, switchingTo: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => context.user,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      type: 'parallel',
      invoke: [
        {
          id: 'attendance',
          src: 'attendance',
          input: ({ context }: Ctx) => {
            const u = context.data!.base.userInfo;
            return { status: { attendYn: u.attendYn, chltim: u.chltim, levtim: u.levtim, attendCnt: u.attendCnt }, meeting: context.data!.morningCheck };
          },
        },
        { id: 'medal', src: 'medal', input: ({ context }: Ctx) => ({ progress: context.data!.base.progressInfo, yyyymm: context.data!.yyyymm }) },
        { id: 'scheduleToggle', src: 'scheduleToggle', input: ({ context, self }: Ctx & { self: AnyActorRef }) => ({ items: context.data!.schedules, sink: self }) },
      ],
      on: {
        'progress.updated': { actions: ['applyProgress', 'forwardProgress'] },
        'user.dismissAlert': { guard: 'hasAlert', actions: assign({ alert: null }) },
      },
      states: {
        figures: {
          initial: 'shown',
          states: {
            shown: {
              description: 'Choices come from the open organisation sheet.',
              on: { 'user.selectOrg': { guard: and(['isKnownChoice', stateIn({ ready: { orgSheet: 'open' } })]), target: 'switching', actions: 'aimSwitch' } },
            },
            switching: {
              description: 'The organisation card and the performance card follow the chosen organisation.',
              invoke: {
                id: 'loadFigures',
                src: 'loadFigures',
                input: ({ context }) => {
                  const d = context.data!;
                  const to = context.switchingTo!;
                  const choice = to === 'whole' ? 'whole' : d.orgChoices.find((c) => c.akdcde === to)!;
                  return { scope: scopeOfChoice(choice, context.user.akdcde), withOrg: hasCard(context, 'HCD01'), withPerformance: hasCard(context, 'HCD02') };
                },
                onDone: { target: 'shown', actions: 'applyFigures' },
                onError: { target: 'shown', actions: 'failSwitch' },
              },
            },
          },
        },
        orgSheet: {
          initial: 'closed',
          states: {
            closed: { on: { 'user.openOrgSheet': { guard: 'hasOrgSwitch', target: 'open' } } },
            open: { on: { 'user.closeOrgSheet': 'closed', 'user.selectOrg': 'closed' } },
          },
        },
        meetSheet: {
          initial: 'closed',
          states: {
            closed: { on: { 'user.openMeetSheet': { guard: 'hasMeetOrgs', target: 'open' } } },
            open: { on: { 'user.closeMeetSheet': 'closed' } },
          },
        },
        site: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.openSite': {
                  guard: 'isKnownSite',
                  target: 'opening',
                  description: 'Buttons exist only for the configured sites the app knows (siteLinks), so no other site can be asked for.',
                },
              },
            },
            opening: {
              description:
                'A configured site: fetches the single-sign-on token when the site takes it, then the shell opens the site (the plain site without a token).',
              invoke: {
                id: 'openSite',
                src: 'openSite',
                input: ({ context, event }) => linkOf(context.data!.sites, event.type === 'user.openSite' ? event.code : '')!,
                onDone: 'idle',
                onError: { target: 'idle', actions: assign({ alert: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Home screen: base info and every card in one load, organisation switch, sheets, outside sites; runs the three machines below.';
