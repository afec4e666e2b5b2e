// The FAQ (spec 3 §2 FAQ, §7 FAQ list, §9): a category tab (CFD00 all … CFD05) over the shared paged list
// (child `list`, 10 a page, the category as its query; a new tab starts it again from its first page), and
// an accordion where at most one question shows its answer. Diagram: docs/statecharts/faq.md
import { assign, setup } from 'xstate';
import { FAQ_CATEGORIES, FAQ_PAGE_SIZE, type FaqCategory } from '../../src/domain/faq/contract';
import { pagedListMachine } from '../shared/paged-list.machine';

export interface FaqInput {
  /** The tab shown first; all categories when absent. */
  readonly category?: FaqCategory;
}

export interface FaqContext {
  readonly category: FaqCategory;
  /** The question whose answer is open; null when all are closed. */
  readonly openSqno: number | null;
}

export type FaqEvent = { type: 'user.selectCategory'; category: FaqCategory } | { type: 'user.toggleQuestion'; sqno: number };

export const faqMachine = setup({
  types: { input: {} as FaqInput, context: {} as FaqContext, events: {} as FaqEvent },
  actors: {
    /** pagedListMachine provided with the faq/list loader (the query is the category code) at the root. */
    faqList: pagedListMachine,
  },
  guards: {
    isOtherCategory: ({ context, event }) => event.type === 'user.selectCategory' && event.category !== context.category,
    isOpenQuestion: ({ context, event }) => event.type === 'user.toggleQuestion' && event.sqno === context.openSqno,
  },
  actions: {
    assignCategory: assign({ category: ({ context, event }) => (event.type === 'user.selectCategory' ? event.category : context.category), openSqno: null }),
    openQuestion: assign({ openSqno: ({ event }) => (event.type === 'user.toggleQuestion' ? event.sqno : null) }),
    closeQuestion: assign({ openSqno: null }),
  },
}).createMachine({
  id: 'faq',
  context: ({ input }) => ({ category: input.category ?? FAQ_CATEGORIES[0].code, openSqno: null }),
  initial: 'listing',
  states: {
    listing: {
      description: 'The category’s questions as the child `list` (the paged list, docs/statecharts/pagedList.md); the view pages it.',
      invoke: { id: 'list', src: 'faqList', input: ({ context }) => ({ pageSize: FAQ_PAGE_SIZE, query: context.category }) },
      on: {
        'user.selectCategory': {
          guard: 'isOtherCategory',
          target: 'listing',
          reenter: true,
          actions: 'assignCategory',
          description: 'Another tab: its first page loads and every answer closes; the tab shown already does nothing.',
        },
        'user.toggleQuestion': [
          { guard: 'isOpenQuestion', actions: 'closeQuestion', description: 'The open question again: its answer closes.' },
          { actions: 'openQuestion', description: 'Another question: its answer opens and the one open before closes.' },
        ],
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'FAQ: category tabs over a paged list of questions (10 a page), an accordion with one answer open.';
