// The address search's results (spec 3 §2): the count, then each address with its building name, road
// address, lot address and postal code and a radio to pick it; more as the list's end scrolls into view;
// the spec's empty text. Renders the post-search actor's child list.
import type { Juso } from '../../domain/common-popup/contract';
import { commonPopupMessages } from '../../domain/common-popup/messages';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';

const sameJuso = (a: Juso | null, b: Juso) => a !== null && a.roadAddr === b.roadAddr && a.jibunAddr === b.jibunAddr && a.zipNo === b.zipNo;

export function JusoResults(p: { readonly list: PagedListActor; readonly picked: Juso | null; readonly disabled: boolean; readonly onPick: (juso: Juso) => void }) {
  const list = usePagedList<Juso>(p.list);
  return (
    <>
      {list.view.showTotal && <p className="post-search-total">{commonPopupMessages.jusoTotal(list.view.total)}</p>}
      <PagedListBody
        actor={p.list}
        list={list}
        label={commonPopupMessages.jusoListLabel}
        rowsClass="juso-rows"
        emptyClass="post-search-empty"
        emptyText={() => commonPopupMessages.jusoEmpty}
        rowKey={(j) => `${j.roadAddr}\n${j.jibunAddr}\n${j.zipNo}`}
        renderRow={(j) => (
          <li>
            <label className="juso-row">
              <input type="radio" name="juso" aria-label={j.roadAddr} checked={sameJuso(p.picked, j)} disabled={p.disabled} onChange={() => p.onPick(j)} />
              <span className="juso-text">
                {j.bdNm !== '' && <strong className="juso-building">{j.bdNm}</strong>}
                <span className="juso-line">
                  <span className="juso-tag">{commonPopupMessages.jusoRoad}</span>
                  <span>{j.roadAddr}</span>
                </span>
                <span className="juso-line">
                  <span className="juso-tag juso-tag-soft">{commonPopupMessages.jusoJibun}</span>
                  <span>{j.jibunAddr}</span>
                </span>
              </span>
              <span className="juso-zip">{j.zipNo}</span>
            </label>
          </li>
        )}
      />
    </>
  );
}
