// The organisation list's calls on the Effect runtime (spec 3 §7 orgnz.list): a page of the caller's members
// for the filters the paged list carries as its query (machines/organisation/org-list.filters.ts).
import { Effect } from 'effect';
import { filtersOfQuery, listFields } from '../../../machines/organisation/org-list.filters';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { orgnzList } from '../../domain/organisation/contract';
import { Api } from '../../services/api.service';

export const loadOrgListPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(orgnzList, { offset, size, ...listFields(filtersOfQuery(query)) })).pipe(Effect.map((r): Page => ({ items: r.list, total: r.totCnt })));
