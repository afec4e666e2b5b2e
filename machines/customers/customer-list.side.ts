// The customer list's small regions: the optimistic bookmark (spec 1 §4), a branch head's EP choices
// (spec 1 §6) and the PDF of the list (spec 1 §7). Part of customer-list.machine.ts.
// Diagram: docs/statecharts/customerList.md
import { stateIn } from 'xstate';
import { callFilters } from '../../src/domain/customers/filters';
import { customerListSetup } from './customer-list.setup';

export const bookmarkRegion = customerListSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.toggleBookmark': {
          guard: 'isLoadedRow',
          target: 'saving',
          actions: 'flipBookmark',
          description: 'Optimistic: the star turns at once (N to Y saves, Y to N deletes).',
        },
      },
    },
    saving: {
      description: 'One save at a time: the stars wait meanwhile.',
      invoke: {
        id: 'saveBookmark',
        src: 'saveBookmark',
        input: ({ context }) => {
          const row = context.rows.find((r) => r.kwkkey === context.bookmarking)!;
          return { kwkkey: row.kwkkey, custDiv: row.custDiv, bookmarkYn: row.bookmarkYn };
        },
        onDone: { target: 'idle', actions: 'bookmarkSaved' },
        onError: { target: 'idle', actions: 'revertBookmark', description: 'The star goes back and the server’s message shows.' },
      },
    },
  },
});

export const epRegion = customerListSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isBranchHead', target: 'loading' }, { target: 'hidden' }] },
    hidden: { description: 'Only a branch head (COG01) picks an EP (spec 1 §6).' },
    loading: {
      invoke: {
        id: 'loadEpChoices',
        src: 'loadEpChoices',
        onDone: { target: 'ready', actions: 'assignEpChoices' },
        onError: { target: 'failed', actions: 'assignEpError' },
      },
    },
    ready: { description: '전체 and every member below the branch head.' },
    failed: { description: 'The list still shows the whole organisation.', on: { 'user.retryEp': { target: 'loading' } } },
  },
});

export const pdfRegion = customerListSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.openPdf': {
          guard: stateIn({ active: { sheet: 'menu' } }),
          target: 'opening',
          actions: 'reserveExternalLink',
          description:
            'From the extra functions menu: a signed link for the current filters, opened outside the app (a new tab on PC). Where it opens is reserved during the click itself, since a browser opens a window for the link only then, not once the server has answered.',
        },
      },
    },
    opening: {
      description: 'openPdf opens the link where the click reserved; a failed call, or leaving the list, lets the reservation go.',
      invoke: {
        id: 'openPdf',
        src: 'openPdf',
        input: ({ context }) => callFilters(context.query),
        onDone: { target: 'idle' },
        onError: { target: 'idle', actions: 'noteFailure' },
      },
    },
  },
});
