// The FAQ (spec 3 §2 FAQ): category tabs, then the category's questions ten at a time as the list's end
// scrolls into view; a question opens its answer (the server's HTML, sanitised) and closes the one open
// before. Empty category: 검색된 정보가 없습니다. Renders the faq actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { faqMachine } from '../../../machines/faq/faq.machine';
import * as sel from '../../../machines/faq/faq.selectors';
import type { FaqItem } from '../../domain/faq/contract';
import { faqMessages } from '../../domain/faq/messages';
import { SafeHtml } from '../../ui/safe-html';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import { FAQ_PANEL_ID, FaqTabs, faqTabId } from './faq-tabs';
import './faq.css';

type Actor = ActorRefFrom<typeof faqMachine>;

export function FaqScreen({ actor }: { readonly actor: Actor }) {
  const category = useSelector(actor, sel.selectCategory);
  const list = useSelector(actor, sel.selectList);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <section className="faq-screen" aria-label="FAQ">
      <FaqTabs current={category} vertical={desktop} onSelect={(code) => actor.send({ type: 'user.selectCategory', category: code })} />
      <div className="faq-panel" role="tabpanel" id={FAQ_PANEL_ID} aria-labelledby={faqTabId(category)}>
        {list && <Questions key={category} list={list} actor={actor} showCategory={category === 'CFD00'} />}
      </div>
    </section>
  );
}

function Questions({ list: listActor, actor, showCategory }: { readonly list: PagedListActor; readonly actor: Actor; readonly showCategory: boolean }) {
  const list = usePagedList<FaqItem>(listActor);
  const open = useSelector(actor, sel.selectOpenSqno);
  return (
    <div className="faq-body" aria-busy={list.busy}>
      <PagedListBody
        actor={listActor}
        list={list}
        label={faqMessages.faqListLabel}
        rowsClass="faq-rows"
        emptyClass="faq-empty"
        emptyText={() => faqMessages.faqEmpty}
        rowKey={(q) => q.sqno}
        renderRow={(q) => {
          const expanded = q.sqno === open;
          return (
            <li className="faq-item">
              <h2 className="faq-question">
                <button
                  type="button"
                  id={`faq-q-${q.sqno}`}
                  aria-expanded={expanded}
                  {...(expanded ? { 'aria-controls': `faq-a-${q.sqno}` } : {})}
                  onClick={() => actor.send({ type: 'user.toggleQuestion', sqno: q.sqno })}
                >
                  <span className="faq-mark" aria-hidden="true">
                    Q
                  </span>
                  {showCategory && <span className="faq-cat">{q.divNm}</span>}
                  <span className="faq-title">{q.titl}</span>
                </button>
              </h2>
              {expanded && (
                <div className="faq-answer" id={`faq-a-${q.sqno}`} role="region" aria-labelledby={`faq-q-${q.sqno}`}>
                  <SafeHtml className="faq-answer-body" html={q.cntn} />
                </div>
              )}
            </li>
          );
        }}
      />
    </div>
  );
}
