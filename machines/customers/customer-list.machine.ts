// The customer list (spec 1 §2 customer list; spec 2 §2 customer routes): one long-lived actor for the
// list and its sub-pages, owned above the routes (src/app/customers), so coming back from the detail
// search, the product search or the SMS page finds the query, rows, selection and scroll as they were.
// Parallel regions: rows (customer-list.rows.ts), bookmark, EP and PDF (customer-list.side.ts), sheets
// (customer-list.sheets.ts) and pages (customer-list.pages.ts), all on customer-list.setup.ts. It ends
// when a screen outside the customer pages shows. Diagram: docs/statecharts/customerList.md
import { customerListSetup, initialContext } from './customer-list.setup';
import { pageRegion } from './customer-list.pages';
import { rowsRegion } from './customer-list.rows';
import { sheetRegion } from './customer-list.sheets';
import { bookmarkRegion, epRegion, pdfRegion } from './customer-list.side';

export const customerListMachine = customerListSetup.createMachine({
  id: 'customerList',
  context: ({ input }) => initialContext(input),
  initial: 'active',
  on: {
    'route.changed': {
      guard: 'isOutside',
      target: '.left',
      description: 'Another screen (home, the menu, logout): the list is forgotten; opening it again loads afresh.',
    },
  },
  states: {
    active: {
      type: 'parallel',
      on: { 'user.dismissMessage': { guard: 'hasMessage', actions: 'dismissMessage' } },
      states: { rows: rowsRegion, bookmark: bookmarkRegion, ep: epRegion, sheet: sheetRegion, pdf: pdfRegion, page: pageRegion },
    },
    left: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer list: query, pages of 10, selection, bookmarks, EP, sheets (menu, save list, saved lists, address), PDF; runs the detail search and SMS pages as children and outlives them.';
