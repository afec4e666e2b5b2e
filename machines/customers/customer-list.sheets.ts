// The customer list's sheets (spec 1 §2, §4, §5): the extra functions menu (SMS, save list, saved lists,
// PDF), the save-list and saved-list sheets with their child machines, and the address modal. SMS and
// saving need a selection. Part of customer-list.machine.ts. Diagram: docs/statecharts/customerList.md
import { assign, raise } from 'xstate';
import type { SavedList } from '../../src/domain/customers/contract';
import { openSavedListQuery } from '../../src/domain/customers/filters';
import { customerListSetup } from './customer-list.setup';

export const sheetRegion = customerListSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.openMenu': { target: 'menu' },
        'user.showAddress': { guard: 'hasAddress', target: 'address', actions: 'showAddress', description: 'A row’s address line opens its full address.' },
      },
    },
    menu: {
      description: 'The extra functions: SMS, save list, saved lists, PDF.',
      on: {
        'user.closeSheet': { target: 'closed' },
        'user.openSms': [
          { guard: 'hasSelection', target: 'closed', description: 'The pages region opens the SMS page.' },
          { target: 'closed', actions: 'needSelectionForSms', description: '고객 선택 후 진행해 주세요.' },
        ],
        'user.openSaveList': [
          { guard: 'hasSelection', target: 'saveList' },
          { target: 'closed', actions: 'needSelectionToSave', description: '저장하려는 고객을 선택해주세요.' },
        ],
        'user.openSavedLists': { target: 'savedLists' },
        'user.openPdf': { target: 'closed', description: 'The PDF region opens it.' },
      },
    },
    saveList: {
      invoke: {
        id: 'saveList',
        src: 'saveList',
        input: ({ context }) => ({ keys: context.selected, listTyp: context.query.listTyp, srcUserid: context.query.searchUserid || null }),
        onDone: { target: 'closed', actions: 'noteListSaved', description: '목록이 저장되었습니다.; the selection stays.' },
      },
      on: { 'user.closeSheet': { target: 'closed', description: 'Closing drops the title.' } },
    },
    savedLists: {
      invoke: {
        id: 'savedLists',
        src: 'savedLists',
        onDone: {
          target: 'closed',
          actions: [
            assign({ query: ({ context, event }) => openSavedListQuery(context.query, event.output as SavedList) }),
            raise({ type: 'list.requery' }),
          ],
          description: 'The list shows the chosen saved list’s customers under its list type.',
        },
      },
      on: { 'user.closeSheet': { target: 'closed' } },
    },
    address: { on: { 'user.closeSheet': { target: 'closed', actions: 'clearAddress' } } },
  },
});
