// The address search popup (spec 3 §2 Address search popup): the keyword box (Enter or 검색), the rule a
// keyword broke, the hint before any search, the results, and 닫기 / 선택 at the bottom (선택 once an
// address is picked). Renders the post-search actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { postSearchMachine } from '../../../machines/common-popup/post-search.machine';
import * as sel from '../../../machines/common-popup/post-search.selectors';
import { commonPopupMessages } from '../../domain/common-popup/messages';
import { JusoResults } from './juso-results';
import './post-search.css';
import { SearchForm } from '../../ui/search-form';

export function PostSearchScreen({ actor }: { readonly actor: ActorRefFrom<typeof postSearchMachine> }) {
  const list = useSelector(actor, sel.selectList);
  const idle = useSelector(actor, sel.selectIdle);
  const keyword = useSelector(actor, sel.selectKeyword);
  const problem = useSelector(actor, sel.selectProblem);
  const picked = useSelector(actor, sel.selectPicked);
  const canConfirm = useSelector(actor, sel.selectCanConfirm);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <section className="post-search" aria-label={commonPopupMessages.jusoTitle} aria-busy={busy}>
      <SearchForm
        className="post-search-form"
        label={commonPopupMessages.jusoKeywordLabel}
        button={commonPopupMessages.jusoSearch}
        defaultValue={keyword}
        maxLength={80}
        busy={busy}
        onSearch={(value) => actor.send({ type: 'user.search', keyword: value })}
        input={{ placeholder: commonPopupMessages.jusoKeywordPlaceholder, 'aria-invalid': problem !== null, 'aria-describedby': problem !== null ? 'post-search-problem' : undefined }}
      />
      {problem !== null && (
        <p id="post-search-problem" className="post-search-problem" role="alert">
          {problem}
        </p>
      )}
      {idle && <p className="post-search-hint">{commonPopupMessages.jusoHint}</p>}
      {list && <JusoResults key={keyword} list={list} picked={picked} disabled={busy} onPick={(juso) => actor.send({ type: 'user.pick', juso })} />}
      <div className="post-search-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.close' })}>
          {commonPopupMessages.jusoClose}
        </button>
        <button type="button" className="btn btn-primary" disabled={!canConfirm || busy} onClick={() => actor.send({ type: 'user.confirm' })}>
          {commonPopupMessages.jusoPick}
        </button>
      </div>
    </section>
  );
}
