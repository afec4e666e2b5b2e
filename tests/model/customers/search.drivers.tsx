// How the detail search and product search events happen on the rendered app: their controls as a user
// operates them, the URL, the header's back, and the product master held until the path says.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import type { ProductMaster } from '../../../machines/customers/product-search.machine';
import { PRODUCT_SEARCH_PATH } from '../../../src/domain/customers/pages';
import { msg } from '../../../src/domain/messages';
import type { Drivers } from '../../support/replay';
import { API, type World } from './customers.world';

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const form = () => screen.getByRole('form', { name: msg.detailSearchTitle });
const group = (legend: string) => within(form()).getByRole('group', { name: legend });
const region = () => screen.getByRole('region', { name: msg.productSearchTitle });
const nameOf = (master: ProductMaster, code: string) => master.prodMstList.find((p) => p.prdtCd === code)!.prdtnm;

/** The product search page is up, its products shown (or its failure). */
const productsShown = () => waitFor(() => expect(within(region()).queryByRole('status', { name: '불러오는 중' })).toBeNull());

export function detailDrivers(_w: World, master: ProductMaster): Drivers {
  return {
    'user.setCustType': (e) => click(within(group(msg.detailCustType)).getByRole('radio', { name: msg.detailCustTypes[e.custDiv as '' | '1' | '2'] })),
    'user.setAge': (e) =>
      act(() => void fireEvent.change(within(form()).getByRole('combobox', { name: e.bound === 'from' ? msg.detailAgeFrom : msg.detailAgeTo }), { target: { value: e.age === null ? '' : String(e.age) } })),
    'user.toggleDiagnosis': (e) => click(within(group(msg.detailDiagnosis)).getByRole('checkbox', { name: msg.detailDiagnosisStats[e.stat as '1' | '2' | '3'] })),
    'user.toggleAllDiagnosis': () => click(within(group(msg.detailDiagnosis)).getByRole('checkbox', { name: msg.detailDiagnosisAll })),
    'user.toggleTest': (e) => click(within(group(msg.detailTests)).getByRole('checkbox', { name: msg.detailTestNames[e.test as 'KEDS'] })),
    'user.toggleOverdue': (e) => click(within(group(msg.detailOverdue)).getByRole('checkbox', { name: msg.detailOverdueNames[e.which as 'Y' | 'N'] })),
    'user.setExpiry': (e) => click(within(group(msg.detailExpiry)).getByRole('radio', { name: msg.detailExpiryNames[e.expiry as '' | 'A' | 'B'] })),
    'user.setProductMode': (e) => click(within(group(msg.detailProducts)).getByRole('radio', { name: msg.detailProductModes[e.mode as 'Y' | 'N'] })),
    'user.removeProduct': (e) => click(within(form()).getByRole('button', { name: msg.detailRemoveProduct(nameOf(master, e.prdtCd)) })),
    'user.reset': () => click(within(form()).getByRole('button', { name: msg.detailReset })),
    'user.search': () => click(within(form()).getByRole('button', { name: msg.detailSearch })),
    'user.openProducts': () => click(within(form()).getByRole('button', { name: msg.detailProductSearch })),
    'route.changed': async (e) => {
      if (e.page === 'productSearch') return act(() => navigate(PRODUCT_SEARCH_PATH));
      // Back from the product search: the header's back button leads up to the detail search.
      await waitFor(() => region());
      await click(screen.getByRole('button', { name: '이전' }));
    },
    'xstate.done.actor.productSearch': async (e) => {
      await waitFor(() => region());
      await productsShown();
      if (e.output === null) return click(within(region()).getByRole('button', { name: '취소' }));
      await click(within(region()).getByRole('button', { name: e.output[0].prdtnm }));
      await click(within(region()).getByRole('button', { name: msg.productSelect }));
    },
  };
}

export function productDrivers(w: World, master: ProductMaster): Drivers {
  const held = () => w.server.gate.take((r) => r.path === API('getProdMstList'), 'getProdMstList');
  return {
    'xstate.done.actor.loadProducts': async (e) => {
      const answer = await act(async () => w.server.forward(await held()));
      expect(answer.body.data, 'the server’s product master is the seed’s').toEqual(e.output);
    },
    'xstate.error.actor.loadProducts': async (e) => {
      const req = await held();
      act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
    },
    'user.retry': () => click(within(region()).getByRole('button', { name: msg.retry })),
    'user.chooseCategory': (e) => click(within(within(region()).getByRole('group', { name: msg.productCategories })).getByRole('button', { name: master.cateList.find((c) => c.cdVl1 === e.catCd)!.cdNm })),
    'user.toggleProduct': (e) => click(within(region()).getByRole('button', { name: nameOf(master, e.prdtCd) })),
    'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
    'user.select': () => click(within(region()).getByRole('button', { name: msg.productSelect })),
    'user.cancel': () => click(within(region()).getByRole('button', { name: '취소' })),
  };
}
