// The customer detail screen (spec 2 §2 customer detail, §4, §6, §8): load one customer with the sections
// of its type, then, side by side: the favourite (optimistic, reverted on failure), a branch head's
// recruiting-interest toggle, the popups it opens through the shell and what they report back, the order
// groups' expansion, and a prospect's additional-info block (a child that ends saved, and is hidden, or asks
// for the detail to load again). The call or text (customer-contact), the memo history (the shared paged
// list) and its delete (memo-delete) run as children and tell the detail what to show.
// Diagram: docs/statecharts/customerDetail.md
import { assign, sendTo, setup } from 'xstate';
import { MEMO_PAGE_SIZE, type CustDiv } from '../../src/domain/customers/contract';
import { needsAdditionalInfo, withAdditionalInfo } from '../../src/domain/customers/customer-edit';
import { offersPopup, phoneDigits } from '../../src/domain/customers/detail';
import { detailPopupHref, memoPopupHref } from '../../src/domain/customers/pages';
import { scheduleRegHref, scheduleViewHref } from '../../src/domain/schedule/pages';
import { errorMessage } from '../../src/domain/shared/errors';
import { customerDetailMessages } from '../../src/domain/customers/detail-messages';
import { pagedListMachine } from '../shared/paged-list.machine';
import { customerAddInfoMachine, type AddInfoForm } from './customer-add-info.machine';
import { customerChildrenMachine } from './customer-children.machine';
import { customerContactMachine } from './customer-contact.machine';
import { customerDiagnosisMachine } from './customer-diagnosis.machine';
import { memoDeleteMachine } from './memo-delete.machine';
import { providedCallback, providedPromise } from '../shared/provided';
import { addInfoInputOf, childrenInputOf, diagnosisInputOf, type CustomerDetailData, type CustomerKeyInput } from './customer-detail.inputs';

import type { CustomerDetailContext, CustomerDetailEvent, CustomerDetailInput } from './customer-detail.types';

export type { CustomerDetailData, CustomerKeyInput } from './customer-detail.inputs';
export type { CustomerDetailContext, CustomerDetailEvent, CustomerDetailInput } from './customer-detail.types';

const flipped = (yn: 'Y' | 'N'): 'Y' | 'N' => (yn === 'Y' ? 'N' : 'Y');
const errorOf = (event: unknown) => (event as { error: unknown }).error;
const customer = (c: CustomerDetailContext) => c.data!.myCstmr;
/** The loaded data with the customer changed (plain spreads: immer would add 3.8 kB to the detail's route chunk). */
const withCustomer = (c: CustomerDetailContext, change: (customer: CustomerDetailData['myCstmr']) => CustomerDetailData['myCstmr']) => ({
  data: { ...c.data!, myCstmr: change(c.data!.myCstmr) },
});
const keyOf = (c: CustomerDetailContext): CustomerKeyInput => ({ kwkkey: c.kwkkey, custDiv: c.custDiv, searchUserid: c.searchUserid });

export const customerDetailMachine = setup({
  types: {
    input: {} as CustomerDetailInput,
    context: {} as CustomerDetailContext,
    events: {} as CustomerDetailEvent,
  },
  actors: {
    loadCustomer: providedPromise<CustomerDetailData, CustomerKeyInput>('loadCustomer'),
    saveFavourite: providedPromise<void, CustomerKeyInput & { bookmarkYn: 'Y' | 'N' }>('saveFavourite'),
    saveRecruit: providedPromise<void, CustomerKeyInput & { rcrtYn: 'Y' | 'N' }>('saveRecruit'),
    /** The call or text with its automatic memo (customer-contact.machine.ts). */
    contact: customerContactMachine,
    memoList: pagedListMachine,
    /** A memo's delete after its confirmation (memo-delete.machine.ts). */
    memoDelete: memoDeleteMachine,
    /** Opens a popup page through the shell (a web view of its own; a window on PC). */
    openPopup: providedPromise<void, { url: string }>('openPopup'),
    /** The child picker with the chosen child's learning and book care (customer-children.machine.ts). */
    children: customerChildrenMachine,
    /** The diagnosis service's tabs (customer-diagnosis.machine.ts). */
    diagnosis: customerDiagnosisMachine,
    /** A prospect's additional-info block (customer-add-info.machine.ts). */
    addInfo: customerAddInfoMachine,
    /** The events the popups send back (the shell's page messages), as popup.* events. */
    watchPopups: providedCallback('watchPopups'),
  },
  guards: {
    isBranchHead: ({ context }) => context.viewerPosition === 'COG01',
    hasMessage: ({ context }) => context.message !== null,
    offersPopup: ({ context, event }) => event.type === 'user.openPopup' && offersPopup(event.popup, customer(context), context.viewerPosition),
    needsAddInfo: ({ context }) => needsAdditionalInfo(customer(context)),
    isReload: ({ event }) => (event as unknown as { output: unknown }).output !== null && 'reload' in ((event as unknown as { output: object }).output ?? {}),
  },
  actions: {
    assignData: assign({ data: ({ event }) => (event as unknown as { output: CustomerDetailData }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    flipFavourite: assign(({ context }) => withCustomer(context, (c) => ({ ...c, bookmarkYn: flipped(c.bookmarkYn) }))),
    flipRecruit: assign(({ context }) => withCustomer(context, (c) => ({ ...c, rcrtYn: flipped(c.rcrtYn) }))),
    noteFavourite: assign({
      message: ({ context }) => (customer(context).bookmarkYn === 'Y' ? customerDetailMessages.custFavouriteSaved(customer(context).custNm) : customerDetailMessages.custFavouriteDeleted(customer(context).custNm)),
    }),
    noteRecruit: assign({ message: ({ context }) => (customer(context).rcrtYn === 'Y' ? customerDetailMessages.custRecruitSaved : customerDetailMessages.custRecruitDeleted) }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    /** A child's failure, as it told it. */
    noteReported: assign({ message: ({ event }) => (event as { message: string }).message }),
    noteMemoDeleted: assign({ message: customerDetailMessages.custMemoDeleted }),
    noteInterestSaved: assign({ message: customerDetailMessages.custInterestSaved }),
    /** What the additional-info block saved shows; an empty field left the customer's as it was. */
    assignAddInfo: assign(({ context, event }) =>
      withCustomer(context, (c) => withAdditionalInfo(c, (event as unknown as { output: { saved: AddInfoForm } }).output.saved)),
    ),
    dismissMessage: assign({ message: null }),
    toggleGroup: assign({
      expanded: ({ context, event }) => {
        const key = (event as { key: string }).key;
        return context.expanded.includes(key) ? context.expanded.filter((k) => k !== key) : [...context.expanded, key];
      },
    }),
    assignPopup: assign({
      popupUrl: ({ context, event }) => {
        const c = context.data!.myCstmr;
        const target = { userId: c.owner.userid, kwkkey: c.kwkkey, custDiv: c.custDiv };
        if (event.type === 'user.openPopup') return detailPopupHref(event.popup, target);
        if (event.type === 'user.openSchedule') return `${scheduleViewHref(event.sqno)}?popup=Y`;
        return event.type === 'user.editMemo' ? memoPopupHref(target, event.sqno) : memoPopupHref(target);
      },
    }),
    refreshMemos: sendTo('memoList', { type: 'parent.refresh' }),
    removeSchedule: assign(({ context, event }) => ({
      data: { ...context.data!, myScheduleList: context.data!.myScheduleList.filter((r) => event.type !== 'popup.scheduleRemoved' || r.sqno !== event.sqno) },
    })),
    /** The schedule form for this customer (provided: the route's navigation). */
    openScheduleForm: (_, _params: { href: string }) => {},
    /** Another customer's detail (provided: the route's navigation). */
    openCustomer: (_, _params: { kwkkey: string; custDiv: CustDiv }) => {},
  },
}).createMachine({
  id: 'customerDetail',
  initial: 'loading',
  context: ({ input }) => ({ ...input, data: null, error: null, message: null, expanded: [], popupUrl: null }),
  on: { 'user.dismissMessage': { guard: 'hasMessage', actions: 'dismissMessage' } },
  states: {
    loading: {
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        input: ({ context }) => keyOf(context),
        onDone: { target: 'ready', actions: 'assignData' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      description: 'Not loaded (refused, not found, offline): the reason and a retry.',
      on: { 'user.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      description:
        'The memo history (newest first, 10 a page, final when a page is short) with its delete, the call and text, the child info and the diagnosis service run as children; the popups’ reports are heard while the customer shows.',
      invoke: [
        { id: 'memoList', src: 'memoList', input: { pageSize: MEMO_PAGE_SIZE, query: '' } },
        { id: 'memoDelete', src: 'memoDelete', input: ({ self }) => ({ sink: self }) },
        { id: 'contact', src: 'contact', input: ({ context, self }) => ({ ...keyOf(context), phone: phoneDigits(customer(context)), sink: self }) },
        { id: 'watchPopups', src: 'watchPopups' },
        {
          id: 'children',
          src: 'children',
          input: ({ context }) => childrenInputOf(keyOf(context), context.data!),
        },
        {
          id: 'diagnosis',
          src: 'diagnosis',
          input: ({ context }) => diagnosisInputOf(keyOf(context), context.data!, context.viewerPosition),
        },
      ],
      on: {
        'user.toggleFold': { actions: 'toggleGroup', description: 'An order group shows all its rows or its first 3 again; a long memo unfolds or folds.' },
        'popup.memoSaved': { actions: 'refreshMemos', description: 'memo-save-complete: the history shows the memo written or changed.' },
        'contact.memoSaved': { actions: 'refreshMemos', description: 'The history shows the new automatic memo.' },
        'contact.failed': { actions: 'noteReported', description: 'The memo or the shell failed: its message shows (the call goes ahead after a failed memo).' },
        'memoDelete.deleted': { actions: ['noteMemoDeleted', 'refreshMemos'] },
        'memoDelete.failed': { actions: ['noteReported', 'refreshMemos'], description: 'The message shows and the history reloads.' },
        'popup.interestSaved': { actions: 'noteInterestSaved', description: 'interestinfo-update-result: the popup saved the interests.' },
        'popup.scheduleRemoved': { actions: 'removeSchedule', description: 'reload-myschedule: the schedule view this page opened deleted the schedule; its row goes (spec 2 §4).' },
        'user.registerSchedule': {
          actions: {
            type: 'openScheduleForm',
            params: ({ context }) => ({ href: scheduleRegHref({ customer: { kwkey: context.kwkkey, custNm: customer(context).custNm, custDivCd: context.custDiv === '1' ? 'SCD01' : 'SCD02' } }) }),
          },
          description: 'The schedule form with this customer filled in.',
        },
        'popup.familySelected': {
          actions: { type: 'openCustomer', params: ({ event }) => ({ kwkkey: event.kwkkey, custDiv: event.custDiv }) },
          description: 'family-pop-selected-chlnkwkey: the picked child’s customer shows (its detail loads afresh).',
        },
      },
      states: {
        favourite: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'user.toggleFavourite': { target: 'saving', actions: 'flipFavourite', description: 'Optimistic: the star turns at once (N to Y saves, Y to N deletes).' } },
            },
            saving: {
              invoke: {
                id: 'saveFavourite',
                src: 'saveFavourite',
                input: ({ context }) => ({ ...keyOf(context), bookmarkYn: customer(context).bookmarkYn }),
                onDone: { target: 'idle', actions: 'noteFavourite' },
                onError: { target: 'idle', actions: ['flipFavourite', 'noteFailure'], description: 'The star goes back and the server’s message shows.' },
              },
            },
          },
        },
        recruit: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isBranchHead', target: 'idle' }, { target: 'hidden' }] },
            hidden: { description: 'Recruiting is a branch head’s (spec 2 §6).' },
            idle: {
              on: { 'user.toggleRecruit': { target: 'saving', actions: 'flipRecruit', description: 'Optimistic: Y saves, N deletes (spec 2 §4).' } },
            },
            saving: {
              invoke: {
                id: 'saveRecruit',
                src: 'saveRecruit',
                input: ({ context }) => ({ ...keyOf(context), rcrtYn: customer(context).rcrtYn }),
                onDone: { target: 'idle', actions: 'noteRecruit' },
                onError: { target: 'idle', actions: ['flipRecruit', 'noteFailure'] },
              },
            },
          },
        },
        popup: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.writeMemo': { target: 'opening', actions: 'assignPopup', description: 'The memo popup for this customer.' },
                'user.editMemo': { target: 'opening', actions: 'assignPopup', description: 'The edit memo popup for a memo with amntPsblYn Y.' },
                'user.openSchedule': { target: 'opening', actions: 'assignPopup', description: 'A schedule row’s view, in a popup that reports a delete (reload-myschedule).' },
                'user.openPopup': {
                  guard: 'offersPopup',
                  target: 'opening',
                  actions: 'assignPopup',
                  description: 'A button of the customer info: consents, household, interests (a prospect or synced customer), purchases and recruiting (a branch head).',
                },
              },
            },
            opening: {
              invoke: {
                id: 'openPopup',
                src: 'openPopup',
                input: ({ context }) => ({ url: context.popupUrl! }),
                onDone: { target: 'idle' },
                onError: { target: 'idle', actions: 'noteFailure', description: 'No window (a blocked pop-up on PC) or no shell: its message shows.' },
              },
            },
          },
        },
        addInfo: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'needsAddInfo', target: 'open' }, { target: 'hidden' }] },
            hidden: { description: 'Not a prospect, or nothing missing.' },
            open: {
              description: 'A prospect lacks gender, birth date or address (spec 2 §2).',
              invoke: {
                id: 'addInfo',
                src: 'addInfo',
                input: ({ context }) => addInfoInputOf(keyOf(context), context.data!),
                onDone: [
                  { guard: 'isReload', target: '#customerDetail.loading', description: 'The save failed and its message was read: the detail loads again (spec 2 §8).' },
                  { target: 'hidden', actions: 'assignAddInfo', description: 'Saved: the block hides and the customer shows what was saved.' },
                ],
              },
            },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer detail: load the customer and its sections; favourite, recruiting interest, the memo popups (write, edit), order groups; runs the call and text, the memo history and its delete as children; hears what its popups report.';
