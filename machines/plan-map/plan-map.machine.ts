// The education plan map (spec 3 §2 plan map, §4 product, §5, §6): loads the planner's catalogue (eduplan/base,
// with the stored plan draft), then for a customer their children and what the customer (or the chosen
// child) holds; then the selection: taps toggle products (rules.ts toggleProduct), a 1 s press opens the
// product's info link, a my plan fills the selection, and every change is written to the plan draft.
// Customer lookup, PDF, my plans, cart and save-plan lead on. Diagram: docs/statecharts/planMap.md
import { and, assign, not, setup, spawnChild } from 'xstate';
import { custSearchHref } from '../../src/domain/common-popup/pages';
import type { PlanChild } from '../../src/domain/plan-map/contract';
import type { PlanDraft } from '../../src/domain/plan-map/draft';
import { LONG_PRESS_MS, pdfRefusal, selectionRefusal } from '../../src/domain/plan-map/rules';
import { planMapMessages as m } from '../../src/domain/plan-map/messages';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedCallback, providedPromise } from '../shared/provided';
import {
  childMissing, choosable, customerQuery, draftChild, draftIsFor, infoLink, initialContext, nextDraft, tapped,
  type BaseLoad, type CustomerPlan, type CustomerPlanQuery, type PlanMapContext, type PlanMapCustomer, type PlanMapEvent, type PlanMapInput,
} from './plan-map.context';

export type { CustomerPlanQuery, PlanMapContext, PlanMapEvent, PlanMapInput } from './plan-map.context';

const out = <T>(e: unknown) => (e as { output: T }).output;

export const planMapMachine = setup({
  types: { input: {} as PlanMapInput, context: {} as PlanMapContext, events: {} as PlanMapEvent },
  actors: {
    /** eduplan/base (targetId the planner, '' the caller) with the stored plan draft. */
    loadBase: providedPromise<BaseLoad, { targetId: string }>('loadBase'),
    loadChildren: providedPromise<readonly PlanChild[], { kwkkey: string; custDiv: '1' | '2'; targetId: string }>('loadChildren'),
    loadCustomerPlan: providedPromise<CustomerPlan, CustomerPlanQuery>('loadCustomerPlan'),
    /** eduplan/customerPlan {epmMySqno}: one of the caller's own plans. */
    loadMyPlan: providedPromise<CustomerPlan, { epmMySqno: number }>('loadMyPlan'),
    openPopup: providedPromise<void, { url: string }>('openPopup'),
    /** The customer search popup's report (cust-selected), as popup.custSelected. */
    watchPopups: providedCallback('watchPopups'),
    /** eduplan/getPlanPdfUrl, opened outside the app where the click reserved. */
    openPdf: providedPromise<void, CustomerPlanQuery>('openPdf'),
    writeDraft: providedPromise<void, { draft: PlanDraft }>('writeDraft'),
    openInfoLink: providedPromise<void, { url: string }>('openInfoLink'),
  },
  delays: { LONG_PRESS: LONG_PRESS_MS },
  guards: {
    hasCustomer: ({ context }) => context.customer !== null,
    hasNoChildren: ({ event }) => out<readonly PlanChild[]>(event).length === 0,
    hasDraftChild: ({ context, event }) => draftChild(context, out<readonly PlanChild[]>(event)) !== null,
    needsBase: ({ context }) => context.base === null,
    needsChildren: ({ context }) => context.customer !== null && context.children === null,
    isBranchHead: ({ context }) => context.position === 'COG01',
    takesCustomer: ({ context }) => !context.myPlan,
    isMyPlanMode: ({ context }) => context.myPlan,
    isMenuOpen: ({ context }) => context.menuOpen,
    isOtherChild: ({ context, event }) => event.type === 'user.chooseChild' && event.chlnKwkey !== (context.child?.chlnKwkey ?? '') && !!context.children?.some((k) => k.chlnKwkey === event.chlnKwkey),
    isChildMissing: ({ context }) => childMissing(context),
    isTapRefused: ({ context, event }) => tapped(context, event).refusal !== null,
    hasInfoLink: ({ context }) => infoLink(context) !== '',
    lacksCustomer: ({ context }) => pdfRefusal(context.customer !== null) !== null,
    lacksProducts: ({ context }) => selectionRefusal(context.selected.length, context.myPlan) !== null,
  },
  actions: {
    assignBase: assign(({ context, event }) => {
      const { base, draft } = out<BaseLoad>(event);
      const next = { ...context, base, draft, category: base.cateList[0]?.cdVl1 ?? '' };
      return { ...next, message: null, selected: next.customer === null && draftIsFor(next, true) ? choosable(next, draft.products.map((p) => p.salecdSqno)) : [] };
    }),
    assignChildren: assign(({ context, event }) => {
      const children = out<readonly PlanChild[]>(event);
      return { children, child: draftChild(context, children), message: null };
    }),
    assignPlan: assign(({ context, event }) => {
      const next = { ...context, plan: out<CustomerPlan>(event), message: null };
      return { ...next, selected: draftIsFor(next, true) ? choosable(next, context.draft.products.map((p) => p.salecdSqno)) : [] };
    }),
    assignMyPlan: assign({ selected: ({ context, event }) => choosable(context, out<CustomerPlan>(event).productList.map((p) => p.salecdSqno)) }),
    assignChild: assign({
      child: ({ context, event }) => context.children?.find((k) => event.type === 'user.chooseChild' && k.chlnKwkey === event.chlnKwkey) ?? null,
      plan: null,
      selected: [],
    }),
    assignCategory: assign({ category: ({ context, event }) => (event.type === 'user.chooseCategory' ? event.catCd : context.category) }),
    assignToggle: assign({ selected: ({ context, event }) => tapped(context, event).selected }),
    noteTapRefusal: assign({ message: ({ context, event }) => tapped(context, event).refusal }),
    noteChildMissing: assign({ message: m.planMapChildRequired }),
    noteNoCustomer: assign({ message: ({ context }) => pdfRefusal(context.customer !== null) }),
    noteNoProducts: assign({ message: ({ context }) => selectionRefusal(context.selected.length, context.myPlan) }),
    noteFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    clearMessage: assign({ message: null }),
    assignPressed: assign({ pressed: ({ event }) => (event.type === 'user.pressStart' ? event.salecdSqno : null) }),
    clearPressed: assign({ pressed: null }),
    openMenu: assign({ menuOpen: true }),
    closeMenu: assign({ menuOpen: false }),
    assignDraft: assign({ draft: ({ context }) => nextDraft(context) }),
    writeDraft: spawnChild('writeDraft', { input: ({ context }) => ({ draft: context.draft }) }),
    openInfoLink: spawnChild('openInfoLink', { input: ({ context }) => ({ url: infoLink(context) }) }),
    /** Provided at the root: navigation, and the window a PC opens for the PDF inside the click. */
    reserveExternalLink: () => {},
    openOrgList: () => {},
    openMap: (_, _params: { customer: PlanMapCustomer }) => {},
    openMyPlans: () => {},
    openCart: () => {},
    openPlanReg: () => {},
  },
}).createMachine({
  id: 'planMap',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'watchPopups', src: 'watchPopups' },
  initial: 'loadingBase',
  states: {
    loadingBase: {
      invoke: {
        id: 'loadBase',
        src: 'loadBase',
        input: ({ context }) => ({ targetId: context.customer?.targetId ?? '' }),
        onDone: [
          { guard: 'hasCustomer', target: 'loadingChildren', actions: 'assignBase' },
          { target: 'ready', actions: 'assignBase', description: 'No customer (or my-plan mode): the draft’s products come back when it had none either.' },
        ],
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    loadingChildren: {
      invoke: {
        id: 'loadChildren',
        src: 'loadChildren',
        input: ({ context }) => ({ kwkkey: context.customer!.kwkkey, custDiv: context.customer!.custDiv, targetId: context.customer!.targetId }),
        onDone: [
          { guard: 'hasNoChildren', target: 'loadingPlan', actions: 'assignChildren' },
          { guard: 'hasDraftChild', target: 'loadingPlan', actions: 'assignChildren', description: 'Back from the cart: the draft’s child is chosen again.' },
          { target: 'ready', actions: 'assignChildren', description: 'A child must be chosen before any product (자녀를 선택해 주세요.).' },
        ],
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    loadingPlan: {
      invoke: {
        id: 'loadCustomerPlan',
        src: 'loadCustomerPlan',
        input: ({ context }) => customerQuery(context),
        onDone: { target: 'ready', actions: 'assignPlan', description: 'Held products (planType 1) disabled; the draft’s products restored when it is this customer’s and child’s.' },
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    failed: {
      description: 'The server’s (or the network’s) message with 다시 시도, which retries the step that failed.',
      on: {
        'user.retry': [{ guard: 'needsBase', target: 'loadingBase' }, { guard: 'needsChildren', target: 'loadingChildren' }, { target: 'loadingPlan' }],
      },
    },
    ready: {
      entry: ['assignDraft', 'writeDraft'],
      initial: 'idle',
      on: {
        'popup.custSelected': {
          guard: 'takesCustomer',
          actions: { type: 'openMap', params: ({ context, event }) => ({ customer: { kwkkey: event.kwkkey, custDiv: event.custDiv, custNm: event.custNm, targetId: context.customer?.targetId ?? '' } }) },
          description: 'cust-selected: the map for that customer.',
        },
      },
      states: {
        idle: {
          on: {
            'user.lookupCustomer': [
              { guard: 'isBranchHead', actions: 'openOrgList', description: 'A branch head picks a planner first (/eduplanmap/orgList).' },
              { guard: 'takesCustomer', target: 'openingPopup' },
            ],
            'user.chooseChild': { guard: 'isOtherChild', target: '#planMap.loadingPlan', actions: 'assignChild' },
            'user.choosePlan': [
              { guard: 'isChildMissing', target: 'notice', actions: 'noteChildMissing' },
              { target: 'loadingMyPlan' },
            ],
            'user.chooseCategory': { actions: 'assignCategory' },
            'user.toggle': [
              { guard: 'isTapRefused', target: 'notice', actions: 'noteTapRefusal', description: '자녀를 선택해 주세요. or 상품은 90개까지 선택 가능합니다.' },
              { actions: ['assignToggle', 'assignDraft', 'writeDraft'] },
            ],
            'user.pressStart': { target: 'pressing', actions: 'assignPressed' },
            'user.openMenu': { guard: and(['takesCustomer', not('isMenuOpen')]), actions: 'openMenu', description: 'The floating menu: PDF and my plans.' },
            'user.closeMenu': { guard: 'isMenuOpen', actions: 'closeMenu' },
            'user.viewPdf': [
              { guard: and(['isMenuOpen', 'lacksCustomer']), target: 'notice', actions: 'noteNoCustomer', description: '고객을 선택해주세요.' },
              { guard: 'isMenuOpen', target: 'openingPdf', actions: 'reserveExternalLink' },
            ],
            'user.openMyPlans': { guard: 'isMenuOpen', actions: 'openMyPlans' },
            'user.openCart': [
              { guard: and(['takesCustomer', 'lacksProducts']), target: 'notice', actions: 'noteNoProducts', description: '상품을 선택해주세요.' },
              { guard: 'takesCustomer', actions: 'openCart' },
            ],
            'user.savePlan': [
              { guard: and(['isMyPlanMode', 'lacksProducts']), target: 'notice', actions: 'noteNoProducts', description: 'myPlan=Y: 상품을 선택해 주세요.' },
              { guard: 'isMyPlanMode', actions: 'openPlanReg' },
            ],
          },
        },
        pressing: {
          description: 'A finger or the mouse is down on a product: held LONG_PRESS_MS (1 s) it opens the info link; released sooner, the tap toggles.',
          after: {
            LONG_PRESS: [
              { guard: 'hasInfoLink', target: 'longPressed', actions: 'openInfoLink' },
              { target: 'longPressed', description: 'No info link (\'\'): nothing opens.' },
            ],
          },
          on: { 'user.pressEnd': { target: 'idle', actions: 'clearPressed' }, 'user.pressCancel': { target: 'idle', actions: 'clearPressed' } },
        },
        longPressed: {
          description: 'The press opened the link: the click that ends it does not toggle.',
          on: {
            'user.toggle': { target: 'idle', actions: 'clearPressed' },
            'user.pressCancel': { target: 'idle', actions: 'clearPressed' },
            'user.pressStart': { target: 'pressing', actions: 'assignPressed' },
          },
        },
        notice: { on: { 'user.dismiss': { target: 'idle', actions: 'clearMessage' } } },
        openingPopup: {
          invoke: {
            id: 'openPopup',
            src: 'openPopup',
            input: () => ({ url: custSearchHref() }),
            onDone: 'idle',
            onError: { target: 'notice', actions: 'noteFailure', description: 'No shell or no window: its message.' },
          },
        },
        openingPdf: {
          invoke: {
            id: 'openPdf',
            src: 'openPdf',
            input: ({ context }) => customerQuery(context),
            onDone: 'idle',
            onError: { target: 'notice', actions: 'noteFailure' },
          },
        },
        loadingMyPlan: {
          invoke: {
            id: 'loadMyPlan',
            src: 'loadMyPlan',
            input: ({ event }) => ({ epmMySqno: event.type === 'user.choosePlan' ? event.epmMySqno : 0 }),
            onDone: { target: 'idle', actions: ['assignMyPlan', 'assignDraft', 'writeDraft'], description: 'Its products, except those already held, at most 90.' },
            onError: { target: 'notice', actions: 'noteFailure' },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Education plan map: catalogue, customer (child, held products), my plan, product selection (tap, 1 s press for info), PDF, my plans, cart, save plan; writes the plan draft.';
