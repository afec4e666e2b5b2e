// The customer detail's child info (spec 2 §2 child info, §4 child list, §5 children, §6, §8): a child
// picker, and for the chosen child its learning products with their items (a product whose items fail to
// load shows none: spec 2 §8, silent) and its book care, with the visit confirmation on the outside sales
// system. A prospect's children are added and edited in popups (at most 5) and deleted after a warning;
// each change rewrites the children in order, positions 1-5, and saves the customer with the children's
// version as read (issue 18: a stale one is a conflict); then the one added, the one edited or, after a
// delete, the last child is chosen (none left: nothing to load). A save the outbox keeps for later shows
// what the user entered. A failed save shows its message, then the children are read again from the
// server. Runs as a child of the customer detail. Diagram: docs/statecharts/customerChildren.md
import { and, assign, not, setup, stateIn } from 'xstate';
import { CHILD_SLOTS, childrenAfter, childrenShown, chosenAfter, type ChildChange, type ChildSlot } from '../../src/domain/customers/customer-edit';
import type { CustDiv } from '../../src/domain/customers/contract';
import type { DetailChild } from '../../src/domain/customers/detail-contract';
import { addChildPopupHref, modifyChildPopupHref } from '../../src/domain/customers/pages';
import type { BookCare, LearningItem, LearningProduct } from '../../src/domain/customers/sections-contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { customerSectionsMessages } from '../../src/domain/customers/sections-messages';
import { providedCallback, providedPromise } from '../shared/provided';

export interface ChildrenInput {
  readonly kwkkey: string;
  readonly custDiv: CustDiv;
  /** The customer's owner, '' for the caller's own. */
  readonly searchUserid: string;
  /** The owner's id for the popups' query (the detail's userId). */
  readonly ownerUserid: string;
  readonly children: readonly DetailChild[];
  /** The children's version as read (getMyCstmr childrenVersion): a save sends it back. */
  readonly version: number;
  /** Only a prospect's children are added, edited and deleted (spec 2 §6). */
  readonly editable: boolean;
  /** The outside sales system's address (the operator's SALES site), or null: no visit confirmation. */
  readonly salesUrl: string | null;
}

/** One child's learning and book care. */
export interface ChildInfo {
  readonly learning: readonly { readonly product: LearningProduct; readonly items: readonly LearningItem[] }[];
  readonly bookCare: readonly BookCare[];
}

export interface SaveChildrenInput {
  readonly kwkkey: string;
  readonly custDiv: CustDiv;
  readonly searchUserid: string;
  readonly children: readonly ChildSlot[];
  readonly version: number;
}

/** The children with their version, as the server holds them. */
export interface ChildrenRead {
  readonly children: readonly DetailChild[];
  readonly version: number;
}

/** A children save: sent (the children read back), or queued by the outbox (nothing read back yet). */
export type SavedChildren = ({ readonly status: 'sent' } & ChildrenRead) | { readonly status: 'queued' };

export interface ChildrenContext extends ChildrenInput {
  /** The chosen child's key; null without children. */
  readonly chosen: string | null;
  readonly info: ChildInfo | null;
  readonly error: string | null;
  /** The alert: at most 5 children, or a failed save's message. */
  readonly message: string | null;
  /** The change being confirmed or saved. */
  readonly change: ChildChange | null;
  readonly popupUrl: string | null;
}

export type ChildrenEvent =
  | { type: 'user.chooseChild'; chlnKwkey: string }
  | { type: 'user.retry' }
  | { type: 'user.addChild' }
  | { type: 'user.modifyChild'; sqno: number }
  | { type: 'user.deleteChild'; sqno: number }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.confirmVisit'; care: BookCare }
  /** add-children-result / modify-children-result from the popups (spec 2 §4). */
  | { type: 'popup.childAdded'; child: ChildSlot }
  | { type: 'popup.childModified'; sqno: number; child: ChildSlot };

const slotOf = (c: DetailChild): ChildSlot => ({ chlnnam: c.chlnNm, chlnbdt: c.chlnBrdt, chlngndr: c.kwgend });
const target = (c: ChildrenContext) => ({ userId: c.ownerUserid, kwkkey: c.kwkkey, custDiv: c.custDiv });
const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const customerChildrenMachine = setup({
  types: { input: {} as ChildrenInput, context: {} as ChildrenContext, events: {} as ChildrenEvent },
  actors: {
    loadChild: providedPromise<ChildInfo, { kwkkey: string; searchUserid: string; chlnKwkey: string }>('loadChild'),
    /** Saves the customer with the children in slots 1-5 (saveMyCstmr addChild) and answers them as the server now holds them. */
    saveChildren: providedPromise<SavedChildren, SaveChildrenInput>('saveChildren'),
    /** The children as the server holds them (after a failed save). */
    reloadChildren: providedPromise<ChildrenRead, { kwkkey: string; custDiv: CustDiv; searchUserid: string }>('reloadChildren'),
    openPopup: providedPromise<void, { url: string }>('openPopup'),
    /** The sales system's visit confirmation of a book-care round, with the caller's token; a failed token is silent (spec 2 §8). */
    openVisitConfirm: providedPromise<void, { salesUrl: string; care: BookCare }>('openVisitConfirm'),
    /** The child popups' reports (the shell's page messages), as popup.* events. */
    watchPopups: providedCallback('watchPopups'),
  },
  guards: {
    hasChild: ({ context }) => context.chosen !== null,
    /** Another child the server knows: one whose save still waits in the outbox has no key yet, nothing to load. */
    isOtherChild: ({ context, event }) =>
      event.type === 'user.chooseChild' && event.chlnKwkey !== '' && event.chlnKwkey !== context.chosen && context.children.some((c) => c.chlnKwkey === event.chlnKwkey),
    canEdit: ({ context }) => context.editable,
    isFull: ({ context }) => context.children.length >= CHILD_SLOTS,
    isChild: ({ context, event }) => 'sqno' in event && context.children.some((c) => c.sqno === event.sqno),
    hasMessage: ({ context }) => context.message !== null,
    hasSales: ({ context }) => context.salesUrl !== null,
  },
  actions: {
    choose: assign({ chosen: ({ context, event }) => (event.type === 'user.chooseChild' ? event.chlnKwkey : context.chosen), info: null, error: null }),
    assignInfo: assign({ info: ({ event }) => (event as unknown as { output: ChildInfo }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    notePopup: assign({
      popupUrl: ({ context, event }) => (event.type === 'user.modifyChild' ? modifyChildPopupHref(target(context), event.sqno) : addChildPopupHref(target(context))),
    }),
    noteFull: assign({ message: customerSectionsMessages.childrenMax }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    assignChange: assign({
      change: ({ event }): ChildChange | null => {
        if (event.type === 'popup.childAdded') return { kind: 'add', child: event.child };
        if (event.type === 'popup.childModified') return { kind: 'modify', position: event.sqno, child: event.child };
        if (event.type === 'user.deleteChild') return { kind: 'delete', position: event.sqno };
        return null;
      },
    }),
    clearChange: assign({ change: null }),
    /**
     * The children as saved; the one added, edited or (after a delete) the last is chosen. Queued: what the
     * user entered, and the version the queued save will make (so a next save queues behind it, not against
     * it); a child without a key yet is chosen as none.
     */
    assignSaved: assign(({ context, event }) => {
      const saved = (event as unknown as { output: SavedChildren }).output;
      const { children, version } = saved.status === 'sent' ? saved : { children: childrenShown(context.children, context.change!), version: context.version + 1 };
      const at = chosenAfter(children.length, context.change!);
      const chosen = at === null ? null : children[at]!.chlnKwkey || null;
      return { children, version, chosen, info: null, error: null, change: null };
    }),
    assignReloaded: assign(({ context, event }) => {
      const { children, version } = (event as unknown as { output: ChildrenRead }).output;
      const kept = children.some((c) => c.chlnKwkey === context.chosen) ? context.chosen : (children[children.length - 1]?.chlnKwkey ?? null);
      return { children, version, chosen: kept, info: null, error: null, change: null };
    }),
  },
}).createMachine({
  id: 'customerChildren',
  context: ({ input }) => ({ ...input, chosen: input.children[0]?.chlnKwkey ?? null, info: null, error: null, message: null, change: null, popupUrl: null }),
  type: 'parallel',
  invoke: { id: 'watchPopups', src: 'watchPopups' },
  states: {
    view: {
      initial: 'starting',
      on: { 'user.chooseChild': { guard: 'isOtherChild', target: '.loading', actions: 'choose', description: 'Another child: its learning and book care load.' } },
      states: {
        starting: { always: [{ guard: 'hasChild', target: 'loading' }, { target: 'none' }] },
        none: { description: 'No children: the learning and book-care lists are empty.' },
        loading: {
          invoke: {
            id: 'loadChild',
            src: 'loadChild',
            input: ({ context }) => ({ kwkkey: context.kwkkey, searchUserid: context.searchUserid, chlnKwkey: context.chosen! }),
            onDone: { target: 'shown', actions: 'assignInfo' },
            onError: { target: 'failed', actions: 'assignError', description: 'The products or the book care did not load (the learning items of a product fail silently).' },
          },
        },
        shown: {},
        failed: { on: { 'user.retry': 'loading' } },
      },
    },
    edit: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.addChild': [
              { guard: and(['canEdit', 'isFull']), actions: 'noteFull', description: '자녀는 최대 5명까지 등록할 수 있습니다.' },
              { guard: 'canEdit', target: 'opening', actions: 'notePopup', description: 'The add popup.' },
            ],
            'user.modifyChild': { guard: and(['canEdit', 'isChild']), target: 'opening', actions: 'notePopup', description: 'The modify popup for the child at that position.' },
            'user.deleteChild': { guard: and(['canEdit', 'isChild']), target: 'confirmingDelete', actions: 'assignChange' },
            'popup.childAdded': { guard: and(['canEdit', not('isFull')]), target: 'saving', actions: 'assignChange', description: 'add-children-result: the child goes last.' },
            'popup.childModified': { guard: and(['canEdit', 'isChild']), target: 'saving', actions: 'assignChange', description: 'modify-children-result: the child at its position is replaced.' },
            'user.dismissMessage': { guard: 'hasMessage', actions: 'dismissMessage' },
          },
        },
        opening: {
          invoke: {
            id: 'openPopup',
            src: 'openPopup',
            input: ({ context }) => ({ url: context.popupUrl! }),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'noteFailure', description: 'No window or no shell: its message shows.' },
          },
        },
        confirmingDelete: {
          description: 'Delete the child? Updating takes about 1 minute (spec 2 §8).',
          on: { 'user.confirm': 'saving', 'user.cancel': { target: 'idle', actions: 'clearChange' } },
        },
        saving: {
          invoke: {
            id: 'saveChildren',
            src: 'saveChildren',
            input: ({ context }) => ({
              kwkkey: context.kwkkey,
              custDiv: context.custDiv,
              searchUserid: context.searchUserid,
              children: childrenAfter(context.children.map(slotOf), context.change!),
              version: context.version,
            }),
            onDone: {
              target: ['idle', '#customerChildren.view.starting'],
              actions: 'assignSaved',
              description: 'The one added or edited, or after a delete the last child, is chosen and loads. Queued by the outbox: the children as entered.',
            },
            onError: { target: 'saveFailed', actions: ['noteFailure', 'clearChange'] },
          },
        },
        saveFailed: {
          description: 'The save failed: its message, then the children are read again (spec 2 §8).',
          on: { 'user.dismissMessage': { target: 'reloading', actions: 'dismissMessage' } },
        },
        reloading: {
          invoke: {
            id: 'reloadChildren',
            src: 'reloadChildren',
            input: ({ context }) => ({ kwkkey: context.kwkkey, custDiv: context.custDiv, searchUserid: context.searchUserid }),
            onDone: { target: ['idle', '#customerChildren.view.starting'], actions: 'assignReloaded' },
            onError: { target: 'idle', actions: 'noteFailure', description: 'Not read either: its message; the children stay as shown.' },
          },
        },
      },
    },
    visit: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.confirmVisit': { guard: and(['hasSales', stateIn('#customerChildren.view.shown')]), target: 'opening', description: 'Only with the sales system configured.' } } },
        opening: {
          invoke: {
            id: 'openVisitConfirm',
            src: 'openVisitConfirm',
            input: ({ context, event }) => ({ salesUrl: context.salesUrl ?? '', care: (event as { care: BookCare }).care }),
            onDone: 'idle',
            onError: { target: 'idle', description: 'The token did not come: silent (spec 2 §8).' },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer children: pick a child (its learning and book care load, the visit confirmation opens the sales system); a prospect’s children added or edited in popups and deleted, each change saving the five slots.';
