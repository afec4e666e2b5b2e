// What the rendered app must show in each state of the detail search and product search models.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { ProductMaster } from '../../../machines/customers/product-search.machine';
import { effectiveDetail, showsContractFilters, type ChosenProduct, type DetailFilters } from '../../../src/domain/customers/filters';
import { LIST_PATH } from '../../../src/domain/customers/pages';
import { msg } from '../../../src/domain/messages';
import type { ModelPath } from '../../support/model-paths';
import type { World } from './customers.world';

type Step = ModelPath['steps'][number];
const checked = (root: HTMLElement, role: 'radio' | 'checkbox', name: string) => within(root).getByRole(role, { name }) as HTMLInputElement;

/** The detail form shows these filters. */
export function expectFilters(d: DetailFilters, locked: boolean) {
  const form = screen.getByRole('form', { name: msg.detailSearchTitle });
  const group = (legend: string) => within(form).getByRole('group', { name: legend });
  for (const t of ['', '1', '2'] as const) {
    const radio = checked(group(msg.detailCustType), 'radio', msg.detailCustTypes[t]);
    expect([radio.checked, radio.disabled], `type ${t}`).toEqual([d.custDiv === t, locked && t !== '1']);
  }
  expect(within(form).getByRole('combobox', { name: msg.detailAgeFrom })).toHaveValue(d.fromAge === null ? '' : String(d.fromAge));
  expect(within(form).getByRole('combobox', { name: msg.detailAgeTo })).toHaveValue(d.toAge === null ? '' : String(d.toAge));
  expect(checked(group(msg.detailDiagnosis), 'checkbox', msg.detailDiagnosisAll).checked).toBe(d.diagnosis.length === 3);
  for (const s of ['1', '2', '3'] as const) expect(checked(group(msg.detailDiagnosis), 'checkbox', msg.detailDiagnosisStats[s]).checked).toBe(d.diagnosis.includes(s));
  for (const t of ['KEDS', 'KEDI', 'ELT'] as const) expect(checked(group(msg.detailTests), 'checkbox', msg.detailTestNames[t]).checked).toBe(d.tests.includes(t));
  const contract = showsContractFilters(d);
  expect(within(form).queryByRole('group', { name: msg.detailOverdue }) !== null, 'contract-only filters').toBe(contract);
  if (!contract) return;
  expect(checked(group(msg.detailOverdue), 'checkbox', msg.detailOverdueNames.Y).checked).toBe(d.overdueY);
  expect(checked(group(msg.detailOverdue), 'checkbox', msg.detailOverdueNames.N).checked).toBe(d.overdueN);
  for (const x of ['', 'A', 'B'] as const) expect(checked(group(msg.detailExpiry), 'radio', msg.detailExpiryNames[x]).checked).toBe(d.expiry === x);
  expect(checked(group(msg.detailProducts), 'radio', msg.detailProductModes.N).checked).toBe(d.productMode === 'N');
  const chips = within(form).queryByRole('list', { name: msg.detailProducts });
  expect(chips ? within(chips).getAllByRole('listitem').map((li) => li.firstChild!.textContent) : []).toEqual(d.products.map((p) => p.prdtnm));
}

export function checkDetail(w: World, step: Step) {
  const v = step.state.value as string;
  const c = step.state.context as any;
  if (v === 'editing') return expectFilters(effectiveDetail(c.draft, c.listTyp), c.listTyp === 'S');
  if (v === 'choosingProducts') return void expect(screen.getByRole('region', { name: msg.productSearchTitle })).toBeInTheDocument();
  // Searched: the list is back, under the filters as applied.
  expect(window.location.pathname).toBe(LIST_PATH);
  expect(screen.getByRole('region', { name: msg.customersTitle })).toBeInTheDocument();
  expect(w.list().getSnapshot().context.query.detail).toEqual(c.applied);
}

export function checkProducts(_w: World, detail: AnyActorRef, step: Step, master: ProductMaster) {
  const v = step.state.value as any;
  const c = step.state.context as any;
  if (v === 'done') {
    // Back on the detail search, with what select handed back (cancel: what it had).
    expectFilters({ ...(detail.getSnapshot().context.draft as DetailFilters) }, false);
    const chips = (detail.getSnapshot().context.draft as DetailFilters).products.map((p) => p.prdtCd);
    return void expect(chips).toEqual((c.outcome ?? []).map((p: ChosenProduct) => p.prdtCd));
  }
  const region = screen.getByRole('region', { name: msg.productSearchTitle });
  expect(within(region).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(v === 'loading');
  if (v === 'loadFailed') expect(within(region).getByRole('alert')).toHaveTextContent(msg.serverError);
  else expect(within(region).queryByRole('alert')).toBeNull();
  expect(within(region).getByText(msg.productCount(c.selected.length))).toBeInTheDocument();
  if (v !== 'loading' && v !== 'loadFailed') {
    for (const cat of master.cateList)
      expect(within(region).getByRole('button', { name: cat.cdNm })).toHaveAttribute('aria-pressed', String(cat.cdVl1 === c.category));
    const shown = within(within(region).getByRole('list')).getAllByRole('button');
    const expected = master.prodMstList.filter((p) => p.catCd === c.category);
    expect(shown.map((b) => b.textContent)).toEqual(expected.map((p) => p.prdtnm));
    shown.forEach((b, i) => expect(b).toHaveAttribute('aria-pressed', String(c.selected.some((p: ChosenProduct) => p.prdtCd === expected[i]!.prdtCd))));
  }
  const alert = screen.queryByRole('alertdialog');
  if (v?.choosing === 'overLimit') expect(alert).toHaveTextContent(msg.productsMax);
  else expect(alert).toBeNull();
}
