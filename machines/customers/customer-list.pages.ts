// The customer list's pages (spec 2 §2 customer routes): the list itself, the detail search (with the
// product search under it), the SMS page and a customer's detail. The URL decides which is up (route.changed from the route
// binding); the sub-pages' machines run as children here, so the list's query, rows, selection and scroll
// stay while they are open, and each returns to the list when it is done. Part of customer-list.machine.ts.
// Diagram: docs/statecharts/customerList.md
import { and, assign, raise, sendTo, stateIn } from 'xstate';
import type { DetailFilters } from '../../src/domain/customers/filters';
import { LIST_PATH, SMS_PATH, customerHref, detailSearchPath } from '../../src/domain/customers/pages';
import { customerListSetup } from './customer-list.setup';

const toList = { type: 'returnTo', params: { to: LIST_PATH } } as const;

const toSms = [
  { guard: and(['isSmsPage', 'hasSelection']), target: 'sms' },
  {
    guard: 'isSmsPage',
    target: 'onList',
    actions: ['needSelectionForSms', toList],
    description: 'The SMS page reached without a selection (its URL): back to the list, 고객 선택 후 진행해 주세요.',
  },
] as const;

const toSearch = { guard: 'isSearchPage', target: 'detailSearch' } as const;
const backToList = { guard: 'isListPage', target: 'onList' } as const;
const toCustomer = { guard: 'isCustomerDetail', target: 'onCustomer' } as const;

export const pageRegion = customerListSetup.createStateConfig({
  initial: 'onList',
  states: {
    onList: {
      on: {
        'route.changed': [toSearch, ...toSms, toCustomer],
        'user.openDetailSearch': {
          target: 'openingDetailSearch',
          actions: ['keepScroll', { type: 'openPage', params: ({ context }) => ({ to: detailSearchPath(context.query.listTyp) }) }],
          description: 'Opens /detailSerach (/S for the by-contract list), keeping where the list was scrolled.',
        },
        'user.openCustomer': {
          guard: 'isLoadedRow',
          target: 'openingCustomer',
          actions: [
            'keepScroll',
            {
              type: 'openPage',
              params: ({ context, event }) => {
                const row = context.rows.find((r) => r.kwkkey === event.kwkkey)!;
                return { to: customerHref({ userId: row.userid, kwkkey: row.kwkkey, custDiv: row.custDiv }) };
              },
            },
          ],
          description: 'A customer’s name opens their detail (owner, key and type in the URL), keeping where the list was scrolled.',
        },
        'user.openSms': {
          guard: and(['hasSelection', stateIn({ active: { sheet: 'menu' } })]),
          target: 'openingSms',
          actions: ['keepScroll', { type: 'openPage', params: { to: SMS_PATH } }],
          description: 'From the extra functions menu, with customers selected (else the menu says 고객 선택 후 진행해 주세요.).',
        },
      },
    },
    openingDetailSearch: {
      description: 'The detail search was asked for; it is up once the URL shows it.',
      on: {
        'route.changed': {
          guard: 'isCustomerPage',
          target: 'onList',
          actions: raise(({ event }) => event),
          description: 'The URL changed: handled as from the list (normally the page asked for; another if the user went elsewhere meanwhile).',
        },
      },
    },
    openingCustomer: {
      description: 'A customer’s detail was asked for; it is up once the URL shows it.',
      on: {
        'route.changed': {
          guard: 'isCustomerPage',
          target: 'onList',
          actions: raise(({ event }) => event),
          description: 'The URL changed: handled as from the list (normally the detail; another page if the user went elsewhere meanwhile).',
        },
      },
    },
    onCustomer: {
      description: 'A customer’s detail is up; the list waits under it with its query, rows, selection and scroll.',
      on: { 'route.changed': [backToList, toSearch, ...toSms] },
    },
    openingSms: {
      description: 'The SMS page was asked for; it is up once the URL shows it.',
      on: {
        'route.changed': {
          guard: 'isCustomerPage',
          target: 'onList',
          actions: raise(({ event }) => event),
          description: 'The URL changed: handled as from the list (normally the page asked for; another if the user went elsewhere meanwhile).',
        },
      },
    },
    detailSearch: {
      invoke: {
        id: 'detailSearch',
        src: 'detailSearch',
        input: ({ context, event }) => ({
          detail: context.query.detail,
          listTyp: event.type === 'route.changed' ? event.listTyp : context.query.listTyp,
          withProducts: event.type === 'route.changed' && event.page === 'productSearch',
        }),
        onDone: {
          target: 'onList',
          actions: [
            assign({ query: ({ context, event }) => ({ ...context.query, detail: event.output as DetailFilters }) }),
            raise({ type: 'list.requery' }),
            toList,
          ],
          description: 'Search: the filters apply to the list, which shows again from its first page.',
        },
      },
      on: {
        'route.changed': [
          { ...backToList, description: 'Back without searching: the choices are dropped.' },
          {
            guard: 'isSearchPage',
            actions: sendTo('detailSearch', ({ event }) => ({ type: 'route.changed' as const, page: event.page as 'detailSearch' | 'productSearch' })),
            description: 'Between the detail and the product search: the detail search follows.',
          },
          ...toSms,
        ],
      },
    },
    sms: {
      invoke: {
        id: 'smsComposer',
        src: 'smsComposer',
        input: ({ context }) => ({
          recipients: context.selected.flatMap((k) => {
            const row = context.rows.find((r) => r.kwkkey === k);
            return row ? [{ encCustNm: row.encCustNm, encCustTel: row.encCustTel }] : [];
          }),
        }),
        onDone: [
          { guard: 'isSent', target: 'onList', actions: ['clearSelection', 'noteSmsSent', toList], description: 'Sent: the selection is cleared (spec 1 §4).' },
          { target: 'onList', actions: toList, description: 'Cancel: the selection stays.' },
        ],
      },
      on: { 'route.changed': [backToList, toSearch] },
    },
  },
});
