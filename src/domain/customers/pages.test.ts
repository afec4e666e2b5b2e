// The customer pages and their routes (spec 2 §2): names, paths, the list type of the detail search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRoute, upPath } from '../app/routes';
import { addChildPopupHref, buyInfoPopupHref, customerHref, customerPageOf, detailPopupHref, detailSearchPath, interestPopupHref, listTypeParam, memoPopupHref, modifyChildPopupHref, recruitInfoPopupHref, startsList } from './pages';

describe('customer pages', () => {
  it.each([
    ['/myCstmr/myCstmrList', 'list', {}],
    ['/myCstmr/myCstmrList/detailSerach', 'detailSearch', {}],
    ['/myCstmr/myCstmrList/detailSerach/S', 'detailSearch', { listTyp: 'S' }],
    ['/myCstmr/myCstmrList/proddSerach', 'productSearch', {}],
    ['/myCstmr/myCstmrList/smsSend', 'sms', {}],
    ['/myCstmr/myCstmrView', 'detail', {}],
    ['/myCstmr/myCstmrView/memo', 'memo', {}],
    ['/myCstmr/myCstmrView/modifyMemo', 'modifyMemo', {}],
    ['/myCstmr/myCstmrView/popAgreeInfo', 'consent', {}],
    ['/myCstmr/myCstmrView/familyInfo', 'family', {}],
    ['/myCstmr/myCstmrView/addChildren', 'addChild', {}],
    ['/myCstmr/myCstmrView/modifyChildren', 'modifyChild', {}],
    ['/myCstmr/myCstmrView/interestInfo', 'interest', {}],
    ['/myCstmr/myCstmrView/buyInfo', 'buyInfo', {}],
    ['/myCstmr/myCstmrView/recruitInfo', 'recruitInfo', {}],
    ['/main', null, {}],
  ])('%s is the %s page', (path, page, params) => {
    const r = resolveRoute({ path, search: '' })!;
    expect(customerPageOf(r.route.name)).toBe(page);
    expect(r.params).toEqual(params);
  });

  it('the detail search opens for the list type, and reads it back', () => {
    expect(detailSearchPath('F')).toBe('/myCstmr/myCstmrList/detailSerach');
    expect(detailSearchPath('S')).toBe('/myCstmr/myCstmrList/detailSerach/S');
    expect([listTypeParam('S'), listTypeParam(undefined), listTypeParam('X')]).toEqual(['S', 'F', 'F']);
  });

  it('property: the detail search opened for a list type resolves to that page and reads the type back', () => {
    fc.assert(
      fc.property(fc.constantFrom('F', 'S'), (listTyp) => {
        const r = resolveRoute({ path: detailSearchPath(listTyp), search: '' })!;
        expect([customerPageOf(r.route.name), listTypeParam(r.params.listTyp)]).toEqual(['detailSearch', listTyp]);
      }),
    );
  });

  it('the list’s own pages start it; a customer’s detail and its popups only keep it', () => {
    expect((['list', 'detailSearch', 'productSearch', 'sms'] as const).every(startsList)).toBe(true);
    expect((['detail', 'memo', 'modifyMemo', 'interest', 'addChild', 'modifyChild', 'buyInfo', 'recruitInfo'] as const).some(startsList)).toBe(false);
  });

  it('the popups name the customer and, to edit, the memo', () => {
    const c = { userId: 'planner01', kwkkey: 'K01100001', custDiv: '1' } as const;
    expect(memoPopupHref(c)).toBe('/myCstmr/myCstmrView/memo?userId=planner01&kwkkey=K01100001&custDiv=1');
    expect(memoPopupHref(c, 42)).toBe('/myCstmr/myCstmrView/modifyMemo?userId=planner01&kwkkey=K01100001&custDiv=1&sqno=42');
    expect(customerHref(c)).toBe('/myCstmr/myCstmrView?userId=planner01&kwkkey=K01100001&custDiv=1');
    expect(addChildPopupHref(c)).toBe('/myCstmr/myCstmrView/addChildren?userId=planner01&kwkkey=K01100001&custDiv=1');
    expect(modifyChildPopupHref(c, 2)).toBe('/myCstmr/myCstmrView/modifyChildren?userId=planner01&kwkkey=K01100001&custDiv=1&sqno=2');
    expect(interestPopupHref(c)).toBe('/myCstmr/myCstmrView/interestInfo?userId=planner01&kwkkey=K01100001&custDiv=1');
    // The owner, key and type only: the name and phone are personal data, and URLs are logged.
    expect(buyInfoPopupHref(c)).toBe('/myCstmr/myCstmrView/buyInfo?userId=planner01&kwkkey=K01100001&custDiv=1');
    expect(recruitInfoPopupHref(c)).toBe('/myCstmr/myCstmrView/recruitInfo?userId=planner01&kwkkey=K01100001&custDiv=1');
  });

  it('every sub-page’s back button leads to a real page', () => {
    for (const path of ['/myCstmr/myCstmrList/detailSerach/S', '/myCstmr/myCstmrList/proddSerach', '/myCstmr/myCstmrList/smsSend'])
      expect(resolveRoute({ path: upPath(resolveRoute({ path, search: '' })), search: '' })).not.toBeNull();
  });
});

describe('detailPopupHref: the customer info’s buttons (spec 2 §2 sub-routes)', () => {
  const c = { userId: 'planner01', kwkkey: 'K01100002', custDiv: '2' as const };
  it.each([
    ['consent', '/myCstmr/myCstmrView/popAgreeInfo'],
    ['family', '/myCstmr/myCstmrView/familyInfo?kwkkey=K01100002&custDiv=2'],
    ['interest', '/myCstmr/myCstmrView/interestInfo?userId=planner01&kwkkey=K01100002&custDiv=2'],
    ['purchases', '/myCstmr/myCstmrView/buyInfo?userId=planner01&kwkkey=K01100002&custDiv=2'],
    ['recruits', '/myCstmr/myCstmrView/recruitInfo?userId=planner01&kwkkey=K01100002&custDiv=2'],
  ] as const)('%s → %s', (popup, href) => expect(detailPopupHref(popup, c)).toBe(href));
});
