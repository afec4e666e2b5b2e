// The FAQ's actor on the Effect runtime: a page of faq/list for the category the paged list carries as
// its query (spec 3 §7 FAQ list: offset, size, divCd → list, totCnt).
import { Effect } from 'effect';
import { faqMachine } from '../../../machines/faq/faq.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { FAQ_CATEGORIES, faqList, type FaqCategory } from '../../domain/faq/contract';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

const categoryOf = (query: string): FaqCategory => FAQ_CATEGORIES.find((c) => c.code === query)?.code ?? FAQ_CATEGORIES[0].code;

export const loadFaqPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(faqList, { offset, size, divCd: categoryOf(query) })).pipe(Effect.map((r): Page => ({ items: r.list, total: r.totCnt })));

export const provideFaq = (fromEffect: FromEffect) =>
  faqMachine.provide({ actors: { faqList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadFaqPage) } }) } });
