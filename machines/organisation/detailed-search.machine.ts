// The organisation list's detail search (spec 3 §2 Detail search): check boxes 구분, 차월 and 가동상태,
// prefilled with the codes the list shows; 초기화 clears them, 검색 hands them to the list, 닫기 leaves the
// list as it was. It runs as the popup page /orgStatus/orgStatusList/detailedSearch (whose `finish` tells
// the list through the shell, as the app's other popups do) and, on a PC, as a dialog over the list (whose
// `finish` does nothing: the list reads the output). Diagram: docs/statecharts/orgDetailedSearch.md
import { assign, setup } from 'xstate';
import { providedPromise } from '../shared/provided';
import { NO_CODES, toggled, type DetailCodes, type DetailGroup } from './org-list.filters';

export interface DetailedSearchContext {
  readonly codes: DetailCodes;
  /** 검색 was pressed: the output is the codes (null when closed). */
  readonly submitted: boolean;
}

export type DetailedSearchEvent =
  | { type: 'user.toggle'; group: DetailGroup; code: string }
  | { type: 'user.reset' }
  | { type: 'user.submit' }
  | { type: 'user.close' };

export const detailedSearchMachine = setup({
  types: {
    input: {} as DetailCodes,
    context: {} as DetailedSearchContext,
    events: {} as DetailedSearchEvent,
    output: {} as DetailCodes | null,
  },
  actors: {
    /** Tells whoever opened the search what was chosen (null: nothing) and closes it. */
    finish: providedPromise<void, { codes: DetailCodes | null }>('finish'),
  },
  actions: {
    toggleCode: assign({ codes: ({ context, event }) => (event.type === 'user.toggle' ? toggled(context.codes, event.group, event.code) : context.codes) }),
    clearCodes: assign({ codes: NO_CODES }),
    markSubmitted: assign({ submitted: true }),
  },
}).createMachine({
  id: 'orgDetailedSearch',
  context: ({ input }) => ({ codes: input, submitted: false }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'user.toggle': { actions: 'toggleCode', description: 'A code the group does not know changes nothing.' },
        'user.reset': { actions: 'clearCodes', description: '초기화: every box unchecked; the list keeps its filters until 검색.' },
        'user.submit': { target: 'finishing', actions: 'markSubmitted', description: '검색: the codes go to the list, none checked meaning no filter.' },
        'user.close': { target: 'finishing', description: '닫기: the list stays as it was.' },
      },
    },
    finishing: {
      description: 'One press finishes once: the buttons find no event here.',
      invoke: { id: 'finish', src: 'finish', input: ({ context }) => ({ codes: context.submitted ? context.codes : null }), onDone: 'done' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => (context.submitted ? context.codes : null),
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Organisation detail search: 구분, 차월 and 가동상태 codes checked, reset, searched (handed to the list) or closed.';
