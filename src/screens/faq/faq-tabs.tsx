// The FAQ's category tabs (spec 3 §2 FAQ: 전체, 앱, 인사, 시스템, 교육, 서비스): a tablist whose arrow, Home and
// End keys move to another tab and show it (automatic activation); vertical beside the questions on a PC.
import { useRef, type KeyboardEvent } from 'react';
import { FAQ_CATEGORIES, type FaqCategory } from '../../domain/faq/contract';
import { faqMessages } from '../../domain/faq/messages';

export const FAQ_PANEL_ID = 'faq-panel';
export const faqTabId = (code: FaqCategory) => `faq-tab-${code}`;

const STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function FaqTabs(p: { readonly current: FaqCategory; readonly vertical: boolean; readonly onSelect: (code: FaqCategory) => void }) {
  const tabs = useRef(new Map<FaqCategory, HTMLButtonElement>());
  const index = FAQ_CATEGORIES.findIndex((c) => c.code === p.current);
  const onKeyDown = (e: KeyboardEvent) => {
    const n = FAQ_CATEGORIES.length;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : STEP[e.key] === undefined ? null : (index + STEP[e.key]! + n) % n;
    if (to === null) return;
    e.preventDefault();
    const code = FAQ_CATEGORIES[to]!.code;
    tabs.current.get(code)?.focus();
    p.onSelect(code);
  };
  return (
    <div className="faq-tabs" role="tablist" aria-label={faqMessages.faqTabsLabel} aria-orientation={p.vertical ? 'vertical' : 'horizontal'} onKeyDown={onKeyDown}>
      {FAQ_CATEGORIES.map((c) => {
        const selected = c.code === p.current;
        return (
          <button
            key={c.code}
            ref={(el) => void (el ? tabs.current.set(c.code, el) : tabs.current.delete(c.code))}
            type="button"
            role="tab"
            id={faqTabId(c.code)}
            className="faq-tab"
            aria-selected={selected}
            aria-controls={FAQ_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => p.onSelect(c.code)}
          >
            {c.label}
          </button>
        );
      })}
    </div>
  );
}
