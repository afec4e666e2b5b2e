// The app machine's hand-off region (spec 1 §2 Dashboard, customer list): the home screen's customer search
// keeps the name in the shared parent state, named for the customer list, and opens the list; the list
// takes it as it starts (fills its search box and searches) and so clears it. Part of `running` in
// app.machine.ts. Diagram: docs/statecharts/app.md
import { and, not } from 'xstate';
import { LIST_PATH } from '../../src/domain/customers/pages';
import { appSetup, goTo } from './app.setup';

const fromHome = and(['isHomeRoute', 'hasSession', not('isUpdatePending'), not('isConfirmingLogout')]);

export const handoffRegion = appSetup.createStateConfig({
  initial: 'empty',
  on: {
    'user.searchCustomers': [
      {
        guard: and([fromHome, 'hasSearchName']),
        target: '.held',
        actions: ['holdSearchName', ...goTo(LIST_PATH)],
        description: 'The name waits for the customer list, which opens.',
      },
      { guard: fromHome, target: '.empty', actions: ['clearHandoff', ...goTo(LIST_PATH)], description: 'Nothing typed: the list opens as it is.' },
    ],
  },
  states: {
    empty: {},
    held: {
      description: 'Named for the customer list; any screen until that one shows leaves it waiting.',
      always: { guard: not('hasSession'), target: 'empty', actions: 'clearHandoff', description: 'Signed out: a name typed before is no one’s.' },
      on: { 'screen.handoffTaken': { guard: 'isHandoffShown', target: 'empty', actions: 'clearHandoff', description: 'The list filled its search box with the name.' } },
    },
  },
});
